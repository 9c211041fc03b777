/**
 * What held orders, chases and TWAPs do, as lines of the action log: set, moved, cancelled, paused, ended, each order
 * a chase or TWAP places, and each of their orders that fills (its exchange order number from the fill). No React here.
 *
 * Their lists are polled, so the same state comes again and again: every event has a key (the order's id and the
 * step: "h1:set", "h1:at:59100.0", "fill:173") and is told once. The first look only takes in what is already
 * there: what happened before the screen started is not news.
 */
import { HELD_KINDS } from '../../shared/trading/held-kinds';
import Decimal from 'decimal.js';
import type { AlgoView, HeldOrderView } from '../../shared/bridge';
import type { Fill } from '../../shared/exchange';
import { algoOfClientOrderId } from '../../shared/trading';
import type { Said } from './outcomes';

export interface HeardEvent extends Said {
  /** Told once per key. */
  key: string;
  /** When it happened (ms), or when it was seen. */
  at: number;
  /** Told only if this key was seen before this look (a move of an order seen set), else only taken in. */
  after?: string;
}

/** A tier is named as on the chart: "TP2 60200.0". */
const kindOf = (h: HeldOrderView): string => (h.tier !== null ? `TP${h.tier}` : HELD_KINDS[h.kind].short);
const heldName = (h: HeldOrderView): string => `${kindOf(h)}${h.trigger === null ? '' : ` ${h.trigger}`}`;
const algoName = (a: AlgoView): string => `${a.kind === 'twap' ? 'TWAP' : 'Chase'} ${a.side} ${a.quantity} ${a.pair}`;

/** The events a held order's state shows: set, moved (not a trailing stop's steps: they follow every new best), cancelled. */
export function heldEvents(held: readonly HeldOrderView[], now: number): HeardEvent[] {
  return held.flatMap((h): HeardEvent[] => {
    const set: HeardEvent = { key: `${h.id}:set`, at: h.createdAt, tone: 'info', text: `${heldName(h)} set on the ${h.pair} ${h.positionSide}` };
    const events = [set];
    if (HELD_KINDS[h.kind].movable && h.trigger !== null) {
      events.push({
        key: `${h.id}:at:${h.trigger}`,
        after: set.key,
        at: now,
        tone: 'info',
        text: `${kindOf(h)} on the ${h.pair} ${h.positionSide} moved to ${h.trigger}`,
      });
    }
    if (h.status === 'cancelled') {
      events.push({ key: `${h.id}:cancelled`, at: now, tone: 'info', text: `${heldName(h)} on ${h.pair} cancelled${h.note ? `: ${h.note}` : ''}` });
    }
    return events;
  });
}

const ALGO_STEP: Partial<Record<AlgoView['status'], { word: string; tone: Said['tone'] }>> = {
  paused: { word: 'paused', tone: 'info' },
  cancelled: { word: 'cancelled', tone: 'info' },
  done: { word: 'done', tone: 'ok' },
  stopped: { word: 'stopped', tone: 'error' },
};

/** The events a chase's or TWAP's state shows: set, each order it places, paused (each pause), cancelled, done, stopped. */
export function algoEvents(algos: readonly AlgoView[], now: number): HeardEvent[] {
  return algos.flatMap((a): HeardEvent[] => {
    const events: HeardEvent[] = [{ key: `${a.id}:set`, at: a.createdAt, tone: 'info', text: `${algoName(a)} set` }];
    const child = a.order;
    if (child !== null && child.orderId !== null) {
      const at = child.price === null ? 'at market' : `at ${child.price}`;
      events.push({
        key: `${a.id}:order:${child.orderId}`,
        at: now,
        tone: 'info',
        text: `${algoName(a)}: order #${child.orderId} ${child.quantity} placed ${at}`,
      });
    }
    const step = ALGO_STEP[a.status];
    if (step) {
      // A TWAP may be paused more than once: each pause after its own number of slices.
      const key = `${a.id}:${a.status}${a.status === 'paused' ? `:${a.twap?.sent ?? 0}` : ''}`;
      events.push({ key, at: now, tone: step.tone, text: `${algoName(a)} ${step.word}${a.note ? `: ${a.note}` : ''}` });
    }
    return events;
  });
}

