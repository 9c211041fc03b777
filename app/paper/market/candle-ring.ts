/**
 * The candles of one pair and period, oldest evicted first, in typed arrays (7 numbers a candle). Their times are
 * contiguous (a period without trades is stored as a flat candle), so only the first open time is kept and the
 * i-th candle opens at firstStart + i × period. The arrays grow as candles come (doubling, up to the capacity), so
 * an exchange listing many markets holds only what their history needs.
 */

/** A candle's numbers: prices in ticks, quantity in lots, amount in price × quantity units (ticks × lots). */
export interface CandleValues {
  open: number;
  high: number;
  low: number;
  close: number;
  count: number;
  quantity: number;
  amount: number;
}

/** One trade of `quantity` at `price`, as a candle of its own. */
export const tradeCandle = (price: number, quantity: number): CandleValues => ({
  open: price,
  high: price,
  low: price,
  close: price,
  count: 1,
  quantity,
  amount: price * quantity,
});

const FIELDS: readonly Field[] = ['open', 'high', 'low', 'close', 'count', 'quantity', 'amount'];
type Field = keyof CandleValues;

export type CandleRingSnapshot = { firstStart: number } & Record<Field, number[]>;

const candleOf = (get: (field: Field) => number): CandleValues => ({
  open: get('open'),
  high: get('high'),
  low: get('low'),
  close: get('close'),
  count: get('count'),
  quantity: get('quantity'),
  amount: get('amount'),
});

/** A period without trades: flat at the last close. */
const flatAt = (close: number): CandleValues => ({
  open: close,
  high: close,
  low: close,
  close,
  count: 0,
  quantity: 0,
  amount: 0,
});

/** Candles a ring has room for before it first grows. */
const FIRST_ALLOCATION = 256;

const columnsOf = (length: number): Record<Field, Float64Array> =>
  Object.fromEntries(FIELDS.map((f) => [f, new Float64Array(length)])) as Record<Field, Float64Array>;

export class CandleRing {
  private columns: Record<Field, Float64Array>;
  private head = 0;
  private size = 0;
  private firstStart = 0;

  constructor(
    readonly periodMs: number,
    readonly capacity: number,
  ) {
    this.columns = columnsOf(Math.min(capacity, FIRST_ALLOCATION));
  }

  get length(): number {
    return this.size;
  }

  private get lastStart(): number {
    return this.firstStart + (this.size - 1) * this.periodMs;
  }

  /**
   * Adds `values` to the candle opening at `start`: a later period starts a new candle (after flat ones for any
   * periods in between); the newest period merges (high, low, close, sums). A time before the newest candle
   * merges into the newest, so a clock that steps back never rewrites history.
   */
  merge(start: number, values: CandleValues): void {
    if (this.size === 0) {
      this.firstStart = start;
      return this.push(values);
    }
    const last = this.lastStart;
    if (start <= last) return this.mergeIntoNewest(values);
    const skipped = (start - last) / this.periodMs - 1;
    const flat = flatAt(this.read(this.size - 1).close);
    const flats = Math.min(skipped, this.capacity - 1);
    if (flats < skipped) {
      // The gap outlasts the ring: whatever it held would be evicted anyway.
      this.size = 0;
      this.firstStart = start - flats * this.periodMs;
    }
    for (let i = 0; i < flats; i++) this.push(flat);
    this.push(values);
  }

  /** The candle opening at `start`: stored; flat at the last close if after the newest; none before the oldest. */
  at(start: number): CandleValues | undefined {
    if (this.size === 0 || start < this.firstStart) return undefined;
    if (start > this.lastStart) return flatAt(this.read(this.size - 1).close);
    return this.read((start - this.firstStart) / this.periodMs);
  }

  toSnapshot(): CandleRingSnapshot {
    const snapshot = { firstStart: this.firstStart } as CandleRingSnapshot;
    for (const field of FIELDS) {
      snapshot[field] = [];
      for (let i = 0; i < this.size; i++) snapshot[field].push(this.columns[field][this.slot(i)]!);
    }
    return snapshot;
  }

  static fromSnapshot(periodMs: number, capacity: number, snapshot: CandleRingSnapshot): CandleRing {
    const ring = new CandleRing(periodMs, capacity);
    const skip = Math.max(0, snapshot.open.length - capacity);
    ring.firstStart = snapshot.firstStart + skip * periodMs;
    for (let i = skip; i < snapshot.open.length; i++) {
      ring.push(candleOf((f) => snapshot[f][i]!));
    }
    return ring;
  }

  private push(values: CandleValues): void {
    if (this.size === this.allocated && this.allocated < this.capacity) this.grow();
    if (this.size === this.capacity) {
      this.head = (this.head + 1) % this.capacity;
      this.size -= 1;
      this.firstStart += this.periodMs;
    }
    const slot = this.slot(this.size);
    for (const field of FIELDS) this.columns[field][slot] = values[field];
    this.size += 1;
  }

  private mergeIntoNewest(values: CandleValues): void {
    const slot = this.slot(this.size - 1);
    const { high, low, close, count, quantity, amount } = this.columns;
    high[slot] = Math.max(high[slot]!, values.high);
    low[slot] = Math.min(low[slot]!, values.low);
    close[slot] = values.close;
    count[slot] = count[slot]! + values.count;
    quantity[slot] = quantity[slot]! + values.quantity;
    amount[slot] = amount[slot]! + values.amount;
  }

  private read(index: number): CandleValues {
    const slot = this.slot(index);
    return candleOf((f) => this.columns[f][slot]!);
  }

  private get allocated(): number {
    return this.columns.open.length;
  }

  /** Twice the room (at most the capacity), the candles copied oldest first. */
  private grow(): void {
    const next = columnsOf(Math.min(this.capacity, this.allocated * 2));
    for (const field of FIELDS) {
      for (let i = 0; i < this.size; i++) next[field][i] = this.columns[field][this.slot(i)]!;
    }
    this.columns = next;
    this.head = 0;
  }

  private slot(index: number): number {
    return (this.head + index) % this.allocated;
  }
}
