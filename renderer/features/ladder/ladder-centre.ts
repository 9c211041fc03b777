/**
 * Which price the ladder's top row shows. It opens centred on the spread and re-centres only when the spread has
 * left the middle third of the rows (hysteresis: inside that band the column stays still, whatever the ticks do).
 * The wheel and the Centre button move it; with auto-centre off only they do. Auto-centre moves it at most once per
 * RECENTRE_EVERY_MS, so a market that swings back and forth does not shake the rows under the pointer.
 */
import type { Ticks } from './ladder-grid';

/** The top row's price that puts the middle of the spread on the middle row. */
export function centredTop(inside: { bid: Ticks | null; ask: Ticks | null }, step: Ticks, count: number): Ticks | null {
  const { bid, ask } = inside;
  const mid = bid !== null && ask !== null ? (bid + ask) / 2n : (bid ?? ask);
  if (mid === null) return null;
  const onGrid = (mid / step) * step;
  return onGrid + BigInt(Math.floor(count / 2)) * step;
}

/** Row index of a price (0 = top), fractional off the grid. */
const rowOf = (price: Ticks, top: Ticks, step: Ticks): number => Number(top - price) / Number(step);

/** Whether the spread still sits within the middle third of the rows. */
export function spreadInMiddle(inside: { bid: Ticks | null; ask: Ticks | null }, top: Ticks, step: Ticks, count: number): boolean {
  const lo = count / 3;
  const hi = (2 * count) / 3;
  const rows = [inside.ask, inside.bid].filter((p): p is Ticks => p !== null).map((p) => rowOf(p, top, step));
  return rows.length === 0 || rows.every((r) => r >= lo && r <= hi);
}

/** The next top: unchanged while the spread is in the middle third (or auto-centre is off), else centred. */
export function nextTop(
  current: Ticks | null,
  inside: { bid: Ticks | null; ask: Ticks | null },
  step: Ticks,
  count: number,
  autoCentre: boolean,
): Ticks | null {
  if (current === null) return centredTop(inside, step, count);
  if (!autoCentre || spreadInMiddle(inside, current, step, count)) return current;
  return centredTop(inside, step, count) ?? current;
}

/** Auto-centre's least time between two centrings (the trader's Centre and wheel are not held back). */
export const RECENTRE_EVERY_MS = 2000;

/** The top row and when the ladder was last centred (ms). */
export interface Placed {
  value: Ticks;
  centredAt: number;
}

/**
 * The top at `now`: centred when there is none yet; else kept while auto-centre is off, the spread is in the middle
 * third, or the last centring was less than RECENTRE_EVERY_MS ago; else centred (and timed) again.
 */
export function placedTop(
  current: Placed | null,
  inside: { bid: Ticks | null; ask: Ticks | null },
  step: Ticks,
  count: number,
  autoCentre: boolean,
  now: number,
): Placed | null {
  if (current !== null && (!autoCentre || now - current.centredAt < RECENTRE_EVERY_MS)) return current;
  const value = nextTop(current?.value ?? null, inside, step, count, autoCentre);
  if (value === null) return current;
  return current !== null && value === current.value ? current : { value, centredAt: now };
}

/** The top after `rows` wheel rows (positive: towards lower prices). */
export const scrolled = (top: Ticks, step: Ticks, rows: number): Ticks => top - BigInt(rows) * step;

/**
 * The grouping the ladder opens with: the finest offered step at which the spread takes at most a third of the
 * rows, so the column runs from well above the best ask to well below the best bid.
 */
export function fittingStep(
  steps: readonly string[],
  inside: { bid: string | null; ask: string | null },
  count: number,
  toTicks: (step: string) => Ticks,
  priceTicks: (price: string) => Ticks,
): string | undefined {
  if (inside.bid === null || inside.ask === null) return steps[0];
  const spread = priceTicks(inside.ask) - priceTicks(inside.bid);
  const room = BigInt(Math.max(1, Math.floor(count / 3)));
  return steps.find((s) => spread <= room * toTicks(s)) ?? steps.at(-1);
}
