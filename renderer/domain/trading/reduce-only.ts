/**
 * Reduce only, with no React in it. The exchange has no such flag, so Perpdesk keeps it: an order marked reduce
 * only must be on the side against the position, and is capped at what the position holds, so it can never open
 * or flip one. A resting limit (GTC, Post only) is capped at the position less the other orders already resting on
 * that side, so that all of them filling together still only close it. Perpdesk does not watch a resting order
 * afterwards: one left resting after the position shrank by other means can open the other way (Close and Flip
 * size themselves to the position when pressed).
 */
import Decimal from 'decimal.js';
import { isBuy, type EntryContext, type Side } from './entry-context';

export const CLOSE_AND_FLIP_HINT = 'Close (C) and Flip (Shift+F) are sized to the position when pressed: they never overshoot it, as Reduce only.';

export const REDUCE_ONLY_DESCRIPTION =
  'Never adds to the position: capped at what it holds (a resting limit, less your other resting orders on that side); the other side is refused. Close and Flip always behave this way.';

/** The most a reduce-only order may be, or why it may not be sent at all. */
export function reduceOnlyCap(ctx: EntryContext, side: Side, resting: boolean): { ok: true; cap: Decimal } | { ok: false; message: string } {
  const { position, pair } = ctx;
  if (!position || new Decimal(position.quantity).lte(0)) {
    return { ok: false, message: `Reduce only: there is no ${pair.symbol} ${isBuy(side) ? 'short' : 'long'} position for a ${side} to reduce` };
  }
  const held = position.isLong ? 'long' : 'short';
  if (position.isLong === isBuy(side)) return { ok: false, message: `Reduce only: a ${isBuy(side) ? 'buy' : 'sell'} would add to your ${held}` };
  const others = resting ? new Decimal(ctx.restingBySide?.[side] ?? '0') : new Decimal(0);
  const cap = new Decimal(position.quantity).minus(others);
  if (cap.lte(0)) {
    return {
      ok: false,
      message: `Reduce only: your resting ${side} orders (${others.toFixed(pair.tradeDecimal)} ${pair.tradeCoinName}) already close the whole ${held}`,
    };
  }
  return { ok: true, cap };
}

/** The quantity a reduce-only order goes out with, and a note when it was capped; or why it cannot go. */
export function reduceOnlyQuantity(
  ctx: EntryContext,
  side: Side,
  resting: boolean,
  quantity: string,
): { ok: true; quantity: string; note?: string } | { ok: false; message: string } {
  const limit = reduceOnlyCap(ctx, side, resting);
  if (!limit.ok) return limit;
  if (limit.cap.gte(quantity)) return { ok: true, quantity };
  const { tradeDecimal, tradeCoinName } = ctx.pair;
  const capped = limit.cap.toFixed(tradeDecimal);
  const what =
    resting && ctx.restingBySide?.[side] && new Decimal(ctx.restingBySide[side]).gt(0)
      ? 'the position less your resting orders'
      : 'what the position holds';
  return { ok: true, quantity: capped, note: `Reduce only: capped at ${capped} ${tradeCoinName}, ${what}` };
}
