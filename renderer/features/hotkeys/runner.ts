/**
 * Does what a hotkey stands for, and says what it did or why it could not. It reads the stores and acts through the
 * session's services: every write through the trading service (so an order is checked by the form's rules and its
 * outcome also shows on the form's result line, one order at a time), the form's send and fields through the order
 * entry service. Nothing here touches another feature's elements, so all of this runs in tests without a DOM.
 */
import type { KlinePeriod } from '../../../shared/exchange';
import { BUTTON_PERIODS, PERIOD_LABELS } from '../../domain/chart/chart-periods';
import { isUnknownOutcome } from '../../../shared/bridge';
import { freshBook } from '../../services/fresh-book';
import { flipStepSaid } from '../../services/position-actions';
import { cancelAllSaid, cancelSaid, describeOrder, describeTraded, pendingSaid, placedSaid } from '../../services/outcomes';
import type { OrderIntent } from '../../services/trading';
import { selectSelectedPair, type PlaceOrderRequest } from '../../stores';
import type { Session } from '../../services/session';
import { hotkeyInfo, sizePresetOf, type HotkeyAction } from './catalog';
import { applyLadderPreset, ladderStoreOf } from '../../stores/ladder-store';
import { presetsOf, presetText } from '../../domain/ladder/size-presets';
import type { HotkeysApi } from './hotkeys-store';
import { bestPriceOrder, closePlan, flipPlan, stepMarket } from './plans';
import { lastOpenOrder, type OpenOrdersView } from './sent-orders';

/** What the runner needs of the page: to take the keyboard out of the field it is in. */
export interface KeyboardPage {
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
  page: KeyboardPage;
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
    case 'sell': {
      if (orderOnItsWay(deps)) return;
      // Priced from the freshest book: the one on screen if it is young enough, else asked now.
      const book = await freshBook(session, symbol);
      if (!book.ok) return refuse(book.message);
      const pricing = session.settings.getState().hotkeyPricing;
      return sendOrder(deps, () => {
        const planned = bestPriceOrder(action, selectSelectedPair(market), { depth: book.depth, stale: false }, entryInputs(session), pricing);
        // The form's own words, said to be the Order entry's (its Quantity, its leverage…).
        return planned.ok ? checked(session, planned.intent, 'Order entry: ', '') : planned;
      });
    }
    case 'flipPosition':
      return flipPosition(deps);
    case 'closePosition':
      return closePosition(deps);
    case 'cancelLast':
      return cancelLast(deps);
    case 'cancelAll':
      return cancelAll(deps);
    case 'focusPrice':
    case 'focusQuantity': {
      const problem = session.entry.focusField(action === 'focusPrice' ? 'price' : 'quantity');
      if (problem) refuse(problem);
      return;
    }
    case 'leaveField':
      return page.leaveField();
    case 'chaseBuy':
    case 'chaseSell': {
      // The form's chase of its Quantity, whatever order type it is on: its checks and its result line.
      const sent = session.entry.submit(action === 'chaseBuy' ? 'buy' : 'sell', { byHotkey: true, asChase: true });
      if (sent.status === 'blocked' || sent.status === 'invalid') refuse(sent.message);
      else hotkeys.say({ tone: 'info', text: `Chase ${action === 'chaseBuy' ? 'buy' : 'sell'} of the Order entry's Quantity: starting` }, 'order');
      return;
    }
    case 'submitBuy':
    case 'submitSell': {
      // The form's own send and its checks (shown at its fields); like every trading key, without the confirmation.
      const sent = session.entry.submit(action === 'submitBuy' ? 'buy' : 'sell', { byHotkey: true });
      if (sent.status === 'blocked') refuse(sent.message);
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
      const preset = sizePresetOf(action);
      if (preset !== null) return pickSizePreset(deps, preset);
      const chart = CHART_PERIODS[action];
      if (!chart) return;
      market.actions.selectPeriod(chart.period);
      hotkeys.say({ tone: 'info', text: `Chart period: ${chart.label}` }, 'period');
    }
  }
}

/** Preset `n` of the market becomes the ladder's quantity and the Order entry's (with its unit). */
function pickSizePreset({ session, hotkeys }: RunnerDeps, n: number): void {
  const pair = selectSelectedPair(session.market.getState());
  if (!pair) return void hotkeys.say({ tone: 'warn', text: 'No market yet: its size presets come with it' });
  const preset = presetsOf(session.settings.getState().sizePresets, pair)[n - 1];
  if (!preset) return void hotkeys.say({ tone: 'warn', text: `${pair.symbol} has no size preset ${n}: set its presets in Settings › Hotkeys` });
  applyLadderPreset(ladderStoreOf(session), pair.symbol, preset);
  const entry = session.orderEntry.getState().actions;
  entry.setUnit(preset.unit);
  entry.setQuantity(preset.quantity);
  hotkeys.say({ tone: 'info', text: `Size preset ${n}: ${presetText(pair, preset)} (ladder and Order entry quantity)` }, 'preset');
}

