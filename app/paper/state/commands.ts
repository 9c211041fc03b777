/**
 * Every change to the paper exchange is one of these plain commands, stamped with the server time it happened
 * at. PaperState applies them in order and the store logs them, so replaying the log rebuilds the exchange.
 */
import type { OrderCommand } from '../engine';

export interface Genesis {
  type: 'genesis';
  now: number;
  seed: number;
  /** The living market (makers, takers, a moving index); off gives a still book for tests and bots. */
  market: boolean;
  fundingIntervalMs: number;
  /** Extra markets listed beside the standard three (M001-USDT, …); absent in logs from before it existed. */
  markets?: number;
}

export type Command =
  | Genesis
  | { type: 'openAccount'; apiKey: string; apiSecret: string; balance: number; now: number }
  | { type: 'placeOrder'; accountId: number; order: OrderCommand; now: number }
  /** batchCreate: items placed in order, stopping at the first the engine refuses. */
  | { type: 'placeOrders'; accountId: number; orders: OrderCommand[]; stopAtFirstFailure: boolean; now: number }
  | { type: 'cancelOrder'; accountId: number; orderId: number; now: number }
  | { type: 'cancelByClientOrderId'; accountId: number; clientOrderId: string; now: number }
  | { type: 'cancelOrders'; accountId: number; orderIds: number[]; stopAtFirstFailure: boolean; now: number }
  | { type: 'setUserLever'; accountId: number; pairId: number; positionType: number; lever: number; now: number }
  | { type: 'adjustMargin'; accountId: number; positionId: number; isAdd: boolean; amount: number; now: number }
  /** One beat of the living market: index, quotes, takers, mark prices, funding. */
  | { type: 'marketTick'; now: number };
