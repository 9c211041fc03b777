/** What the screen says about the orders Perpdesk holds: rows of the Working tab, a position's TP / SL, the Connection's count. No React here. */
import type { HeldOrderView, ProtectionNotice, ProtectionStatus } from '../../../shared/bridge';
import type { Position } from '../../../shared/exchange';

/** What "Held by Perpdesk" means, wherever a held order is shown. */
export const HELD_BY_PERPDESK =
  'Held by Perpdesk: the exchange has no such order. Perpdesk watches the price and sends a market order when it is crossed, so it fires only while Perpdesk (the app or npm run guard) runs and reaches the exchange, and a market exit may fill at a worse price than the trigger.';

/** A held order's kind as the screen names it. */
export const KIND: Record<HeldOrderView['kind'], string> = {
  'stop-loss': 'Stop loss',
  'take-profit': 'Take profit',
  'trailing-stop': 'Trailing stop',
};

const STATUS: Record<HeldOrderView['status'], string> = {
  pending: 'Waiting for its entry to fill',
  armed: 'Armed',
  firing: 'Firing: exit sent',
  fired: 'Fired',
  cancelled: 'Cancelled',
};

export interface HeldRow {
  id: string;
  market: string;
  kind: string;
  /** The exit's side, and what it closes. */
  exit: string;
  exitTone: 'buy' | 'sell';
  trigger: string;
  quantity: string;
  feed: string;
  status: string;
  live: boolean;
}

export function heldRow(h: HeldOrderView): HeldRow {
  const trail = h.trailing ? ` (trails ${h.trailing.distance ?? `${h.trailing.percent} %`})` : '';
  return {
    id: h.id,
    market: h.pair,
    kind: KIND[h.kind],
    exit: h.positionSide === 'long' ? 'Sell, closes long' : 'Buy, closes short',
    exitTone: h.positionSide === 'long' ? 'sell' : 'buy',
    trigger: `${h.trigger ?? 'at the first price'}${trail}`,
    quantity: h.quantity ?? 'Whole position',
    feed: h.feed === 'mark' ? 'Mark price' : 'Last price',
    status: h.note && !(h.status === 'armed' || h.status === 'pending') ? `${STATUS[h.status]}: ${h.note}` : STATUS[h.status],
    live: h.status === 'armed' || h.status === 'pending' || h.status === 'firing',
  };
}

/** The live held orders protecting a position (its market and side). */
export const heldOn = (position: Pick<Position, 'symbol' | 'isLong'>, held: readonly HeldOrderView[]): HeldOrderView[] =>
  held.filter((h) => h.pair === position.symbol && h.positionSide === (position.isLong ? 'long' : 'short') && (h.status === 'armed' || h.status === 'firing'));

/** The Positions row's TP / SL cell: "TP 61000.0 / SL 59000.0", "— / SL 59000.0", or "—". */
export function tpSlText(position: Pick<Position, 'symbol' | 'isLong'>, held: readonly HeldOrderView[]): string {
  const live = heldOn(position, held);
  const of = (kind: HeldOrderView['kind']) => live.find((h) => h.kind === kind);
  const tp = of('take-profit');
  const sl = of('stop-loss') ?? of('trailing-stop');
  if (!tp && !sl) return '—';
  const slText = sl ? `${sl.kind === 'trailing-stop' ? 'Trail' : 'SL'} ${sl.trigger ?? '…'}` : 'SL —';
  return `TP ${tp?.trigger ?? '—'} / ${slText}`;
}

/** The Connection's "Protection: 2 armed", red while a feed behind an armed order is stale; null when nothing is held. */
export function protectionSummary(status: ProtectionStatus | null): { text: string; tone: 'ok' | 'bad'; detail: string } | null {
  if (!status || status.armed + status.pending === 0) return null;
  const waiting = status.pending > 0 ? `, ${status.pending} waiting for entry` : '';
  const text = `Protection: ${status.armed} armed${waiting}`;
  if (status.stale.length === 0) return { text, tone: 'ok', detail: HELD_BY_PERPDESK };
  const blind = status.stale.map((s) => `${s.pair} (${s.feed} price${s.ageMs === null ? ' not seen yet' : `, ${Math.round(s.ageMs / 1000)} s old`})`).join(', ');
  return { text, tone: 'bad', detail: `Cannot fire now: no fresh price for ${blind}. ${HELD_BY_PERPDESK}` };
}

/** The notices after `seen`, and the new mark. */
export function newNotices(notices: readonly ProtectionNotice[], seen: number | null): { fresh: ProtectionNotice[]; seen: number } {
  const last = notices.at(-1)?.seq ?? seen ?? 0;
  // The first answer sets the mark: what happened before the screen looked is in the Working tab, not a toast.
  if (seen === null) return { fresh: [], seen: last };
  return { fresh: notices.filter((n) => n.seq > seen), seen: Math.max(last, seen) };
}
