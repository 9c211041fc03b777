/** What the screen says about the orders Perpdesk holds: rows of the Working tab, a position's TP / SL, the Connection's count. No React here. */
import { wordsOf } from '../../../shared/trading/held-kinds';
import Decimal from 'decimal.js';
import { MAX_EXIT_SLIPPAGE, type HeldOrderView, type ProtectionNotice, type ProtectionStatus } from '../../../shared/bridge';
import { parseUserDecimal } from '../../../shared/decimal';
import type { Position } from '../../../shared/exchange';
import { statusLine } from './status-text';

/** What "Held by Perpdesk" means, wherever a held order is shown. */
export const HELD_BY_PERPDESK =
  'Held by Perpdesk: the exchange has no such order. Perpdesk watches the price and sends an order when it is crossed, so it fires only while Perpdesk (the app or npm run headless) runs and reaches the exchange. A market exit may fill at a worse price than the trigger; a limit exit fills only within its slippage, and what it leaves stays armed.';

/** What a limit exit does, where it is chosen. */
export const LIMIT_EXIT_HINT = `When it fires: an IOC limit at the price less (a sell) or plus (a buy) this %, at most ${MAX_EXIT_SLIPPAGE} %; what does not fill stays armed and fires again`;

/** A typed slippage as the bridge takes it, or why not. */
export function slippageOf(text: string): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = parseUserDecimal(text, { field: 'Slippage', maxDecimals: 4 });
  if (parsed.ok && new Decimal(parsed.value).gt(MAX_EXIT_SLIPPAGE)) return { ok: false, message: `Slippage is at most ${MAX_EXIT_SLIPPAGE} %` };
  return parsed;
}

/** "at market" or "limit, 0.5 % slippage": how a held order exits. */
export const exitText = (exit: HeldOrderView['exit']): string => (exit.type === 'market' ? 'at market' : `limit, ${exit.slippage} % slippage`);

/** A held order's kind as the screen names it (the registry's). */
export const KIND = wordsOf('label');

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
  /** How it exits: "at market", "limit, 0.5 % slippage". */
  exitHow: string;
  status: string;
  live: boolean;
}

export function heldRow(h: HeldOrderView): HeldRow {
  const trail = h.trailing ? ` (trails ${h.trailing.distance ?? `${h.trailing.percent} %`})` : '';
  return {
    id: h.id,
    market: h.pair,
    kind: h.tier === null ? KIND[h.kind] : `${KIND[h.kind]} TP${h.tier} · ${h.share ?? '?'} %`,
    exit: h.positionSide === 'long' ? 'Sell, closes long' : 'Buy, closes short',
    exitTone: h.positionSide === 'long' ? 'sell' : 'buy',
    trigger: `${h.trigger ?? 'at the first price'}${trail}`,
    quantity: h.quantity ?? 'Whole position',
    feed: h.feed === 'mark' ? 'Mark price' : 'Last price',
    exitHow: exitText(h.exit),
    status: h.status === 'armed' || h.status === 'pending' ? STATUS[h.status] : statusLine(STATUS[h.status], h.note),
    live: h.status === 'armed' || h.status === 'pending' || h.status === 'firing',
  };
}

/** The live held orders protecting a position (its market and side). */
export const heldOn = (position: Pick<Position, 'symbol' | 'isLong'>, held: readonly HeldOrderView[]): HeldOrderView[] =>
  held.filter(
    (h) => h.pair === position.symbol && h.positionSide === (position.isLong ? 'long' : 'short') && (h.status === 'armed' || h.status === 'firing'),
  );

/** The Positions row's TP / SL cell: "TP 61000.0 / SL 59000.0", "TP ×3 / SL 59000.0" (tiers), "TP — / SL 59000.0", or "—". */
export function tpSlText(position: Pick<Position, 'symbol' | 'isLong'>, held: readonly HeldOrderView[]): string {
  const live = heldOn(position, held);
  const of = (kind: HeldOrderView['kind']) => live.find((h) => h.kind === kind);
  const tp = of('take-profit');
  const sl = of('stop-loss') ?? of('trailing-stop');
  if (!tp && !sl) return '—';
  const slText = sl ? `${sl.kind === 'trailing-stop' ? 'Trail' : 'SL'} ${sl.trigger ?? '…'}` : 'SL —';
  const tiers = live.filter((h) => h.kind === 'take-profit' && h.tier !== null).length;
  return `TP ${tiers > 1 ? `×${tiers}` : (tp?.trigger ?? '—')} / ${slText}`;
}

/** The Connection's "Protection: 2 armed", red while a feed behind an armed order is stale; null when nothing is held. */
export function protectionSummary(status: ProtectionStatus | null): { text: string; tone: 'ok' | 'bad'; detail: string } | null {
  const working = status?.working ?? 0;
  if (status?.failure) return { text: 'Protection: cannot act', tone: 'bad', detail: `${status.failure}. ${HELD_BY_PERPDESK}` };
  if (!status || status.armed + status.pending + working === 0) return null;
  const waiting = status.pending > 0 ? `, ${status.pending} waiting for entry` : '';
  const algos = working > 0 ? `, ${working} chase${working === 1 ? '' : 's'} or TWAP${working === 1 ? '' : 's'} working` : '';
  const text = `Protection: ${status.armed} armed${waiting}${algos}`;
  if (status.stale.length === 0) return { text, tone: 'ok', detail: HELD_BY_PERPDESK };
  const blind = status.stale
    .map((s) => `${s.pair} (${s.feed} price${s.ageMs === null ? ' not seen yet' : `, ${Math.round(s.ageMs / 1000)} s old`})`)
    .join(', ');
  return { text, tone: 'bad', detail: `Cannot fire now: no fresh price for ${blind}. ${HELD_BY_PERPDESK}` };
}

/** What the first answer tells of the notices the trader has not seen: they happened while no screen looked. */
export const WHILE_CLOSED = 'While Perpdesk was closed';

/**
 * The notices to tell after `seen`, and the new mark. The first answer (`seen` null) tells those the trader has not
 * seen yet (kept on disk across restarts, marked read once told), each titled "While Perpdesk was closed: …".
 */
export function newNotices(notices: readonly ProtectionNotice[], seen: number | null): { fresh: ProtectionNotice[]; seen: number } {
  const last = notices.at(-1)?.seq ?? seen ?? 0;
  if (seen === null) {
    const unread = notices.filter((n) => !n.read).map((n) => ({ ...n, title: `${WHILE_CLOSED}: ${n.title}` }));
    return { fresh: unread, seen: last };
  }
  return { fresh: notices.filter((n) => n.seq > seen), seen: Math.max(last, seen) };
}

/**
 * The core's refusal of a trigger the price has already crossed, as the screen says it: without its last sentence,
 * which tells a command-line caller how to fire it anyway (the screen asks instead).
 */
export const firesAtOnceText = (message: string): string =>
  message.replace(/ Send it with "now": true to fire it now, or choose another trigger$/, '');