const HELD_EXIT = /^(h[0-9a-z]+)x\d+$/;

/** The decimals a figure came in ("0.100": 3), so lines keep the pair's. */
const placesOf = (text: string): number => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);

/**
 * The fills of held orders' exits and of chases' and TWAPs' orders, one line per order and look, keyed by trade id:
 * "Stop 59000.0 fired: sold 0.100 BTC-USDT (#173)", "TWAP buy 1.000 BTC-USDT: order #180 0.100 filled at 60010.0".
 * `fills` are those not told yet.
 */
export function childFillEvents(fills: readonly Fill[], held: readonly HeldOrderView[], algos: readonly AlgoView[]): HeardEvent[] {
  const byOrder = new Map<number, Fill[]>();
  for (const f of [...fills].sort((a, b) => a.tradeId - b.tradeId)) byOrder.set(f.orderId, [...(byOrder.get(f.orderId) ?? []), f]);
  return [...byOrder.values()].flatMap((list): HeardEvent[] => {
    const first = list[0]!;
    const quantity = list.reduce((sum, f) => sum.plus(f.fillQty), new Decimal(0));
    const amount = list.reduce((sum, f) => sum.plus(f.fillAmt), new Decimal(0));
    const places = Math.max(...list.map((f) => placesOf(f.fillQty)));
    const qty = quantity.toFixed(places);
    const priceDecimals = Math.max(...list.map((f) => placesOf(f.fillPrice)));
    const average = amount.div(quantity).toFixed(priceDecimals, Decimal.ROUND_HALF_UP);
    const key = list.map((f) => `fill:${f.tradeId}`).join(',');
    const at = Math.max(...list.map((f) => f.tradeTime));
    const heldId = HELD_EXIT.exec(first.clOrdId)?.[1];
    const h = heldId === undefined ? undefined : held.find((o) => o.id === heldId);
    if (heldId !== undefined) {
      const name = h ? heldName(h) : 'Held order';
      return [
        { key, at, tone: 'ok', text: `${name} fired: ${first.isLong ? 'bought' : 'sold'} ${qty} ${first.symbol} at ${average} (#${first.orderId})` },
      ];
    }
    const algoId = algoOfClientOrderId(first.clOrdId);
    const a = algoId === null ? undefined : algos.find((o) => o.id === algoId);
    if (!a) return [];
    return [{ key, at, tone: 'ok', text: `${algoName(a)}: order #${first.orderId} ${qty} filled at ${average}` }];
  });
}

export interface Heard {
  /** Lines to log, in order. */
  fresh: HeardEvent[];
  seen: ReadonlySet<string>;
}

/**
 * The events not told before. The first look (`seen` null) tells nothing: it only takes in what is there. A fill
 * line's key lists its trades ("fill:1,fill:2"); each is taken in.
 */
export function unheard(events: readonly HeardEvent[], seen: ReadonlySet<string> | null): Heard {
  const before = seen ?? new Set<string>();
  const next = new Set(before);
  const fresh: HeardEvent[] = [];
  for (const e of events) {
    const keys = e.key.split(',');
    if (keys.every((k) => before.has(k))) continue;
    for (const k of keys) next.add(k);
    if (seen !== null && (e.after === undefined || before.has(e.after))) fresh.push(e);
  }
  return { fresh, seen: next };
}

/** The fills whose trades were not taken in yet (on the first look, all: to be taken in untold). */
export function newFills(fills: readonly Fill[], seen: ReadonlySet<string> | null): Fill[] {
  return seen === null ? [...fills] : fills.filter((f) => !seen.has(`fill:${f.tradeId}`));
}
