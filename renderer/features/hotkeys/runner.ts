/**
 * Does what a hotkey stands for, and says what it did or why it could not. It reads the stores, sends through the
 * trading store where the Order entry sends (so an order's outcome also shows on the form's result line, one
 * order at a time) or through the bridge, then refreshes what the action changed. The page itself (focus, the
 * form's buttons) is behind `EntryPage`, so all of this runs in tests without a DOM.
 */
import type { KlinePeriod } from '../../../shared/exchange';
import { BUTTON_PERIODS, PERIOD_LABELS } from '../chart';
import { freshnessOf, leverageKey, selectSelectedPair, type EntrySide, type Session } from '../../stores';
import { hotkeyInfo, type HotkeyAction } from './catalog';
import type { HotkeysApi } from './hotkeys-store';
import { bestPriceOrder, closePlan, entryLeverage, flipPlan, stepMarket, type PlaceOrderRequest } from './plans';
import { lastOpenOrder, type OpenOrdersView } from './sent-orders';
import { cancelAllSaid, cancelSaid, pendingSaid, placedSaid } from '../../services/outcomes';

/** What the runner needs of the page. */
export interface EntryPage {
  /** Puts the keyboard in the Order entry's field, its text selected; false when the form shows no such field. */
  focusField: (field: 'price' | 'quantity') => boolean;
  /** Presses the Order entry's Buy / Long or Sell / Short button; says why it could not, or null. */
  pressSide: (side: EntrySide) => string | null;
  /** Takes the keyboard out of the field it is in. */
  leaveField: () => void;
}

/** The chart's period buttons, one hotkey each, in the chart's order and with its labels. */
const PERIOD_ACTIONS: readonly HotkeyAction[] = ['period1m', 'period5m', 'period15m', 'period1h', 'period4h', 'period1D'];
export const CHART_PERIODS: Readonly<Partial<Record<HotkeyAction, { period: KlinePeriod; label: string }>>> = Object.fromEntries(
  PERIOD_ACTIONS.map((action, i) => {
    const period = BUTTON_PERIODS[i]!;
    return [action, { period, label: PERIOD_LABELS[period] }];
  }),
);

export interface RunnerDeps {
  session: Session;
  hotkeys: HotkeysApi;
  page: EntryPage;
}

/** Says that a trading hotkey did nothing because trading hotkeys are off. */
export function sayTradingOff({ hotkeys }: Pick<RunnerDeps, 'hotkeys'>, action: HotkeyAction): void {
  hotkeys.say({ tone: 'warn', text: `"${hotkeyInfo(action).label}" did nothing: trading hotkeys are off (Settings › Hotkeys)` }, 'off');
}

export async function runHotkey(action: HotkeyAction, deps: RunnerDeps): Promise<void> {
  const { session, hotkeys, page } = deps;
  const market = session.market.getState();
  const symbol = market.selected;
  const refuse = (text: string) => void hotkeys.say({ tone: 'warn', text });

  switch (action) {
    case 'buy':
    case 'sell':
      return sendOrder(deps, () => bestPriceOrder(action, selectSelectedPair(market), bookView(session), entryInputs(session)));
    case 'flipPosition':
      return sendOrder(deps, () => flipPlan(session.feeds.getState().feeds.positions.data, selectSelectedPair(market), symbol));
    case 'closePosition':
      return closePosition(deps);
    case 'cancelLast':
      return cancelLast(deps);
    case 'cancelAll':
      return cancelAll(deps);
    case 'focusPrice':
    case 'focusQuantity': {
      const field = action === 'focusPrice' ? 'price' : 'quantity';
      if (page.focusField(field)) return;
      const kind = session.orderEntry.getState().kind;
      if (field === 'price' && kind === 'market') return refuse('The Order entry is on Market: a market order has no Price');
      if (kind === 'scale') return refuse(`The Order entry is on Scale: it has no ${field === 'price' ? 'Price' : 'Quantity'} field`);
      return refuse('The Order entry is not on screen');
    }
    case 'leaveField':
      return page.leaveField();
    case 'submitBuy':
    case 'submitSell': {
      const problem = page.pressSide(action === 'submitBuy' ? 'buy' : 'sell');
      if (problem) refuse(problem);
      return;
    }
    case 'nextMarket':
    case 'previousMarket': {
      const step = stepMarket(market.pairs.data, symbol, action === 'nextMarket' ? 1 : -1);
      if (!step.ok) return refuse(step.message);
      market.actions.select(step.symbol);
      hotkeys.say({ tone: 'info', text: `Market: ${step.symbol}` }, 'market');
      return;
    }
    case 'help':
      return hotkeys.openHelp();
    default: {
      const chart = CHART_PERIODS[action];
      if (!chart) return;
      market.actions.selectPeriod(chart.period);
      hotkeys.say({ tone: 'info', text: `Chart period: ${chart.label}` }, 'period');
    }
  }
}

