/**
 * The guards of one session (one profile): its limits, kept in the data directory, and the check every order,
 * batch, scale leg, move, bracket entry and leverage change passes before anything is sent. It asks the exchange
 * only for what an active guard needs: nothing while every guard is off.
 */
import Decimal from 'decimal.js';
import { dayStartText, GUARDS, loosenings, loosenQuestion, type GuardSettings } from '../../../shared/bridge';
import { ExchangeError, type ExchangeClient, type OrderInput } from '../../exchange';
import type { Journal } from '../../journal/journal';
import type { AccountService } from '../account';
import type { PositionsService } from '../positions';
import {
  leverageRefusal,
  reducesOnly,
  refusalOf,
  type GuardedOrder,
  type GuardRefusal,
  type Quote,
  type RestingOrder,
} from '../../../shared/trading/guard-check';
import { dayStartBefore } from './day-start';
import { OrdersWindowError, type OrdersWindow } from './orders-window';
import { realisedSince } from './realised';
import type { GuardStore } from './store';

/**
 * The journal actions of exits, which no guard refuses: a close, a held order's exit (stop, target, trailing),
 * an order a failed move puts back where it was. Refusing one would keep the trader in what they are leaving.
 */
export const EXIT_ACTIONS: ReadonlySet<string> = new Set(['closePosition', 'heldExit', 'moveOrderRestore', 'algoExit', 'reduceOnlyOrder']);

export interface Guards {
  get(): GuardSettings;
  /** Saves the guards changed (the others kept); loosening any needs `confirmLoosen`, and each loosening is journaled. */
  set(changes: Partial<GuardSettings>, confirmLoosen: boolean): Promise<GuardSettings>;
  /**
   * Refuses (`guard-refused`) orders that break a guard. Counts nothing: `sent` does; under "Most orders per minute"
   * the count stays locked from this check to the `sent` that follows it at once, so no other check (of this
   * process or another) takes the same last slot. `replacing`: the resting order these replace (a move).
   */
  checkOrders(requests: readonly OrderInput[], options?: { replacing?: number }): Promise<void>;
  /** Counts orders about to be sent, for "Most orders per minute" (exits too: they are orders sent). */
  sent(orders: number): void;
  /** Waits until the orders counted are on disk (before the process ends). */
  flush(): Promise<void>;
  checkLeverage(leverage: number): void;
}

interface Deps {
  store: GuardStore;
  /** The profile's orders sent in the last minute, kept on disk and counted by every process. */
  window: OrdersWindow;
  journal: Journal;
  venue: string;
  client: ExchangeClient;
  positions: PositionsService;
  account: AccountService;
}

const refused = (refusal: GuardRefusal): ExchangeError => new ExchangeError('guard-refused', refusal.message);

/** A count that cannot be read refuses: passing blind would let through what the limit is there to stop. */
const windowUnread = (err: OrdersWindowError): ExchangeError =>
  new ExchangeError('guard-refused', `Refused by guard ‘${GUARDS.maxOrdersPerMinute.label}’: ${err.message}`);

