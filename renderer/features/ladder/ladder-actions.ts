/**
 * What the ladder's buttons do, with no React in them: place a limit order at a row (the ladder's quantity, the
 * Order entry's leverage, margin mode and time in force, checked and sent through the trading service, confirmed
 * as the form confirms), cancel the trader's orders at a row, move them to another row (trading.moveOrder).
 */
import { describeWriteFailure, errorText, placedSaid, type Tone } from '../../services/outcomes';
import type { PlaceOutcome } from '../../services/trading';
import { OrderStatus, type Order } from '../../../shared/exchange';
import { summaryPricesOf } from '../../stores';
import type { Session } from '../../services/session';
import type { Side } from '../../domain/trading/entry-context';
import { ladderMarketOf, type LadderStore } from '../../stores/ladder-store';
import { algoOfClientOrderId } from '../../../shared/trading';
import { chaseLimitsOf } from '../../domain/trading/chase-form';
import { NO_POSITION, protectAt } from './ladder-click';
import { levelAt } from '../../domain/alerts/alert-text';

export const TRADING_OFF = 'Ladder trading is off: turn on Ladder trading to place, cancel or move orders from the ladder';

export interface LadderActions {
  place: (side: Side, price: string) => Promise<void>;
  /** A chase of the ladder's quantity from the best bid (buy) or ask (sell), with the Order entry's Chase limits. */
  chase: (side: Side) => Promise<void>;
  /** What an Alt+click at the row would do now (protectAt), for its hover. */
  protectSays: (price: string) => string;
  /** Alt+click: a stop loss (or a take profit, on the profit side of the mark) on the market's position, held by Perpdesk. */
  protectAt: (price: string) => Promise<void>;
  cancelAt: (price: string) => Promise<void>;
  /** What a Shift+click at the row sets: "alert above 61000.0" (above the last price, else below). */
  alertSays: (price: string) => string;
  /** Shift+click on a row's price: a price alert there (not a trade: Ladder trading need not be on). */
  alertAt: (price: string) => Promise<void>;
  moveFrom: (from: string, to: string) => Promise<void>;
}

/** The row an order is drawn on, under the ladder's grouping now. */
export type RowOf = (order: Pick<Order, 'price' | 'isLong'>) => string;

