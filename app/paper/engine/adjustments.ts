/**
 * Leverage settings and margin changes on positions.
 *
 * Leverage is set per account, pair and position type (default 10, or the pair's maximum if lower). An order's
 * own `lever` margins the lots it opens; an order adding to an open position must carry the position's leverage
 * (else 2001 `Illegal parameter:lever`), so a position has one leverage and its margin stays notional / lever.
 * Setting the leverage of the position type that is open re-levers the position: its initial margin becomes its
 * opening amount / the new lever; an isolated position tops its margin up to that (2102 if the available balance
 * cannot) and keeps any excess, which callMarginAmount may then remove; a cross position's margin is set to it.
 */
import { Code, PositionType } from '../../../shared/exchange/enums';
import { ceilDiv } from './arith';
import { accept, illegal, reject, type Outcome } from './outcome';
import { notionalAt, unrealizedAt } from './positions';
import type { UserLever } from '../../../shared/exchange/records';
import { inRange, isPositionType, isPositiveInteger } from './rules';
import { accountOf, marketOfSlot, refPrice, type EngineState } from './state';
import type { Position } from './model';

export function setUserLever(s: EngineState, accountId: number, pairId: number, positionType: number, lever: number, _now: number): Outcome<true> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('contractPairId');
  if (!inRange(lever, market.pair.minLever, market.pair.maxLever)) return illegal('lever');
  if (!isPositionType(positionType)) return illegal('positionType');
  const account = accountOf(s, accountId);
  const slot = account.slots[market.index]!;
  const p = slot.position;
  if (p !== null && p.positionType === positionType && p.lever !== lever) {
    const initial = ceilDiv(p.entryValue, lever);
    const topUp = p.positionType === PositionType.ISOLATED ? Math.max(0, initial - p.margin) : initial - p.margin;
    if (topUp > account.available) return reject(Code.INSUFFICIENT_BALANCE, 'Insufficient balance');
    account.available -= topUp;
    p.margin += topUp;
    p.lever = lever;
  }
  if (positionType === PositionType.ISOLATED) slot.isolatedLever = lever;
  else slot.crossLever = lever;
  slot.leverType = positionType as PositionType;
  return accept(true);
}

/**
 * The leverage for the pair and position type (by default the open position's type, else the last one set):
 * the open position's when it is of that type, else the setting.
 */
export function userLever(s: EngineState, accountId: number, pairId: number, positionType?: number): Outcome<UserLever> {
  const market = s.marketById[pairId];
  if (market === undefined) return illegal('contractPairId');
  if (positionType !== undefined && !isPositionType(positionType)) return illegal('positionType');
  const slot = accountOf(s, accountId).slots[market.index]!;
  const type = positionType ?? slot.position?.positionType ?? slot.leverType;
  const lever = slot.position?.positionType === type ? slot.position.lever : type === PositionType.ISOLATED ? slot.isolatedLever : slot.crossLever;
  return accept({ contractPairId: market.pair.id, positionType: type, lever });
}

/**
 * callMarginAmount on an isolated position: adding needs the available balance (2102); removing may take at most
 * what keeps margin + any unrealised loss at or above the initial margin at the mark (2105). A position that is
 * not the account's (or no longer open) is 2104; a cross position has no margin of its own to move (2001
 * `Illegal parameter:positionId`).
 */
export function adjustMargin(s: EngineState, accountId: number, positionId: number, isAdd: boolean, amount: number, _now: number): Outcome<true> {
  if (!isPositiveInteger(amount)) return illegal('marginAmount');
  const account = accountOf(s, accountId);
  const p = account.slots.find((slot) => slot.position?.id === positionId)?.position;
  if (p === undefined || p === null) return reject(Code.POSITION_GONE, 'Position no longer exists');
  if (p.positionType !== PositionType.ISOLATED) return illegal('positionId');
  if (isAdd) {
    if (amount > account.available) return reject(Code.INSUFFICIENT_BALANCE, 'Insufficient balance');
    account.available -= amount;
    p.margin += amount;
    return accept(true);
  }
  if (amount > removableMargin(s, p)) return reject(Code.INSUFFICIENT_MARGIN, 'Insufficient position margin');
  p.margin -= amount;
  account.available += amount;
  return accept(true);
}

function removableMargin(s: EngineState, p: Position): number {
  const price = refPrice(marketOfSlot(s, p.slot));
  const initial = ceilDiv(notionalAt(p, price), p.lever);
  return Math.max(0, p.margin + Math.min(0, unrealizedAt(p, price)) - initial);
}
