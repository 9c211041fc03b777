/**
 * `npm run bench -- engine`: our matching engine against nodejs-order-book, in the same process and run, on the
 * same pre-generated streams. Per workload and side: warm-up rounds, then ROUNDS rounds; each round gives the
 * side a fresh book with the setup applied (not timed), collects garbage, and times the stream alone. Both
 * books must end holding the same levels and neither side may refuse anything, or the comparison is void and
 * the benchmark fails.
 */
import { collectGarbage } from '../gc';
import { median, secondsFor } from '../measure';
import { row, type BenchResult, type Row } from '../report';
import type { Contender } from './contender';
import type { Workload } from './operations';
import { ours } from './ours';
import { peer } from './peer';
import { workloads } from './workloads';

const ROUNDS = 5;
/** V8 settles (tiers up, starts pretenuring the long-lived orders) over the first rounds. */
const WARM_UP_ROUNDS = 2;
const MIXED_TARGET = 1_000_000;

interface Timing {
  opsPerSecond: number;
  /** The book after the run, as JSON. */
  book: string;
}

function time(contender: Contender, workload: Workload, who: string): Timing {
  const prepared = contender.prepare(workload);
  collectGarbage();
  const seconds = secondsFor(prepared.run);
  if (prepared.refused() > 0) {
    throw new Error(`${who} refused ${prepared.refused()} operations of ${workload.name}: not a fair comparison`);
  }
  return { opsPerSecond: workload.timed.length / seconds, book: JSON.stringify(prepared.book()) };
}

/**
 * One side's rounds, back to back after warm-up rounds. Not interleaved with the other side's: V8 starts to
 * pretenure our long-lived orders once it has seen them survive, and the many collections of a peer run in
 * between undo that, so interleaved rounds made our figures swing by up to 2× with the order of the runs (the
 * peer's did not move). Each side is timed in its own steady state, as in a process that runs only its engine.
 */
function rounds(contender: Contender, workload: Workload, who: string): { rates: number[]; book: string } {
  const rates: number[] = [];
  const { book } = time(contender, workload, who);
  for (let round = 1; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    const timing = time(contender, workload, who);
    if (timing.book !== book) throw new Error(`${workload.name}: ${who} ended with a different book in another round`);
    if (round >= WARM_UP_ROUNDS) rates.push(timing.opsPerSecond);
  }
  return { rates, book };
}

function compare(workload: Workload): Row {
  const mine = rounds(ours, workload, 'ours');
  const theirs = rounds(peer, workload, 'peer');
  if (mine.book !== theirs.book) throw new Error(`${workload.name}: the two books ended differently`);
  return row(workload.name, median(mine.rates), median(theirs.rates), workload.summary);
}

export function benchEngine(): BenchResult {
  const rows = workloads().map(compare);
  const mixed = rows.find((r) => r.name === 'mixed');
  return {
    ours: 'app/paper/engine (validation, margin and fees frozen and settled, positions, order and fill history)',
    peer: 'nodejs-order-book (validation, matching, orders by id; no accounts, no money)',
    unit: 'operations/s',
    method: `median of ${ROUNDS} rounds after ${WARM_UP_ROUNDS} warm-up rounds, per side; ` + 'the same seeded stream on both; books checked equal',
    rows,
    targets: [
      { text: 'ahead of the peer on every workload', met: rows.every((r) => r.ratio > 1) },
      {
        text: `≥ ${MIXED_TARGET.toLocaleString('en-US')} ops/s on the mixed workload`,
        met: mixed !== undefined && mixed.ours >= MIXED_TARGET,
      },
    ],
  };
}
