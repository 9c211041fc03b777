/**
 * A tiny exchange for the sim's tests: price-time matching of limit and market orders, positions, and a log of
 * every call the sim made. Not the engine: just enough venue to watch the sim drive one.
 */
import type { OrderCommand } from '../engine';
import type { SimVenue } from './venue';

interface Resting {
  id: number;
  accountId: number;
  pairId: number;
  isBid: boolean;
  price: number;
  remaining: number;
}

export interface FakeTrade {
  orderId: number;
  pairId: number;
  price: number;
  quantity: number;
  takerIsLong: boolean;
  time: number;
}

export class FakeVenue implements SimVenue {
  readonly index = new Map<number, number>();
  readonly trades: FakeTrade[] = [];
  /** Every call that changed something, in order. */
  readonly calls: string[] = [];
  private readonly resting = new Map<number, Resting>();
  private readonly positions = new Map<string, number>();
  private lastId = 0;
  readonly position?: (accountId: number, pairId: number) => number;

  /** Without `reportsPositions` the venue cannot say what an account holds, as SimVenue allows. */
  constructor({ reportsPositions = true } = {}) {
    if (reportsPositions) this.position = (accountId, pairId) => this.netPosition(accountId, pairId);
  }

  bestPrices(pairId: number) {
    const { bids, asks } = this.book(pairId);
    return { bid: bids[0]?.price ?? null, ask: asks[0]?.price ?? null };
  }

  placeOrder(accountId: number, cmd: OrderCommand, now: number) {
    this.calls.push(`place ${accountId} ${JSON.stringify(cmd)} ${now}`);
    const id = ++this.lastId;
    let left = cmd.quantity;
    const opposite = cmd.isLong ? this.book(cmd.pairId).asks : this.book(cmd.pairId).bids;
    for (const maker of opposite) {
      const crosses = cmd.isMarket || (cmd.isLong ? maker.price <= cmd.price : maker.price >= cmd.price);
      if (left === 0 || !crosses) break;
      const quantity = Math.min(left, maker.remaining);
      left -= quantity;
      maker.remaining -= quantity;
      if (maker.remaining === 0) this.resting.delete(maker.id);
      this.move(accountId, cmd.pairId, cmd.isLong ? quantity : -quantity);
      this.move(maker.accountId, cmd.pairId, cmd.isLong ? -quantity : quantity);
      const { pairId, isLong } = cmd;
      this.trades.push({ orderId: id, pairId, price: maker.price, quantity, takerIsLong: isLong, time: now });
    }
    if (left > 0 && !cmd.isMarket) {
      this.resting.set(id, { id, accountId, pairId: cmd.pairId, isBid: cmd.isLong, price: cmd.price, remaining: left });
    }
    return { ok: true as const, value: { orderId: id } };
  }

  cancelOrder(accountId: number, orderId: number, now: number) {
    this.calls.push(`cancel ${accountId} ${orderId} ${now}`);
    const order = this.resting.get(orderId);
    const ok = order !== undefined && order.accountId === accountId;
    if (ok) this.resting.delete(orderId);
    return { ok };
  }

  restingQuantity(accountId: number, orderId: number): number {
    const order = this.resting.get(orderId);
    return order?.accountId === accountId ? order.remaining : 0;
  }

  setIndexPrice(pairId: number, ticks: number, now: number): void {
    this.calls.push(`index ${pairId} ${ticks} ${now}`);
    this.index.set(pairId, ticks);
  }

  netPosition(accountId: number, pairId: number): number {
    return this.positions.get(`${accountId}:${pairId}`) ?? 0;
  }

  /** Resting orders best first: bids high to low, asks low to high, oldest first at a price. */
  book(pairId: number): { bids: Resting[]; asks: Resting[] } {
    const orders = [...this.resting.values()].filter((o) => o.pairId === pairId);
    return {
      bids: orders.filter((o) => o.isBid).sort((a, b) => b.price - a.price || a.id - b.id),
      asks: orders.filter((o) => !o.isBid).sort((a, b) => a.price - b.price || a.id - b.id),
    };
  }

  private move(accountId: number, pairId: number, lots: number): void {
    const key = `${accountId}:${pairId}`;
    this.positions.set(key, (this.positions.get(key) ?? 0) + lots);
  }
}