export async function openGuards({ store, window, journal, venue, client, positions, account }: Deps): Promise<Guards> {
  let limits = await store.load();
  const anyOn = (): boolean =>
    limits.maxOrderValue !== null ||
    limits.maxPositionValue !== null ||
    limits.maxLeverage !== null ||
    limits.maxOrdersPerMinute !== null ||
    limits.dailyLossLimit !== null;

  const guardedOf = (r: OrderInput): GuardedOrder => ({
    pair: r.pairName,
    isLong: r.isLong,
    isMarket: r.isMarket,
    quantity: r.quantity,
    price: r.price,
    leverage: r.lever,
  });

  /** One book read per pair, for the pairs where an order is valued at the book (a market order, a sell limit). */
  const quotesOf = async (orders: readonly GuardedOrder[]): Promise<Map<string, Quote>> => {
    const pairs = new Set(orders.filter((o) => o.isMarket || !o.isLong).map((o) => o.pair));
    const quotes = new Map<string, Quote>();
    for (const pairName of pairs) {
      const depth = await client.call('depth', { pairName, limit: 1 });
      let mark: Promise<string> | undefined;
      const markPrice = () => (mark ??= client.call('markPrice', { pairName }));
      quotes.set(pairName, { bid: depth.bids[0]?.price ?? (await markPrice()), ask: depth.asks[0]?.price ?? (await markPrice()) });
    }
    return quotes;
  };

  const signedPositions = async (pairs: ReadonlySet<string>): Promise<Map<string, string>> => {
    const held = new Map<string, string>();
    for (const pair of pairs) {
      for (const p of await positions.list(pair)) {
        const quantity = new Decimal(held.get(pair) ?? '0').plus(p.isLong ? p.quantity : new Decimal(p.quantity).neg());
        held.set(pair, quantity.toString());
      }
    }
    return held;
  };

  /** What is left to fill of the trader's resting orders on the pairs; `replacing` (an order being moved) left out. */
  const restingOn = async (pairs: ReadonlySet<string>, replacing: number | undefined): Promise<RestingOrder[]> => {
    const resting: RestingOrder[] = [];
    for (const pair of pairs) {
      for (const o of await account.openOrders(pair)) {
        const left = new Decimal(o.quantity).minus(o.dealQuantity);
        if (o.id !== replacing && left.gt(0)) resting.push({ pair, isLong: o.isLong, quantity: left.toString() });
      }
    }
    return resting;
  };

  const admitted = (decide: (sentLastMinute: number) => GuardRefusal | null): Promise<GuardRefusal | null> =>
    window.admit(decide).catch((err: unknown) => Promise.reject(err instanceof OrdersWindowError ? windowUnread(err) : err));

  return {
    get: () => limits,

    async set(changes, confirmLoosen) {
      const next = { ...limits, ...changes };
      const loosened = loosenings(limits, next);
      if (loosened.length > 0 && !confirmLoosen) {
        throw new ExchangeError(
          'invalid-input',
          `${loosenQuestion(loosened)} Loosening a guard needs a confirmation (confirmLoosen: true); nothing was changed`,
        );
      }
      // Journaled first: a guard is never loosened without its line.
      for (const { guard, from, to } of loosened) {
        await journal.record({ action: 'guardLoosened', phase: 'outcome', ref: `guard-${guard}-${Date.now()}`, venue, params: { guard, from, to } });
      }
      await store.save(next);
      limits = next;
      return limits;
    },

    async checkOrders(requests, { replacing } = {}) {
      if (!anyOn() || requests.length === 0) return;
      const orders = requests.map(guardedOf);
      const pairs = new Set(orders.map((o) => o.pair));
      const [held, resting] = await Promise.all([signedPositions(pairs), restingOn(pairs, replacing)]);
      if (reducesOnly(orders, { positions: held, resting })) return;
      const quotes = limits.maxOrderValue !== null || limits.maxPositionValue !== null ? await quotesOf(orders) : new Map<string, Quote>();
      const realisedToday =
        limits.dailyLossLimit === null ? null : await realisedSince(account, dayStartBefore(client.clock.serverNow(), limits.dayStart));
      const decide = (sentLastMinute: number) =>
        refusalOf(limits, orders, { positions: held, resting, quotes, sentLastMinute, realisedToday, dayStart: dayStartText(limits.dayStart) });
      const refusal = limits.maxOrdersPerMinute === null ? decide(0) : await admitted(decide);
      if (refusal) throw refused(refusal);
    },

    sent: (orders) => window.sent(orders),

    flush: () => window.flush(),

    checkLeverage(leverage) {
      const refusal = leverageRefusal(limits, leverage);
      if (refusal) throw refused(refusal);
    },
  };
}
