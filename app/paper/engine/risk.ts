/**
 * Margin ratios and liquidation prices. A position is at risk when its equity (margin + unrealised PnL) is at or
 * below the maintenance margin, MAINTENANCE_RATE of its notional at the price (rounded down, so "at or below the
 * rate" is exact). An isolated position's equity is its own; a cross position shares the account's cushion: the
 * available balance plus, for every cross position, margin + PnL − maintenance, each at its pair's mark.
 */
import { PositionType } from '../../../shared/exchange/enums';
import { notionalAt, unrealizedAt } from './positions';
import { MAINTENANCE_RATE, rateOf } from './rates';
import { marketOfSlot, refPrice, type EngineState } from './state';
import type { AccountState, Position } from './model';

const maintenanceAt = (p: Position, price: number): number => rateOf(notionalAt(p, price), MAINTENANCE_RATE);

const atRisk = (p: Position, cushion: number, price: number): boolean => cushion + unrealizedAt(p, price) <= maintenanceAt(p, price);

export const isolatedAtRisk = (p: Position, price: number): boolean => atRisk(p, p.margin, price);

/** The account's cross cushion, leaving out `except` (whose margin it does not count either). */
function crossCushion(s: EngineState, account: AccountState, except: Position | null): number {
  let cushion = account.available;
  for (const slot of account.slots) {
    const p = slot.position;
    if (p === null || p === except || p.positionType !== PositionType.CROSS) continue;
    const price = refPrice(marketOfSlot(s, slot));
    cushion += p.margin + unrealizedAt(p, price) - maintenanceAt(p, price);
  }
  return cushion;
}

export const crossAtRisk = (s: EngineState, account: AccountState): boolean => crossCushion(s, account, null) <= 0;

/**
 * The liquidation price (`restrictPrice`), in ticks: the mark at which the position becomes at risk, the rest of
 * the account staying as it is. With C the cushion (an isolated position's margin; for a cross position its
 * margin plus the account's cross cushion without it), E the opening amount, Q the quantity and m the
 * maintenance rate, that is (E − C) / (Q (1 − m)) for a long and (E + C) / (Q (1 + m)) for a short; exactly,
 * the highest tick (long) or lowest tick (short) at which the integer test of setMarkPrice liquidates. 0 when
 * no price up to the pair's cap would.
 */
export function restrictPrice(s: EngineState, p: Position): number {
  const cushion = p.positionType === PositionType.ISOLATED ? p.margin : p.margin + crossCushion(s, p.slot.account, p);
  const { maxTicks } = p.slot.pair;
  // The test is monotonic in the price: a long is at risk at and below its price, a short at and above.
  if (p.isLong) {
    if (!atRisk(p, cushion, 0)) return 0;
    let [safe, risky] = [maxTicks + 1, 0];
    while (safe - risky > 1) {
      const mid = Math.floor((safe + risky) / 2);
      if (atRisk(p, cushion, mid)) risky = mid;
      else safe = mid;
    }
    return risky;
  }
  if (!atRisk(p, cushion, maxTicks)) return 0;
  let [safe, risky] = [0, maxTicks];
  while (risky - safe > 1) {
    const mid = Math.floor((safe + risky) / 2);
    if (atRisk(p, cushion, mid)) risky = mid;
    else safe = mid;
  }
  return risky;
}
