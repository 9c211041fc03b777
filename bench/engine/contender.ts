/** What the engine benchmark needs from each side: a fresh book for a workload, a timed run, the book after. */
import type { Workload } from './operations';

/** Price levels best first, as [price in ticks, quantity in lots]. */
export interface BookState {
  bids: [number, number][];
  asks: [number, number][];
}

export interface Prepared {
  /** Feeds the workload's timed operations: the measured part. */
  run(): void;
  /** Orders refused and cancels that found nothing, over setup and run; a fair comparison has none. */
  refused(): number;
  book(): BookState;
}

export interface Contender {
  /** A fresh book with the workload's setup applied and its timed operations translated, ready to run. */
  prepare(workload: Workload): Prepared;
}
