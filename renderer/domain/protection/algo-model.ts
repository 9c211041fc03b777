/** What the Working tab says about a chase or a TWAP Perpdesk holds: its row. No React here. */
import type { AlgoView } from '../../../shared/bridge';
import { statusWithNote } from './status-text';

/** What "Held by Perpdesk" means for a chase or a TWAP. */
export const ALGO_HELD_BY_PERPDESK =
  'Held by Perpdesk: the exchange knows only the one order it has out at a time. Perpdesk follows the price and sends the next, so it trades only while Perpdesk (the app or npm run headless) runs and reaches the exchange.';

const STATUS: Record<AlgoView['status'], string> = {
  working: 'Working',
  paused: 'Paused',
  ending: 'Ending',
  done: 'Done',
  stopped: 'Stopped',
  cancelled: 'Cancelled',
};

export interface AlgoRow {
  id: string;
  market: string;
  /** "Chase" or "TWAP 2 / 4" (slices sent of all). */
  kind: string;
  side: string;
  sideTone: 'buy' | 'sell';
  /** "0.020 / 0.050". */
  progress: string;
  remaining: string;
  average: string;
  /** Its order out now: "0.030 at 60000.0", "0.040 at market"; "–" with none. */
  order: string;
  status: string;
  note: string;
  live: boolean;
  canPause: boolean;
  canResume: boolean;
}

export function algoRow(a: AlgoView): AlgoRow {
  const live = a.status === 'working' || a.status === 'paused' || a.status === 'ending';
  const out = a.order;
  const said = statusWithNote(STATUS[a.status], a.note);
  return {
    id: a.id,
    market: a.pair,
    kind: a.twap ? `TWAP ${a.twap.sent} / ${a.twap.slices}` : 'Chase',
    side: `${a.side === 'buy' ? 'Buy' : 'Sell'}${a.reduceOnly ? ', reduce only' : ''}`,
    sideTone: a.side,
    progress: `${a.filled} / ${a.quantity}`,
    remaining: a.remaining,
    average: a.averagePrice ?? '–',
    order: out === null ? '–' : `${out.quantity} at ${out.price ?? 'market'}`,
    status: said.state,
    note: said.note,
    live,
    canPause: a.twap !== null && a.status === 'working',
    canResume: a.status === 'paused',
  };
}