export function createLadderActions(session: Session, store: LadderStore, rowOf: () => RowOf): LadderActions {
  const pair = () => session.market.getState().selected;
  const say = (tone: Tone, text: string, order?: { id: number; at: number }) =>
    store.setState({ said: { tone, text, pair: pair(), ...(order ? { order } : {}) } });
  /** The trader's open orders of this market at the row's price (as shown, in the pair's decimals). */
  const ordersAt = (price: string) => {
    const { openOrders } = session.feeds.getState().feeds;
    if (openOrders.key !== pair()) return [];
    const row = rowOf();
    return (openOrders.data ?? []).filter((o) => !o.isMarket && row(o) === price);
  };
  const planAt = (price: string) => {
    const { positions } = session.feeds.getState().feeds;
    const position = positions.data?.find((p) => p.symbol === pair() && Number(p.quantity) > 0) ?? null;
    const { mark } = summaryPricesOf(session.feeds.getState(), pair());
    const side = position?.isLong ? 'long' : 'short';
    const held = (session.feeds.getState().feeds.protectionOrders.data ?? []).filter((h) => h.pair === pair() && h.positionSide === side);
    return { position, plan: protectAt(position, price, mark, held), held };
  };

  /** The answer to an order placed at a row; one that rests is remembered, so the line can tell its fate later. */
  function sayPlaced(what: string, quantity: string, outcome: PlaceOutcome): void {
    if (outcome.status === 'refused') return say('warn', outcome.message);
    if (outcome.status === 'busy') return say('warn', 'An order is already on its way: wait for its answer');
    const { result } = outcome;
    const said = placedSaid(what, quantity, true, result);
    const rests =
      result.ok &&
      (result.value.state === null || result.value.state.status === OrderStatus.OPEN || result.value.state.status === OrderStatus.PARTIALLY_FILLED);
    say(said.tone, said.text, rests ? { id: result.value.orderId, at: session.now() } : undefined);
  }

  const lastPrice = () => summaryPricesOf(session.feeds.getState(), pair()).last;

  return {
    alertSays: (price) => `alert ${levelAt(price, lastPrice())} ${price}`,

    async alertAt(price) {
      const condition = levelAt(price, lastPrice());
      say('pending', `Setting an alert ${condition} ${price}…`);
      const result = await session.alerts.set({ pair: pair(), condition, price });
      if (!result.ok) return say('error', `No alert set: ${errorText(result.error)}`);
      say('ok', `Alert set: ${pair()} ${condition} ${price} (Alerts tab)`);
    },

    async place(side, price) {
      const { tradingOn, reduceOnly } = store.getState();
      if (!tradingOn) return say('warn', TRADING_OFF);
      const { quantity, unit } = ladderMarketOf(store.getState(), pair());
      const entry = session.orderEntry.getState();
      const verdict = session.trading.checkOrder({
        pair: pair(),
        side,
        fields: {
          type: 'limit',
          price,
          quantity,
          unit,
          leverage: session.entry.leverage(),
          marginMode: entry.marginMode,
          timeInForce: entry.timeInForce,
          reduceOnly,
        },
      });
      // The form's own words: the quantity is the ladder's, so a quantity problem is named as the ladder's.
      if (!verdict.ok) return say('warn', verdict.message.replace(/^Quantity/, 'Ladder quantity'));
      const { request } = verdict;
      const what = `${side === 'buy' ? 'Buy' : 'Sell'} ${request.quantity} at ${price}`;
      if (session.settings.getState().confirm.ladder) {
        say('info', `${what}: confirm it in the dialog`);
        const answer = await session.entry.ask('ladder', { kind: 'order', request, reduceOnly });
        if (answer.status === 'cancelled') return store.setState({ said: null });
        return sayPlaced(what, request.quantity, answer.outcome);
      }
      say('pending', `Sending: ${what}…`);
      sayPlaced(what, request.quantity, await session.trading.placeOrder(request, undefined, { reduceOnly }));
    },

    async chase(side) {
      const { tradingOn, reduceOnly } = store.getState();
      if (!tradingOn) return say('warn', TRADING_OFF);
      const { quantity, unit } = ladderMarketOf(store.getState(), pair());
      const { depth } = session.feeds.getState().feeds;
      const best = depth.key === pair() ? (side === 'buy' ? depth.data?.bids[0] : depth.data?.asks[0])?.price : undefined;
      if (best === undefined) return say('warn', `No best ${side === 'buy' ? 'bid' : 'ask'} in the ${pair()} book now`);
      const entry = session.orderEntry.getState();
      const fields = {
        type: 'limit' as const,
        price: best,
        quantity,
        unit,
        leverage: session.entry.leverage(),
        marginMode: entry.marginMode,
        timeInForce: 'POST_ONLY' as const,
        reduceOnly,
      };
      const verdict = session.trading.checkOrder({ pair: pair(), side, fields });
      if (!verdict.ok) return say('warn', verdict.message.replace(/^Quantity/, 'Ladder quantity'));
      const market = session.market.getState().pairs.data?.find((p) => p.symbol === pair());
      const limits = market ? chaseLimitsOf(entry.chase, market) : null;
      if (!limits?.ok) return say('warn', `Order entry's Chase: ${limits?.message ?? 'the market is not known yet'}`);
      const { request } = verdict;
      const what = `Chase ${side === 'buy' ? 'buy' : 'sell'} ${request.quantity} from ${best}`;
      say('pending', `Starting: ${what}…`);
      const started = await session.algos.chase({
        pair: request.pair,
        side,
        quantity: request.quantity,
        ...limits.value,
        reduceOnly,
        ...(request.leverage === undefined ? {} : { leverage: request.leverage }),
        marginMode: request.marginMode,
      });
      if (!started.ok) return say('error', `Not started: ${errorText(started.error)}`);
      say('ok', `${what}: held by Perpdesk (Working tab)`);
    },

    protectSays(price) {
      const { plan } = planAt(price);
      return plan.ok ? plan.says : plan.message;
    },

    async protectAt(price) {
      if (!store.getState().tradingOn) return say('warn', TRADING_OFF);
      const { position, plan, held } = planAt(price);
      if (!plan.ok || !position) return say('warn', plan.ok ? NO_POSITION : plan.message);
      // The tiers sent again keep how they watch and exit.
      const like = held.find((h) => h.tier !== null && h.status === 'armed');
      const how = like ? { feed: like.feed, ...(like.exit.type === 'limit' ? { exit: 'limit' as const, slippage: like.exit.slippage } : {}) } : {};
      say('pending', `Setting: ${plan.says}…`);
      const where = { pair: position.symbol, positionId: position.id, kind: plan.kind };
      const result = await session.protection.set(plan.tiers ? { ...where, by: 'price', tiers: plan.tiers, ...how } : { ...where, value: price });
      if (!result.ok) return say('error', `Not set: ${errorText(result.error)}`);
      say('ok', `Set: ${plan.says}`);
    },

    async cancelAt(price) {
      if (!store.getState().tradingOn) return say('warn', TRADING_OFF);
      const orders = ordersAt(price);
      if (orders.length === 0) return say('info', `No orders of yours at ${price}`);
      say('pending', `Cancelling ${orders.length === 1 ? 'your order' : `${orders.length} orders`} at ${price}…`);
      const results = await Promise.all(orders.map((o) => session.trading.cancelOrder(o.symbol, o.id)));
      const failed = results.find((r) => r !== null && !r.ok);
      if (failed && !failed.ok) return say('error', `Cancel at ${price} failed: ${errorText(failed.error)}`);
      say('ok', `Cancelled ${orders.length === 1 ? 'your order' : `${orders.length} orders`} at ${price}`);
    },

    async moveFrom(from, to) {
      if (from === to) return;
      if (!store.getState().tradingOn) return say('warn', TRADING_OFF);
      const here = ordersAt(from);
      // A chase's order is the chase's to move: moved by hand, the chase would place another beside it.
      const orders = here.filter((o) => algoOfClientOrderId(o.clientOrderId) === null);
      if (orders.length === 0)
        return say(
          'info',
          here.length > 0
            ? `The order at ${from} is a chase's: Perpdesk moves it (cancel the chase in the Working tab)`
            : `No orders of yours at ${from}`,
        );
      store.setState({ moving: { from, to } });
      say('pending', `Moving ${orders.length === 1 ? 'your order' : `${orders.length} orders`} from ${from} to ${to}…`);
      const results = [];
      for (const o of orders) results.push(await session.trading.moveOrder(o.symbol, o.id, to));
      // A refused move: the orders are drawn back where the exchange still has them.
      store.setState({ moving: null });
      const failed = results.find((r) => !r.ok);
      if (failed && !failed.ok) {
        const said = describeWriteFailure(failed.error, `The move from ${from} to ${to}`, 'Open orders');
        return say(said.tone, `${said.headline}: ${said.detail ?? ''}`);
      }
      say('ok', `Moved ${orders.length === 1 ? 'your order' : `${orders.length} orders`} from ${from} to ${to}`);
    },
  };
}
