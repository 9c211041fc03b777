/**
 * nodejs-order-book as the peer contender, fed the same operations: limit (GTC) for adds, market for market
 * orders, cancel by the id it was given. Prices and sizes are the same integers (ticks, lots).
 */
import { OrderBook, Side, type LimitOrderOptions, type MarketOrderOptions } from 'nodejs-order-book';
import type { Contender, Prepared } from './contender';
import type { Operation } from './operations';

const ADD = 0;
const MARKET = 1;
const CANCEL = 2;

interface Step {
  kind: typeof ADD | typeof MARKET | typeof CANCEL;
  limit: LimitOrderOptions | null;
  market: MarketOrderOptions | null;
  id: string;
}

function toStep(op: Operation): Step {
  const id = `o${op.slot}`;
  if (op.kind === 'cancel') return { kind: CANCEL, limit: null, market: null, id };
  const side = op.isBuy ? Side.BUY : Side.SELL;
  if (op.kind === 'market') return { kind: MARKET, limit: null, market: { side, size: op.quantity }, id };
  return { kind: ADD, limit: { id, side, size: op.quantity, price: op.price }, market: null, id };
}

export const peer: Contender = {
  prepare(workload) {
    const book = new OrderBook();
    let refused = 0;
    const feed = (steps: readonly Step[]): void => {
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]!;
        if (step.kind === ADD) {
          if (book.limit(step.limit!).err !== null) refused++;
        } else if (step.kind === MARKET) {
          if (book.market(step.market!).err !== null) refused++;
        } else if (book.cancel(step.id) === undefined) refused++;
      }
    };
    feed(workload.setup.map(toStep));
    const timed = workload.timed.map(toStep);
    return {
      run: () => feed(timed),
      refused: () => refused,
      book: () => {
        const [asks, bids] = book.depth();
        return { bids, asks };
      },
    } satisfies Prepared;
  },
};