/** The Order entry's Quantity, unit, margin mode and leverage, as the form would send them. */
function entryInputs(session: Session) {
  const entry = session.orderEntry.getState();
  return {
    kind: entry.kind,
    quantity: entry.quantity,
    unit: entry.unit,
    marginMode: entry.marginMode,
    leverage: session.entry.leverage(),
    reduceOnly: entry.reduceOnly,
  };
}

/** `text`: the order as sent; `suffix`: what follows it in every message. */
type OrderPlan = { ok: true; request: PlaceOrderRequest; reduceOnly: boolean; text: string; suffix: string } | { ok: false; message: string };

/** The trading service's verdict on the order (the form's rules), and what to call it. */
function checked(session: Session, intent: OrderIntent, prefix: string, suffix: string): OrderPlan {
  const verdict = session.trading.checkOrder(intent);
  if (!verdict.ok) return { ok: false, message: `${prefix}${verdict.message}` };
  return {
    ok: true,
    request: verdict.request,
    reduceOnly: intent.fields.reduceOnly ?? false,
    text: `${describeOrder(verdict.request, selectSelectedPair(session.market.getState()))}${suffix}`,
    suffix,
  };
}

/** Sends an order the way the Order entry does: one at a time, its outcome on the form's result line too. */
/** Says so when an order is already out (the Order entry sends one at a time). */
function orderOnItsWay({ session, hotkeys }: Pick<RunnerDeps, 'session' | 'hotkeys'>): boolean {
  if (session.orderEntry.getState().submission.status !== 'pending') return false;
  hotkeys.say({ tone: 'warn', text: 'An order is already on its way: wait for its answer' });
  return true;
}

async function sendOrder({ session, hotkeys }: RunnerDeps, plan: () => OrderPlan): Promise<void> {
  if (orderOnItsWay({ session, hotkeys })) return;
  const planned = plan();
  if (!planned.ok) {
    hotkeys.say({ tone: 'warn', text: planned.message });
    return;
  }
  const { request, reduceOnly, text, suffix } = planned;
  const id = hotkeys.say(pendingSaid(text));
  const outcome = await session.trading.placeOrder(request, undefined, { reduceOnly });
  if (outcome.status === 'refused') {
    hotkeys.update(id, { tone: 'warn', text: outcome.message });
    return;
  }
  const submission = session.orderEntry.getState().submission;
  if (outcome.status === 'busy' || submission.status !== 'settled' || submission.request !== request) {
    // Another order's answer took its place: the Order entry and Order history tell.
    hotkeys.update(id, { tone: 'unknown', text: `Sent: ${text}: see Order history` });
    return;
  }
  // What filled, at the price it filled at (as the form's result line and the fill toast say), not the limit.
  const result = submission.result;
  const traded = result.ok ? `${describeTraded(request, result.value.state, selectSelectedPair(session.market.getState()))}${suffix}` : text;
  hotkeys.update(id, placedSaid(traded, request.quantity, false, result));
}

/** The row's Flip: the position closed on the Close road, then, once flat, the same size opened on the other side. */
async function flipPosition({ session, hotkeys }: RunnerDeps): Promise<void> {
  if (orderOnItsWay({ session, hotkeys })) return;
  const planned = flipPlan(
    session.feeds.getState().feeds.positions.data,
    selectSelectedPair(session.market.getState()),
    session.market.getState().selected,
  );
  if (!planned.ok) {
    hotkeys.say({ tone: 'warn', text: planned.message });
    return;
  }
  const { position } = planned;
  const id = hotkeys.say(flipStepSaid(position, 'closing'));
  const said = await session.positionActions.flip(position, (step) => hotkeys.update(id, flipStepSaid(position, step)));
  hotkeys.update(id, said);
}

async function closePosition({ session, hotkeys }: RunnerDeps): Promise<void> {
  const symbol = session.market.getState().selected;
  const planned = closePlan(session.feeds.getState().feeds.positions.data, symbol);
  if (!planned.ok) {
    hotkeys.say({ tone: 'warn', text: planned.message });
    return;
  }
  const id = hotkeys.say(pendingSaid(planned.text));
  const result = await session.trading.closePosition(planned.request);
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
  const result = await session.trading.cancelOrder(order.pair, order.orderId);
  if (result === null) {
    hotkeys.update(id, { tone: 'warn', text: `Order #${order.orderId} on ${order.pair} is being cancelled already` });
    return;
  }
  // Cancelled, or refused (the exchange says it is filled or gone): either way not the "last open order" any more.
  // Only an unknown outcome keeps it, to try again.
  if (result.ok || !isUnknownOutcome(result.error)) hotkeys.orderDone(order.orderId);
  hotkeys.update(id, cancelSaid(order.orderId, order.pair, result));
}

async function cancelAll({ session, hotkeys }: RunnerDeps): Promise<void> {
  const symbol = session.market.getState().selected;
  // Asked of the exchange even when the table shows none: an order placed a moment ago may not be in it yet.
  const id = hotkeys.say(pendingSaid(`cancel every order on ${symbol}`));
  const result = await session.trading.cancelAll(symbol);
  if (result.ok) for (const item of result.value.items) if (item.outcome === 'cancelled') hotkeys.orderDone(item.orderId);
  hotkeys.update(id, cancelAllSaid(symbol, result));
}
