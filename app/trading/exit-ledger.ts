/**
 * The reckoning of exits per position: every exit (a held order's, a reduce-only chase's or TWAP's order, a Close,
 * a reduce-only order) is sized here, against what the position holds less the exits already on their way, and is
 * sent while no other exit of that market is being sized or sent. So the exits on a position never sum to more than
 * it holds, whoever sends them and however many fire at once: a position is never flipped by its exits.
 *
 * On their way: exits resting on the exchange (known by their client order ids, so after a restart too) and exits
 * whose outcome is not known yet (kept for as long as one could still land). The resting orders are read before
 * the position, so a fill between the two reads is counted twice (too little is closed), never missed.
 */
import { UNKNOWN_CREATE_MS } from '../../shared/exchange';
import Decimal from 'decimal.js';
import { decimalsOf } from '../../shared/decimal';
import type { Order, Position } from '../../shared/exchange';
import { isExitClientOrderId } from '../../shared/trading';
import { ExchangeError, type OrderInput } from '../exchange';

/** The journal actions of the exits sized here (an order a failed move puts back is the trader's own, not an exit). */
export const LEDGER_ACTIONS: ReadonlySet<string> = new Set(['closePosition', 'heldExit', 'algoExit', 'reduceOnlyOrder']);

/** An exit whose outcome is unknown counts as on its way for this long (the exchange's timestamp window and more). */
export const UNKNOWN_EXIT_MS = UNKNOWN_CREATE_MS;

/** Refused because the position is already closed, or covered by exits on their way: nothing was sent. */
export class NothingToClose extends ExchangeError {
  constructor(message: string) {
    super('invalid-input', message);
    this.name = 'NothingToClose';
  }
}

export interface ExitReads {
  openOrders(pair: string): Promise<Order[]>;
  positions(pair: string): Promise<Position[]>;
  now(): number;
}

export interface ExitLedger {
  /**
   * Sizes the exit to what is left of the position it closes (at most what it asks), then sends it with `send`;
   * refuses with NothingToClose when nothing is left. `unknown` says whether a failure left its fate unknown.
   */
  send<T>(request: OrderInput, send: (sized: OrderInput) => Promise<T>, unknown: (err: unknown) => boolean): Promise<T>;
}

interface Unknown {
  pair: string;
  isLong: boolean;
  clientOrderId: string;
  quantity: Decimal;
  until: number;
}

export function createExitLedger(reads: ExitReads): ExitLedger {
  const turns = new Map<string, Promise<unknown>>();
  let unknowns: Unknown[] = [];

  /** Runs `run` after every exit of the pair queued before it. */
  function inTurn<T>(pair: string, run: () => Promise<T>): Promise<T> {
    const next = (turns.get(pair) ?? Promise.resolve()).then(run);
    const settled = next.catch(() => undefined);
    turns.set(pair, settled);
    void settled.then(() => turns.get(pair) === settled && turns.delete(pair));
    return next;
  }

  async function sized(request: OrderInput): Promise<OrderInput> {
    const pair = request.pairName;
    const resting = (await reads.openOrders(pair)).filter((o) => o.isLong === request.isLong && isExitClientOrderId(o.clientOrderId));
    const holding = (await reads.positions(pair)).filter((p) => p.isLong !== request.isLong && new Decimal(p.quantity).gt(0));
    const side = request.isLong ? 'short' : 'long';
    const held = holding.reduce((sum, p) => sum.plus(p.quantity), new Decimal(0));
    if (held.isZero()) throw new NothingToClose(`Nothing to close: there is no ${side} position on ${pair}`);
    const now = reads.now();
    unknowns = unknowns.filter((u) => u.until > now);
    const restingIds = new Set(resting.map((o) => o.clientOrderId));
    const onTheWay = resting
      .reduce((sum, o) => sum.plus(new Decimal(o.quantity).minus(o.dealQuantity)), new Decimal(0))
      .plus(
        unknowns
          .filter((u) => u.pair === pair && u.isLong === request.isLong && !restingIds.has(u.clientOrderId))
          .reduce((sum, u) => sum.plus(u.quantity), new Decimal(0)),
      );
    const left = held.minus(onTheWay);
    if (left.lte(0)) {
      throw new NothingToClose(
        `Nothing left to close on ${pair}: the ${side} ${held.toString()} is covered by exits already on their way (${onTheWay.toString()})`,
      );
    }
    if (left.gte(request.quantity)) return request;
    return {
      ...request,
      quantity: left.toFixed(Math.max(decimalsOf(request.quantity), ...holding.map((p) => decimalsOf(p.quantity))), Decimal.ROUND_DOWN),
    };
  }

  return {
    send: (request, send, unknown) =>
      inTurn(request.pairName, async () => {
        const exit = await sized(request);
        if (new Decimal(exit.quantity).lte(0)) throw new NothingToClose(`Nothing left to close on ${exit.pairName} at this lot size`);
        try {
          return await send(exit);
        } catch (err) {
          if (unknown(err)) {
            unknowns.push({
              pair: exit.pairName,
              isLong: exit.isLong,
              clientOrderId: exit.clientOrderId,
              quantity: new Decimal(exit.quantity),
              until: reads.now() + UNKNOWN_EXIT_MS,
            });
          }
          throw err;
        }
      }),
  };
}
