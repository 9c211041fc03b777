/** Close all and Flip on the Positions panel: what is offered, what the confirmation lists, and each position's progress. */
import type { ClosedPosition } from '../../../shared/bridge';
import type { Pair, Position } from '../../../shared/exchange';
import { describePosition } from './position-view';

/** The positions Close all would close: those of `pair`, or of every market (null). */
export const closeTargets = (positions: readonly Position[], pair: string | null): Position[] =>
  positions.filter((p) => pair === null || p.symbol === pair);

export interface CloseChoice {
  pair: string | null;
  label: string;
  count: number;
}

/** "Close BTC-USDT positions" (the market on screen, when it has any) and "Close all positions (N markets)". */
export function closeChoices(positions: readonly Position[], onScreen: string): CloseChoice[] {
  const here = closeTargets(positions, onScreen).length;
  const markets = new Set(positions.map((p) => p.symbol)).size;
  const all: CloseChoice = { pair: null, label: `Close all positions (${markets} ${markets === 1 ? 'market' : 'markets'})`, count: positions.length };
  return here > 0 ? [{ pair: onScreen, label: `Close ${onScreen} positions`, count: here }, all] : [all];
}

export type CloseRowStatus = 'listed' | 'closing' | 'closed' | 'refused';

export interface CloseRow {
  positionId: number;
  pair: string;
  side: 'Long' | 'Short';
  size: string;
  /** The unrealised PnL at the mark: about what closing realises, before fees. */
  pnl: string;
  status: CloseRowStatus;
  /** "closing…", "closed (order #12)", "refused: why". */
  text: string;
}

/**
 * Each target as the dialog lists it: before sending (`results` null, not running), while the core closes them
 * (a position gone from the feed is closed already), and once the core has answered for each.
 */
export function closeRows(
  targets: readonly Position[],
  pairs: readonly Pair[] | undefined,
  progress: { running: boolean; results: readonly ClosedPosition[] | null; live: readonly Position[] | null },
): CloseRow[] {
  return targets.map((p) => {
    const view = describePosition(
      p,
      pairs?.find((pair) => pair.symbol === p.symbol),
    );
    const row = { positionId: p.id, pair: p.symbol, side: view.side, size: view.size, pnl: view.pnl };
    const result = progress.results?.find((r) => r.positionId === p.id);
    if (result) {
      if (!result.ok) return { ...row, status: 'refused', text: `refused: ${result.message ?? 'no reason given'}` };
      const order = result.orderId === undefined ? '' : ` (order #${result.orderId})`;
      return { ...row, status: 'closed', text: result.message ? `closed${order}: ${result.message}` : `closed${order}` };
    }
    if (!progress.running) return { ...row, status: 'listed', text: '' };
    const gone = progress.live !== null && !progress.live.some((l) => l.id === p.id);
    return gone ? { ...row, status: 'closed', text: 'closed' } : { ...row, status: 'closing', text: 'closing…' };
  });
}

/** "Closed 2 of 3 positions; 1 refused", or while it runs, "Closing 3 positions…". */
export function closeSummary(rows: readonly CloseRow[], running: boolean): string {
  const n = rows.length;
  const noun = n === 1 ? 'position' : 'positions';
  if (running) return `Closing ${n} ${noun}…`;
  const closed = rows.filter((r) => r.status === 'closed').length;
  const refused = rows.filter((r) => r.status === 'refused').length;
  return refused > 0 ? `Closed ${closed} of ${n} ${noun}; ${refused} refused` : `Closed ${closed} of ${n} ${noun}`;
}

/** "Flip: close long 0.100 BTC-USDT and open short 0.100 at market". */
export function flipQuestion(position: Position, pair: Pick<Pair, 'priceDecimal' | 'tradeDecimal' | 'settleDecimal'> | undefined): string {
  const { side, size } = describePosition(position, pair);
  const from = side.toLowerCase();
  const to = position.isLong ? 'short' : 'long';
  return `Flip: close ${from} ${size} ${position.symbol} and open ${to} ${size} at market`;
}
