/**
 * The price alerts of one session: a loop that, while any alert is armed, reads about once a second the price of
 * each market and feed the armed alerts watch, once however many share it, and steps the machine. Its reads are in
 * the background band: up to 100 armed alerts may watch as many markets, more than the whole budget, and an alert
 * must never hold up an order or the screen (held orders, which trade, read in the write band). They are asked all
 * at once, so they wait in the scheduler together: background work that waits keeps spare polls off what it is
 * owed (app/exchange/scheduler.ts). A fired alert is on disk (fsynced) before anything reads it; a restart loads it
 * fired and never fires it again. An alert is not a trade: no guard, and a read-only profile may set one.
 */
import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import type { PriceAlert, ValidParamsOf } from '../../shared/bridge';
import { ExchangeError, inBand } from '../exchange';
import { checkPriceDecimals } from '../trading/order-request';
import { feedPrice } from '../trading/price-feed';
import { prunedEnded, ROUND_MS } from '../durable/loop';
import { durableMachine } from '../durable/machine';
import type { TradingDeps } from '../trading/trading-deps';
import { crosses, isArmed, listOrder, stepAlerts, watchedFeeds, type PriceReading } from './machine';
import type { AlertStore } from './store';

/** Fired alerts kept (and listed) once the trader has seen them. */
const KEEP_FIRED = 50;
/** Armed at once, per profile: each watched market costs a request a second. */
export const MAX_ARMED = 100;

export interface Alerts {
  /** Armed first (newest first), then fired (most recent first). */
  list(): PriceAlert[];
  set(params: ValidParamsOf<'alerts.set'>): Promise<PriceAlert>;
  edit(params: ValidParamsOf<'alerts.edit'>): Promise<PriceAlert>;
  remove(id: string): Promise<PriceAlert>;
  /** The trader has been told of these fired alerts (on disk before this returns). */
  markSeen(ids: readonly string[]): Promise<void>;
  close(): Promise<void>;
  /** Why they cannot act now; null: nothing. */
  failure(): string | null;
}

/** What they read prices with, and their own file. */
export type AlertDeps = Pick<TradingDeps, 'client' | 'market'> & { store: AlertStore };

