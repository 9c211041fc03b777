/** For the algorithms' unit tests: a BTC chase and TWAP, and a driver that feeds events and keeps what came out. */
import { expect } from 'vitest';
import { newChase, newTwap } from './create';
import { emptyAlgoState, step } from './engine';
import type { AlgoAction, AlgoEvent, AlgoOrder, AlgoState, ChaseAlgo, TwapAlgo } from './model';

const btc = { pair: 'BTC-USDT', leverage: 10, marginMode: 'isolated', priceDecimals: 1, lotDecimals: 3, createdAt: 0 } as const;

export const chaseOf = (more: Partial<ChaseAlgo> = {}): ChaseAlgo =>
  newChase({ ...btc, id: 'a1', side: 'buy', quantity: '0.050', deadline: 60_000, ...more });

export const twapOf = (more: Partial<TwapAlgo> = {}): TwapAlgo =>
  newTwap({ ...btc, id: 't1', side: 'buy', quantity: '0.040', slices: 4, schedule: [0, 15_000, 30_000, 45_000], slippage: '0.5', ...more });

/** Feeds events to the step machine one at a time, as the loop does. */
export class Driver {
  state: AlgoState = emptyAlgoState();
  /** The actions of the last event. */
  actions: AlgoAction[] = [];

  feed(event: AlgoEvent): AlgoAction[] {
    const result = step(this.state, event);
    this.state = result.state;
    this.actions = result.actions;
    return result.actions;
  }

  get order(): AlgoOrder {
    return this.state.orders[0]!;
  }

  book(bid: string, ask: string, at = 0): AlgoAction[] {
    return this.feed({ type: 'book', pair: 'BTC-USDT', bid, ask, at });
  }

  tick(at: number): AlgoAction[] {
    return this.feed({ type: 'tick', at });
  }

  /** The child's create answered placed, as order `orderId`. */
  placed(orderId = 1, at = 0): AlgoAction[] {
    return this.feed({ type: 'sent', id: this.order.id, clientOrderId: this.order.child!.clientOrderId, outcome: 'placed', orderId, at });
  }

  /** The child read back: its status (1 open, 3 filled, 4 cancelled, 5 expired), fill and amount. */
  read(status: number, filled: string, amount: string, at = 0): AlgoAction[] {
    return this.feed({ type: 'read', id: this.order.id, clientOrderId: this.order.child!.clientOrderId, status, filled, amount, at });
  }
}

/** No two of these orders were ever on the exchange at once: each was created after the one before it ended. */
export function expectOneAtATime(orders: readonly { id: number; createTime: number; updateTime: number }[]): void {
  const byStart = [...orders].sort((a, b) => a.createTime - b.createTime || a.id - b.id);
  for (let i = 1; i < byStart.length; i++) {
    const [before, after] = [byStart[i - 1]!, byStart[i]!];
    expect(after.createTime, `order ${after.id} created before order ${before.id} ended`).toBeGreaterThanOrEqual(before.updateTime);
  }
}
