import type { PanelKind } from '../../../shared/workspace/model';
import { boundsOf, type Bounds } from '../../domain/workspace/popouts';

/** How wide a window of each kind opens (the rest 720): a ladder or a tape is narrow, a chart wide. */
const WIDTHS: Partial<Record<PanelKind, number>> = { ladder: 420, book: 380, trades: 360, entry: 380, account: 380, chart: 900 };

/** Where a new window of `kind` opens: over the main window's right side, each next one a step down and left. */
export function defaultPopoutBounds(kind: PanelKind, open: number, main: Pick<Window, 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>): Bounds {
  const width = WIDTHS[kind] ?? 720;
  const height = Math.min(820, Math.max(300, main.outerHeight - 120));
  const step = 32 * open;
  return boundsOf({ left: main.screenX + Math.max(0, main.outerWidth - width - 40) - step, top: main.screenY + 80 + step, width, height });
}