const newAlertId = (): string => `l${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

/** The unseen fired ones are always kept. */
const pruned = (alerts: PriceAlert[]): PriceAlert[] => prunedEnded(alerts, (a) => isArmed(a) || !a.seen, KEEP_FIRED);

export async function openAlerts({ client, market, store }: AlertDeps): Promise<Alerts> {
  const now = () => client.clock.serverNow();
  const loop = durableMachine<PriceAlert[], { readings: PriceReading[]; at: number }, PriceAlert>({
    what: 'Price alerts',
    file: store.file,
    state: await store.load(),
    step: (current, { readings, at }) => {
      const { alerts: next, fired } = stepAlerts(current, readings, at);
      return { state: fired.length > 0 ? pruned(next) : current, actions: fired };
    },
    // An alert fired is its action, done once it is on disk: only a firing is saved for.
    changed: (_before, _after, fired) => fired.length > 0,
    save: (alerts) => store.save(alerts),
    carryOut: async () => undefined,
    waiting: 'their firings',
    everyMs: ROUND_MS,
    live: (current) => current.some(isArmed),
    round: () => cycle(),
  });
  const { serial } = loop;
  const alerts = loop.state;
  /** Writes the alerts to disk, then makes them what the bridge answers. */
  const commit = (next: PriceAlert[]): Promise<void> => loop.commit(pruned(next));

  const cycle = (): Promise<void> =>
    serial(() =>
      inBand('background', async () => {
        const readings = await Promise.all(
          watchedFeeds(alerts()).map(async ({ pair, feed }): Promise<PriceReading> => {
            const price = await feedPrice(client, pair, feed).catch(() => null);
            return { pair, feed, price, at: now() };
          }),
        );
        await loop.apply({ readings, at: now() });
      }),
    );

  const find = (id: string): PriceAlert => {
    const alert = alerts().find((a) => a.id === id);
    if (!alert) throw new ExchangeError('invalid-input', 'That alert is no longer set (it fired or was removed)');
    return alert;
  };

  /** The price the alert's feed shows now, for the checks when it is set or moved (in the caller's band). */
  const priceNow = (pair: string, feed: PriceAlert['feed']): Promise<string | null> => feedPrice(client, pair, feed);

  /** Refuses a level the price is already at or past: such an alert would fire at once. */
  function checkNotPast(pair: string, condition: 'above' | 'below', level: string, feed: PriceAlert['feed'], price: string | null): void {
    if (price === null || !crosses({ condition, price: level, percent: null, basePrice: null }, price)) return;
    throw new ExchangeError(
      'invalid-input',
      `${pair} is already ${condition} ${level} (${feed} ${price}): an alert ${condition} it would fire at once`,
    );
  }

  async function levelOf(pair: string, price: string): Promise<string> {
    const found = await market.pair(pair);
    checkPriceDecimals(found, price);
    return new Decimal(price).toFixed(found.priceDecimal);
  }

  // What was armed before the last stop is watched again; the first price says whether it crossed meanwhile.
  const schedule = loop.wake;
  schedule();

  return {
    list: () => [...alerts()].sort(listOrder),

    async set(params) {
      const { pair, feed } = params;
      const armed = { feed, note: params.note ?? '', status: 'armed' as const, createdAt: now(), firedAt: null, firedPrice: null, seen: false };
      let alert: PriceAlert;
      if (params.condition === 'move') {
        await market.pair(pair);
        const price = await priceNow(pair, feed);
        if (price === null) throw new ExchangeError('invalid-input', `${pair} has no ${feed} price yet: a move alert needs one to start from`);
        alert = {
          id: newAlertId(),
          pair,
          condition: 'move',
          price: null,
          percent: new Decimal(params.percent).toFixed(),
          basePrice: price,
          ...armed,
        };
      } else {
        const level = await levelOf(pair, params.price);
        checkNotPast(pair, params.condition, level, feed, await priceNow(pair, feed));
        alert = { id: newAlertId(), pair, condition: params.condition, price: level, percent: null, basePrice: null, ...armed };
      }
      await serial(async () => {
        if (alerts().filter(isArmed).length >= MAX_ARMED)
          throw new ExchangeError('invalid-input', `At most ${MAX_ARMED} alerts can be armed at once: remove one first`);
        await commit([...alerts(), alert]);
      });
      schedule();
      return alert;
    },

    async edit({ id, price, percent, note }) {
      const alert = find(id);
      if (!isArmed(alert)) throw new ExchangeError('invalid-input', 'That alert has fired: it cannot be edited (set a new one)');
      if (price !== undefined && alert.condition === 'move') throw new ExchangeError('invalid-input', 'A move alert takes a percent, not a price');
      if (percent !== undefined && alert.condition !== 'move')
        throw new ExchangeError('invalid-input', `An alert ${alert.condition} a price takes a price, not a percent`);
      const changes: Partial<PriceAlert> = {
        ...(note !== undefined && { note }),
        ...(percent !== undefined && { percent: new Decimal(percent).toFixed() }),
      };
      if (price !== undefined && alert.condition !== 'move') {
        const level = await levelOf(alert.pair, price);
        checkNotPast(alert.pair, alert.condition, level, alert.feed, await priceNow(alert.pair, alert.feed));
        changes.price = level;
      }
      return serial(async () => {
        // It may have fired while the price was read.
        if (!isArmed(find(id))) throw new ExchangeError('invalid-input', 'That alert has fired: it cannot be edited (set a new one)');
        const edited = { ...find(id), ...changes };
        await commit(alerts().map((a) => (a.id === id ? edited : a)));
        return edited;
      });
    },

    remove: (id) =>
      serial(async () => {
        const alert = find(id);
        await commit(alerts().filter((a) => a.id !== id));
        return alert;
      }),

    markSeen: (ids) =>
      serial(async () => {
        const told = new Set(ids);
        if (!alerts().some((a) => told.has(a.id) && a.status === 'fired' && !a.seen)) return;
        await commit(alerts().map((a) => (told.has(a.id) && a.status === 'fired' ? { ...a, seen: true } : a)));
      }),

    close: loop.close,
    failure: loop.failure,
  };
}
