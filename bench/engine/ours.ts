/**
 * Our engine as a contender. Each step is translated beforehand into what a caller of the engine holds: a
 * complete order command, or the engine's id of the order to cancel (found through the slot's handle, filled in
 * when that order was placed).
 */
import { createEngine, type OrderCommand, type PaperEngine } from '../../app/paper/engine';
import { MatchType, PositionType } from '../../shared/exchange/enums';
import { toScaled } from '../../shared/decimal';
import type { BookState, Contender, Prepared } from './contender';
import type { Operation } from './operations';

const PAIR = 'BTC-USDT';
/** 10^9 USDT in settle units: over a hundred times the margin any workload holds at once. */
const BALANCE = 1e13;
const NOW = 1_700_000_000_000;

interface Step {
  account: number;
  /** Null for a cancel. */
  cmd: OrderCommand | null;
  slot: number;
}

export const ours: Contender = {
  prepare(workload) {
    const engine = createEngine({ seed: null });
    const pair = engine.pair(PAIR);
    if (pair === undefined) throw new Error(`the engine has no ${PAIR}`);
    // Resting orders and market orders come from different accounts, as makers and takers would.
    const maker = engine.openAccount(BALANCE);
    const taker = engine.openAccount(BALANCE);
    const toStep = (op: Operation): Step => {
      if (op.kind === 'cancel') return { account: maker, cmd: null, slot: op.slot };
      const isMarket = op.kind === 'market';
      const cmd: OrderCommand = {
        pairId: pair.id,
        isLong: op.isBuy,
        isMarket,
        matchType: isMarket ? MatchType.IOC : MatchType.GTC,
        price: isMarket ? 0 : op.price,
        quantity: op.quantity,
        lever: 10,
        positionType: PositionType.CROSS,
        clientOrderId: `o${op.slot}`,
      };
      return { account: isMarket ? taker : maker, cmd, slot: op.slot };
    };
    const handles = new Float64Array(workload.slots);
    let refused = 0;
    const feed = (steps: readonly Step[]): void => {
      for (let i = 0; i < steps.length; i++) {
        const step = steps[i]!;
        if (step.cmd === null) {
          if (!engine.cancelOrder(step.account, handles[step.slot]!, NOW).ok) refused++;
        } else {
          const placed = engine.placeOrder(step.account, step.cmd, NOW);
          if (placed.ok) handles[step.slot] = placed.value.orderId;
          else refused++;
        }
      }
    };
    feed(workload.setup.map(toStep));
    const timed = workload.timed.map(toStep);
    return {
      run: () => feed(timed),
      refused: () => refused,
      book: () => bookOf(engine, pair.id, pair.priceDecimal, pair.tradeDecimal),
    } satisfies Prepared;
  },
};

function bookOf(engine: PaperEngine, pairId: number, priceDecimal: number, tradeDecimal: number): BookState {
  const depth = engine.depth(pairId);
  if (!depth.ok) throw new Error(`depth: ${depth.msg}`);
  const levels = (side: { price: string; quantity: string }[]): [number, number][] =>
    side.map((l) => [toScaled(l.price, priceDecimal)!, toScaled(l.quantity, tradeDecimal)!]);
  return { bids: levels(depth.value.bids), asks: levels(depth.value.asks) };
}
