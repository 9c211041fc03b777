/** Bounded histories: the newest `capacity` items, the oldest pushed out first, read newest first. */

/** A ring of objects. */
export class Ring<T> {
  private readonly items: T[] = [];
  /** Where the oldest item is once the ring is full. */
  private start = 0;

  constructor(readonly capacity: number) {}

  get size(): number {
    return this.items.length;
  }

  /** Adds the newest item; returns the oldest one when it had to make room. */
  push(item: T): T | undefined {
    if (this.items.length < this.capacity) {
      this.items.push(item);
      return undefined;
    }
    const oldest = this.items[this.start];
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
    return oldest;
  }

  /** The i-th newest item (0 is the newest), for i < size. */
  newest(i: number): T {
    const n = this.items.length;
    return this.items[(this.start + n - 1 - i) % n]!;
  }

  /** Every item, oldest first. */
  toArray(): T[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)];
  }
}

/** Parallel columns, one typed array each, indexed by slot. */
export type Columns = Record<string, Float64Array | Uint8Array>;

/**
 * The slots of a ring kept as parallel columns (typed arrays), so that pushing an item allocates nothing. The
 * columns start small and double until they reach the capacity: `columnsOf` makes them at a length, and the ring
 * copies what they hold into longer ones.
 */
export abstract class ColumnRing<C extends Columns> {
  private head = 0;
  private count = 0;
  private length: number;
  /** Replaced when the ring grows: read it after `claim`. */
  protected columns: C;

  constructor(
    readonly capacity: number,
    private readonly columnsOf: (length: number) => C,
    initial = 16,
  ) {
    this.length = Math.min(initial, capacity);
    this.columns = columnsOf(this.length);
  }

  get size(): number {
    return this.count;
  }

  /** The slot the newest item goes to, overwriting the oldest once the ring is full. */
  protected claim(): number {
    if (this.count === this.length && this.length < this.capacity) this.grow();
    const at = this.head;
    // Only a full ring wraps; until then the columns grow first.
    this.head = at + 1 === this.capacity ? 0 : at + 1;
    if (this.count < this.length) this.count++;
    return at;
  }

  /** The slot of the i-th newest item, for i < size. */
  protected slot(i: number): number {
    return (this.head - 1 - i + 2 * this.length) % this.length;
  }

  /** Doubles the columns' length (up to the capacity), keeping slots 0 … count − 1. */
  private grow(): void {
    this.length = Math.min(this.length * 2, this.capacity);
    const longer = this.columnsOf(this.length);
    for (const name in longer) longer[name]!.set(this.columns[name]!);
    this.columns = longer;
  }
}
