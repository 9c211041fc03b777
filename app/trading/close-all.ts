/**
 * Close all: every open position of a market, or of every market, closed one after another on the road a Close
 * takes (sized by the exit ledger, so it never flips; an exit for the guards; journaled). A refusal on one goes on
 * with the others; each position answers for itself.
 */
import Decimal from 'decimal.js';
import type { CancelResults, ClosedPosition, PlacedOrder, ValidParamsOf } from '../../shared/bridge';
import type { Position } from '../../shared/exchange';
import { isExitClientOrderId } from '../../shared/trading';
import type { AccountService } from './account';
import type { PositionsService } from './positions';

interface Deps {
  positions: Pick<PositionsService, 'list'>;
  account: Pick<AccountService, 'openOrders'>;
  /** The trading service's own Close and cancel (typed here, not imported: the service builds this module in). */
  trading: {
    cancelOrders(params: ValidParamsOf<'trading.cancelOrders'>): Promise<CancelResults>;
    closePosition(params: ValidParamsOf<'trading.closePosition'>): Promise<PlacedOrder>;
  };
}

export async function closeAllPositions({ positions, account, trading }: Deps, pair?: string): Promise<ClosedPosition[]> {
  const open = (await positions.list(pair)).filter((p) => new Decimal(p.quantity).gt(0));
  const results: ClosedPosition[] = [];
  for (const position of open) results.push(await closeOne(position));
  return results;

  async function closeOne(position: Position): Promise<ClosedPosition> {
    const side = position.isLong ? 'long' : 'short';
    const base = { pair: position.symbol, positionId: position.id, side, quantity: position.quantity } as const;
    try {
      await cancelRestingExits(position);
      const placed = await trading.closePosition({ pair: position.symbol, positionId: position.id, type: 'market' });
      const filled = placed.state?.filledQuantity;
      const rest = filled === undefined ? null : new Decimal(position.quantity).minus(filled);
      if (rest !== null && rest.gt(0)) {
        return {
          ...base,
          ok: true,
          orderId: placed.orderId,
          message: `Only ${filled} of the ${side} ${position.quantity} filled: ${rest.toString()} is still open`,
        };
      }
      return { ...base, ok: true, orderId: placed.orderId };
    } catch (err) {
      return {
        ...base,
        ok: false,
        message: `The ${side} ${position.quantity} ${position.symbol} was not closed: ${err instanceof Error ? err.message : String(err)}`,
      };
    }
  }

  /**
   * The position's exits resting on the exchange (reduce-only limits) are cancelled first: the ledger would size the
   * close to what they leave, so the position would not go flat, and one left resting once it is flat could open one.
   */
  async function cancelRestingExits(position: Position): Promise<void> {
    const resting = (await account.openOrders(position.symbol)).filter((o) => o.isLong !== position.isLong && isExitClientOrderId(o.clientOrderId));
    if (resting.length > 0) await trading.cancelOrders({ orderIds: resting.map((o) => o.id) });
  }
}
