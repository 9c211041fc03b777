/**
 * A workload is a stream of logical operations, generated once and then translated for each engine, so both
 * do the same thing. Prices are ticks and quantities lots of BTC-USDT (0.1 USDT, 0.001 BTC). Every order has a
 * slot, its number within the workload, from which each side derives its own ids.
 */
export type Operation =
  | { kind: 'add'; slot: number; isBuy: boolean; price: number; quantity: number }
  | { kind: 'market'; slot: number; isBuy: boolean; quantity: number }
  | { kind: 'cancel'; slot: number };

export interface Workload {
  name: string;
  /** What the timed operations are, for the report. */
  summary: string;
  /** Lays the book before the clock starts. */
  setup: Operation[];
  timed: Operation[];
  /** How many slots setup and timed use together. */
  slots: number;
}

/** 60000.0 USDT in ticks: every workload quotes around it. */
export const MID = 600_000;

/** Writes a stream: gives each order its slot and keeps the orders it may cancel later. */
export class StreamBuilder {
  private ops: Operation[] = [];
  private slots = 0;
  /** Cancellable resting orders; swap-removal keeps a random pick O(1). */
  private readonly live: number[] = [];

  add(isBuy: boolean, price: number, quantity: number, cancellable = true): void {
    const slot = this.slots++;
    this.ops.push({ kind: 'add', slot, isBuy, price, quantity });
    if (cancellable) this.live.push(slot);
  }

  /** A resting order `level` ticks from MID on its own side: below it for a buy, above it for a sell. */
  addAtLevel(isBuy: boolean, level: number, quantity: number, cancellable = true): void {
    this.add(isBuy, isBuy ? MID - level : MID + level, quantity, cancellable);
  }

  market(isBuy: boolean, quantity: number): void {
    this.ops.push({ kind: 'market', slot: this.slots++, isBuy, quantity });
  }

  /** Cancels a random cancellable order; the caller only asks when there is one. */
  cancelRandom(random: () => number): void {
    const at = Math.floor(random() * this.live.length);
    const slot = this.live[at]!;
    this.live[at] = this.live[this.live.length - 1]!;
    this.live.pop();
    this.ops.push({ kind: 'cancel', slot });
  }

  get cancellable(): number {
    return this.live.length;
  }

  /** The operations written since the last call. */
  take(): Operation[] {
    const ops = this.ops;
    this.ops = [];
    return ops;
  }

  /** The workload: `setup` as taken before, and the operations written since as the timed ones. */
  workload(name: string, summary: string, setup: Operation[]): Workload {
    return { name, summary, setup, timed: this.take(), slots: this.slots };
  }
}
