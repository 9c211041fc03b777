/** What the Open orders tab says of the full sweep of every market's open orders (Refresh all markets). No React. */
import type { OpenOrdersSweep } from '../../../shared/bridge';

/** "12 / 153 markets" while it runs; after, how many were checked and which did not answer. Null before any. */
export function sweepText(sweep: OpenOrdersSweep | null): string | null {
  if (sweep === null || sweep.startedAt === null) return null;
  if (sweep.running) return `${sweep.done} / ${sweep.total || '…'} markets`;
  const checked = `All ${sweep.total} markets checked`;
  if (sweep.failed.length === 0) return checked;
  const shown = sweep.failed.slice(0, 3).join(', ') + (sweep.failed.length > 3 ? ', …' : '');
  return `${checked}; no answer from ${sweep.failed.length}: ${shown} (their orders may be missing)`;
}
