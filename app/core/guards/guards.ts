/**
 * The guards of one session (one profile): its limits, kept in the data directory, and the check every order,
 * batch, scale leg, move, bracket entry and leverage change passes before anything is sent. It asks the exchange
 * only for what an active guard needs: nothing while every guard is off.
 */
import Decimal from 'decimal.js';
import { dayStartText, loosenings, loosenQuestion, type GuardSettings } from '../../../shared/bridge';
import { ExchangeError, type ExchangeClient, type OrderInput } from '../../exchange';
import type { Journal } from '../../journal/journal';
import type { AccountService } from '../services/account';
import type { PositionsService } from '../services/positions';
import { leverageRefusal, reducesOnly, refusalOf, type GuardedOrder, type GuardRefusal } from './check';
import { dayStartBefore } from './day-start';
import type { OrdersWindow } from './orders-window';
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
  /** Refuses (`guard-refused`) orders that break a guard. Counts nothing: `sent` does. */
  checkOrders(requests: readonly OrderInput[]): Promise<void>;
  /** Counts orders about to be sent, for "Most orders per minute" (exits too: they are orders sent). */
  sent(orders: number): void;
  checkLeverage(leverage: number): void;
}

interface Deps {
  store: GuardStore;
  /** The profile's orders sent in the last minute. */
  window: OrdersWindow;
  journal: Journal;
  venue: string;
  client: ExchangeClient;
  positions: PositionsService;
  account: AccountService;
}

const refused = (refusal: GuardRefusal): ExchangeError => new ExchangeError('guard-refused', refusal.message);

export async function openGuards({ store, window, journal, venue, client, positions, account }: Deps): Promise<Guards> {
  let limits = await store.load();
  const anyOn = (): boolean =>
    limits.maxOrderValue !== null ||
    limits.maxPositionValue !== null ||
    limits.maxLeverage !== null ||
    limits.maxOrdersPerMinute !== null ||
    limits.dailyLossLimit !== null;

  /** A market order is valued at its market's mark price, asked once per check. */
  const guardedAll = async (requests: readonly OrderInput[]): Promise<GuardedOrder[]> => {
    const marks = new Map<string, Promise<string>>();
    const markOf = (pairName: string) => marks.get(pairName) ?? marks.set(pairName, client.call('markPrice', { pairName })).get(pairName)!;
    return Promise.all(
      requests.map(async (r) => ({
        pair: r.pairName,
        isLong: r.isLong,
        quantity: r.quantity,
        price: r.isMarket ? await markOf(r.pairName) : r.price,
        leverage: r.lever,
      })),
    );
  };

  const signedPositions = async (pairs: readonly string[]): Promise<Map<string, string>> => {
    const held = new Map<string, string>();
    for (const pair of new Set(pairs)) {
      for (const p of await positions.list(pair)) {
        const quantity = new Decimal(held.get(pair) ?? '0').plus(p.isLong ? p.quantity : new Decimal(p.quantity).neg());
        held.set(pair, quantity.toString());
      }
    }
    return held;
  };

  return {
    get: () => limits,

    async set(changes, confirmLoosen) {
      const next = { ...limits, ...changes };
      const loosened = loosenings(limits, next);
      if (loosened.length > 0 && !confirmLoosen) {
        throw new ExchangeError('invalid-input', `${loosenQuestion(loosened)} Loosening a guard needs a confirmation (confirmLoosen: true); nothing was changed`);
      }
      // Journaled first: a guard is never loosened without its line.
      for (const { guard, from, to } of loosened) {
        await journal.record({ action: 'guardLoosened', phase: 'outcome', ref: `guard-${guard}-${Date.now()}`, venue, params: { guard, from, to } });
      }
      await store.save(next);
      limits = next;
      return limits;
    },

    async checkOrders(requests) {
      if (!anyOn() || requests.length === 0) return;
      const orders = await guardedAll(requests);
      const held = await signedPositions(orders.map((o) => o.pair));
      if (reducesOnly(orders, held)) return;
      const realisedToday =
        limits.dailyLossLimit === null ? null : await realisedSince(account, dayStartBefore(client.clock.serverNow(), limits.dayStart));
      const refusal = refusalOf(limits, orders, {
        positions: held,
        sentLastMinute: window.count(),
        realisedToday,
        dayStart: dayStartText(limits.dayStart),
      });
      if (refusal) throw refused(refusal);
    },

    sent: (orders) => window.sent(orders),

    checkLeverage(leverage) {
      const refusal = leverageRefusal(limits, leverage);
      if (refusal) throw refused(refusal);
    },
  };
}