/** The Order entry's Quantity, unit, margin mode and leverage, as the form would send them. */
function entryInputs(session: Session) {
  const entry = session.orderEntry.getState();
  const symbol = session.market.getState().selected;
  const setting = entry.leverageSettings[leverageKey(symbol, entry.marginMode)]?.data ?? null;
  return {
    kind: entry.kind,
    quantity: entry.quantity,
    unit: entry.unit,
    marginMode: entry.marginMode,
    leverage: entryLeverage(entry.leverage, setting, symbol, entry.marginMode),
  };
}

/** The book of the selected market, and whether it is too old to trade on. */
function bookView(session: Session) {
  const depth = session.feeds.getState().feeds.depth;
  const forPair = depth.key === session.market.getState().selected;
  const freshness = freshnessOf(depth, session.settings.getState().intervals.depth, session.now());
  return { depth: forPair ? depth.data : null, stale: freshness.kind === 'stale' };
}

type OrderPlan = { ok: true; request: PlaceOrderRequest; text: string } | { ok: false; message: string };

/** Sends an order the way the Order entry does: one at a time, its outcome on the form's result line too. */
async function sendOrder({ session, hotkeys }: RunnerDeps, plan: () => OrderPlan): Promise<void> {
  if (session.orderEntry.getState().submission.status === 'pending') {
    hotkeys.say({ tone: 'warn', text: 'An order is already on its way: wait for its answer' });
    return;
  }
  const planned = plan();
  if (!planned.ok) {
    hotkeys.say({ tone: 'warn', text: planned.message });
    return;
  }
  const { request, text } = planned;
  const id = hotkeys.say(pendingSaid(text));
  await session.trading.placeOrder(request);
  const submission = session.orderEntry.getState().submission;
  if (submission.status !== 'settled' || submission.request !== request) {
    // Another order's answer took its place: the Order entry and Order history tell.
    hotkeys.update(id, { tone: 'unknown', text: `Sent: ${text}: see Order history` });
    return;
  }
  hotkeys.update(id, placedSaid(text, request.quantity, false, submission.result));
}

async function closePosition({ session, hotkeys }: RunnerDeps): Promise<void> {
  const symbol = session.market.getState().selected;
  const planned = closePlan(session.feeds.getState().feeds.positions.data, symbol);
  if (!planned.ok) {
    hotkeys.say({ tone: 'warn', text: planned.message });
    return;
  }
  const id = hotkeys.say(pendingSaid(planned.text));
  const result = await session.invoke('trading.closePosition', planned.request);
  session.poller.refreshAfterTrade();
  hotkeys.update(id, placedSaid(planned.text, planned.position?.quantity ?? '', false, result));
}

/** The open-orders answers the screen holds: this market's, and every market's when that view is polled. */
function openOrderViews(session: Session): OpenOrdersView[] {
  const { openOrders, allOpenOrders } = session.feeds.getState().feeds;
  const views: OpenOrdersView[] = [];
  if (openOrders.data) views.push({ pair: openOrders.key, orderIds: openOrders.data.map((o) => o.id), at: openOrders.updatedAt });
  if (allOpenOrders.data) views.push({ pair: null, orderIds: allOpenOrders.data.map((o) => o.id), at: allOpenOrders.updatedAt });
  return views;
}

async function cancelLast({ session, hotkeys }: RunnerDeps): Promise<void> {
  const order = lastOpenOrder(hotkeys.store.getState().sent, openOrderViews(session));
  if (!order) {
    hotkeys.say({ tone: 'info', text: 'Nothing to cancel: no order placed in this session is still open' });
    return;
  }
  if (session.cancels.getState().byOrderId[order.orderId]?.status === 'pending') {
    hotkeys.say({ tone: 'warn', text: `Order #${order.orderId} on ${order.pair} is being cancelled already` });
    return;
  }
  const id = hotkeys.say(pendingSaid(`cancel order #${order.orderId} on ${order.pair}`));
  // Through the trading store: the order's row in Open orders shows the cancel too.
  await session.trading.cancelOrder(order.pair, order.orderId);
  const state = session.cancels.getState().byOrderId[order.orderId];
  const result = state?.status === 'failed' ? { ok: false as const, error: state.error } : { ok: true as const, value: null };
  // Cancelled, or refused (the exchange says it is filled or gone): either way not the "last open order" any more.
  // Only an unknown outcome keeps it, to try again.
  if (result.ok || (result.error.kind !== 'unknown-outcome' && result.error.kind !== 'timeout')) hotkeys.orderDone(order.orderId);
  hotkeys.update(id, cancelSaid(order.orderId, order.pair, result));
}

async function cancelAll({ session, hotkeys }: RunnerDeps): Promise<void> {
  const symbol = session.market.getState().selected;
  // Asked of the exchange even when the table shows none: an order placed a moment ago may not be in it yet.
  const id = hotkeys.say(pendingSaid(`cancel every order on ${symbol}`));
  const result = await session.invoke('trading.cancelAll', { pair: symbol });
  session.poller.refreshAfterTrade();
  if (result.ok) for (const item of result.value.items) if (item.outcome === 'cancelled') hotkeys.orderDone(item.orderId);
  hotkeys.update(id, cancelAllSaid(symbol, result));
}
