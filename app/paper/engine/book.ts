/**
 * One side of a pair's order book: price levels, each a FIFO queue of resting orders (price-time priority).
 * Levels are kept sorted with the best at the end of the array, so taking the best level is O(1) and new
 * levels, which mostly arrive near the top, are spliced in close to the end. A map finds a level by price.
 */

/** An order as the book holds it. The queue links belong to the book; nothing else touches them. */
export interface Resting<T> {
  price: number;
  remaining: number;
  prev: T | null;
  next: T | null;
}

export interface Level<T> {
  price: number;
  /** Sum of the remaining quantity of the level's orders. */
  total: number;
  head: T | null;
  tail: T | null;
}

export class BookSide<T extends Resting<T>> {
  private readonly levels: Level<T>[] = [];
  private readonly byPrice = new Map<number, Level<T>>();
  /** Counts every change to the levels (add, reduce, remove), so a reader can tell the side is as it last saw it. */
  private changes = 0;

  constructor(readonly isBid: boolean) {}

  /** Changes so far: while it stays the same, so do the levels. */
  get version(): number {
    return this.changes;
  }

  best(): Level<T> | undefined {
    return this.levels[this.levels.length - 1];
  }

  /** Whether a level at `price` is at `limit` or better for a taker coming from the other side. */
  within(price: number, limit: number): boolean {
    return this.isBid ? price >= limit : price <= limit;
  }

  /** Whether a taker limited to `limit` would trade with this side at all. */
  reaches(limit: number): boolean {
    const best = this.best();
    return best !== undefined && this.within(best.price, limit);
  }

  /** The i-th level from the best (0 is the best). */
  fromBest(i: number): Level<T> | undefined {
    return this.levels[this.levels.length - 1 - i];
  }

  /** Queues the order at the back of its price level. */
  add(order: T): void {
    this.changes++;
    let level = this.byPrice.get(order.price);
    if (level === undefined) {
      level = { price: order.price, total: 0, head: null, tail: null };
      this.byPrice.set(order.price, level);
      this.levels.splice(this.insertionIndex(order.price), 0, level);
    }
    order.prev = level.tail;
    order.next = null;
    if (level.tail === null) level.head = order;
    else level.tail.next = order;
    level.tail = order;
    level.total += order.remaining;
  }

  /** Takes `quantity` off a resting order; an order left with nothing leaves the book. */
  reduce(order: T, quantity: number): void {
    this.changes++;
    const level = this.levelOf(order);
    order.remaining -= quantity;
    level.total -= quantity;
    if (order.remaining === 0) this.unlink(level, order);
  }

  /** Takes a resting order out of the book with whatever it has left. */
  remove(order: T): void {
    this.changes++;
    const level = this.levelOf(order);
    level.total -= order.remaining;
    this.unlink(level, order);
  }

  /** Up to `limit` levels, best first. */
  top(limit: number): Level<T>[] {
    const end = Math.max(0, this.levels.length - limit);
    const out: Level<T>[] = [];
    for (let i = this.levels.length - 1; i >= end; i--) out.push(this.levels[i]!);
    return out;
  }

  private levelOf(order: T): Level<T> {
    const level = this.byPrice.get(order.price);
    if (level === undefined) throw new Error(`no level at ${order.price}`);
    return level;
  }

  private unlink(level: Level<T>, order: T): void {
    if (order.prev === null) level.head = order.next;
    else order.prev.next = order.next;
    if (order.next === null) level.tail = order.prev;
    else order.next.prev = order.prev;
    order.prev = null;
    order.next = null;
    if (level.head === null) this.dropLevel(level);
  }

  private dropLevel(level: Level<T>): void {
    this.byPrice.delete(level.price);
    if (this.levels[this.levels.length - 1] === level) this.levels.pop();
    else this.levels.splice(this.insertionIndex(level.price), 1);
  }

  /** Where a level at `price` is or would go: levels run from worst to best. */
  private insertionIndex(price: number): number {
    let lo = 0;
    let hi = this.levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.within(this.levels[mid]!.price, price)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
