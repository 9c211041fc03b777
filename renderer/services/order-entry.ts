/**
 * The Order entry as a session service, with no React in it: what the form shows (both sides evaluated by the
 * engine, features/trading order-form.ts and scale-form.ts), and what it does: send a side (through the trading
 * service, after the confirmation when that is on), confirm, go to a field. The form (OrderEntry.tsx) only renders
 * this; the hotkeys, the chart and anything later call it, never the form's elements.
 */
import Decimal from 'decimal.js';
import { chaseLimitsOf } from '../domain/trading/chase-form';
import { twapSettingsOf } from '../domain/trading/twap-form';
import { bestAsk, bestBid, type EntryContext, type Estimate, type Side } from '../domain/trading/entry-context';
import { evaluateOrderForm, type OrderForm, type OrderFormFields } from '../domain/trading/order-form';
import { evaluateScaleForm, type ScaleForm, type ScaleFormFields } from '../domain/trading/scale-form';
import type { PlaceOrderRequest } from '../../shared/bridge';
import {
  bracketOf,
  type EntryTimeInForce,
  type OrderEntryState,
  type OrderEntryStore,
  type OrderField,
  type OrderKind,
  type PendingConfirmation,
} from '../stores/order-entry-store';
import type { ConfirmPlace, SettingsStore } from '../stores/settings-store';
import { midPrice } from '../domain/trading/preview-format';
import { sizeByRisk, type RiskSizing } from '../domain/trading/risk-sizing';
import { bracketErrors, bracketPrices, firstBracketError, tiersTarget, type BracketPrices, type PlannedEntry } from '../domain/trading/bracket-form';
import { formatAge } from '../ui/format';
import { entryContextOf, entryLeverage, entrySourcesOf, type EntryState } from './entry-context-of';
import type { AlgoWrites } from './algo';
import type { FreshBook } from './fresh-book';
import { firstError, type PlaceOutcome, type Trading } from './trading';

/** The time in force each kind of order allows. */
export const ALLOWED_TIF: Record<OrderKind, readonly EntryTimeInForce[]> = {
  limit: ['GTC', 'IOC', 'FOK', 'POST_ONLY'],
  market: ['IOC', 'FOK'],
  scale: ['GTC', 'POST_ONLY'],
  chase: ['POST_ONLY'],
  twap: ['IOC'],
};

type AlgoKind = 'chase' | 'twap';
const isAlgoKind = (kind: OrderKind): kind is AlgoKind => kind === 'chase' || kind === 'twap';

/** Where the trader is taken to fix what stops the order, in the form's order. */
export const FOCUS_ORDER: readonly OrderField[] = ['price', 'quantity', 'fromPrice', 'toPrice', 'count', 'totalQuantity'];

export const SIDE_LABELS: Record<Side, string> = { buy: 'Buy / Long', sell: 'Sell / Short' };

/** Both sides of the form, evaluated. */
export type EntryForms = { scale: false; buy: OrderForm; sell: OrderForm } | { scale: true; buy: ScaleForm; sell: ScaleForm };

/** What of the order entry store the forms are made of. */
export type FormState = Pick<OrderEntryState, 'kind' | 'price' | 'quantity' | 'unit' | 'marginMode' | 'timeInForce' | 'scale'> & {
  reduceOnly?: boolean;
};

export const singleFieldsOf = (s: FormState, leverage: number | null): OrderFormFields => ({
  type: s.kind === 'market' ? 'market' : 'limit',
  price: s.price,
  quantity: s.quantity,
  unit: s.unit,
  leverage,
  marginMode: s.marginMode,
  timeInForce: s.timeInForce,
  reduceOnly: s.reduceOnly ?? false,
});

export const scaleFieldsOf = (s: FormState, leverage: number | null): ScaleFormFields => ({
  ...s.scale,
  leverage,
  marginMode: s.marginMode,
  timeInForce: s.timeInForce,
});

export function entryFormsOf(s: FormState, ctx: EntryContext, leverage: number | null): EntryForms {
  if (s.kind === 'scale') {
    const fields = scaleFieldsOf(s, leverage);
    return { scale: true, buy: evaluateScaleForm(fields, ctx, 'buy'), sell: evaluateScaleForm(fields, ctx, 'sell') };
  }
  const fields = singleFieldsOf(s, leverage);
  const asOrders = (buy: OrderFormFields, sell: OrderFormFields): EntryForms => ({
    scale: false,
    buy: evaluateOrderForm(buy, ctx, 'buy'),
    sell: evaluateOrderForm(sell, ctx, 'sell'),
  });
  if (s.kind === 'chase') {
    // A chase starts as a post-only order at the best bid (a buy) or ask (a sell): previewed (maker) and checked as one.
    const chase = { ...fields, timeInForce: 'POST_ONLY' as const };
    return asOrders({ ...chase, price: bestBid(ctx) ?? '' }, { ...chase, price: bestAsk(ctx) ?? '' });
  }
  if (s.kind === 'twap') {
    // A TWAP is previewed and checked as the whole quantity taken at the best ask (a buy) or bid (a sell), as its slices are.
    const twap = { ...fields, timeInForce: 'IOC' as const };
    return asOrders({ ...twap, price: bestAsk(ctx) ?? '' }, { ...twap, price: bestBid(ctx) ?? '' });
  }
  return asOrders(fields, fields);
}

/** One side's column of the preview (and of the confirmation). */
export interface PreviewColumn {
  /** The price the estimate assumes (a market order's from the book; a scale's average). */
  price: string | null;
  notional: string | null;
  estimate: Estimate | null;
  role: 'maker' | 'taker' | 'mixed';
  /** Its cost is more than the available balance. */
  tooDear: boolean;
  note?: string | undefined;
}

export function columnOf(ctx: EntryContext, form: OrderForm | ScaleForm, isScale: boolean): PreviewColumn | null {
  const { preview } = form;
  if (!preview) return null;
  const tooDear = Boolean(preview.estimate && ctx.available !== null && new Decimal(preview.estimate.cost).gt(ctx.available));
  if (isScale) {
    const p = preview as NonNullable<ScaleForm['preview']>;
    const crossing = p.legs.filter((l) => l.crosses).length;
    const role = (form as ScaleForm).timeInForce === 'POST_ONLY' || crossing === 0 ? 'maker' : crossing === p.legs.length ? 'taker' : 'mixed';
    return { price: p.averagePrice, notional: p.notional, estimate: p.estimate, role, tooDear, note: p.note };
  }
  const p = preview as NonNullable<OrderForm['preview']>;
  return { price: p.price, notional: p.notional, estimate: p.estimate, role: p.role, tooDear, note: p.note };
}

/**
 * What a send did: `blocked` (the form cannot send now, and why), `invalid` (the form shows what is wrong, and
 * the keyboard is taken there), `confirming` (the confirmation asks), `sent`.
 */
export type SubmitOutcome =
  { status: 'blocked'; message: string } | { status: 'invalid'; message: string } | { status: 'confirming' } | { status: 'sent' };

export interface OrderEntryDeps {
  /** The market's, the feeds' and the order entry's state now. */
  state: () => EntryState;
  orderEntry: OrderEntryStore;
  settings: SettingsStore;
  trading: Trading;
  /** Where a chase is started (the Order entry's Chase); without it a chase is refused. */
  algos?: AlgoWrites;
  /** The freshest book of a market (fresh-book.ts); the one on screen when there is no such road (tests). */
  book?: (pair: string) => Promise<FreshBook>;
  now?: () => number;
}

/** What the trader said to an order asked about from elsewhere (the ladder): no, or yes and what the send became. */
export type ConfirmAnswer = { status: 'cancelled' } | { status: 'sent'; outcome: PlaceOutcome };

/** The Bid / Mid / Ask buttons. */
export type PricePick = 'bid' | 'mid' | 'ask';

/** A book older than this is said to be, beside the price it gave. */
const SAY_AGE_AFTER_MS = 1000;

/** What a price button did: the price put in the field, and a note when its book was old; or why none. */
export type PickOutcome = { ok: true; price: string; note: string | null } | { ok: false; message: string };

/** The account's equity: available and frozen balance plus the positions' unrealised PnL; null until the balance arrives. */
export function equityOf(feeds: EntryState['feeds']['feeds']): string | null {
  const balance = feeds.balance.data;
  if (!balance) return null;
  const pnl = (feeds.positions.data ?? []).reduce((sum, p) => sum.plus(p.unrealizedPnl), new Decimal(0));
  return new Decimal(balance.availableAmount).plus(balance.frozenAmount).plus(pnl).toFixed();
}

/** The risk a planned trade is sized at while the form's Risk is empty: 1 % of equity. */
const DEFAULT_RISK_PERCENT = '1';

/** Where the chart's position tool puts a trade in the form: its entry (a limit price), its stop and its target. */
export interface PlannedTrade {
  entry: string;
  stop: string;
  target: string;
}

export interface OrderEntryService {
  /**
   * The form's sizing by risk now (its Risk, Stop loss, Take profit at its Price, or the book for a market order); null when
   * Size by risk is off, the form is on Scale, or the market is not known.
   */
  riskSizing: () => RiskSizing | null;
  /**
   * Sizes by risk (its stop and target are the bracket's Stop loss and Take profit) and, when it can, writes the
   * quantity into Quantity (in the coin); the sizing, or null as `riskSizing`.
   */
  applyRisk: () => RiskSizing | null;
  /** A planned trade sized by the form's risk (1 % of equity while the form has none); null until the market is known. */
  sizePlanned: (trade: PlannedTrade) => RiskSizing | null;
  /** A trade planned on the chart: a limit at its entry, sized by risk from its stop, its stop and target as the bracket. */
  fillPlanned: (trade: PlannedTrade) => RiskSizing | null;
  /** The engine's context for the selected pair and the form's mode; null until the pair is known. */
  context: () => EntryContext | null;
  /** The order the bracket's % / ROE / PnL are counted from on `side`: its price, leverage and quantity in the coin. */
  plannedEntry: (side: Side) => PlannedEntry;
  /** The order's leverage: the trader's choice for this pair and mode, else the account's setting; null until known. */
  leverage: () => number | null;
  /**
   * Sends the form as a buy or a sell, as its button does (after the confirmation when that is on). `byHotkey`:
   * sent by a trading hotkey, which never confirms (one rule for every trading key, said in Settings › Hotkeys).
   */
  submit: (side: Side, options?: { byHotkey?: boolean; asChase?: boolean }) => SubmitOutcome;
  /**
   * The confirmation asks about an order sent from `place` (the ladder); its "Don't ask again" turns off that
   * place's confirmations only. Resolves once the trader answers (or another question takes its place).
   */
  ask: (place: ConfirmPlace, order: PendingConfirmation & { kind: 'order' }) => Promise<ConfirmAnswer>;
  /** The trader said yes in the confirmation (and perhaps not to ask again where the order came from). */
  confirm: (dontAskAgain: boolean) => void;
  cancelConfirmation: () => void;
  /** Puts the keyboard in the form's Price or Quantity, its text selected; says why not, or null. */
  focusField: (field: 'price' | 'quantity') => string | null;
  /** Whether an order (or scale) of the form's kind is on its way. */
  pending: () => boolean;
  /**
   * Puts the best bid, the mid or the best ask of the freshest book into Price (the book asked again when the one
   * on screen is over a quarter second old); says the book's age when it is over a second (a fresh one could not
   * be read).
   */
  pickPrice: (which: PricePick) => Promise<PickOutcome>;
}

export function createOrderEntry({ state, orderEntry, settings, trading, algos, book, now = Date.now }: OrderEntryDeps): OrderEntryService {
  const entry = () => orderEntry.getState();
  const context = () => entryContextOf(state());
  const leverage = () => {
    const s = state();
    return entryLeverage(entry().leverage, entrySourcesOf(s).setting, s.market.selected, entry().marginMode);
  };
  const pending = () => {
    const { kind, scaleSubmission, algoSubmission, submission } = entry();
    return (kind === 'scale' ? scaleSubmission : isAlgoKind(kind) ? algoSubmission : submission).status === 'pending';
  };

  /**
   * A chase or a TWAP of the form's order (checked as its first order: a post-only at the best, an IOC slice), held
   * by Perpdesk: started without the confirmation, its progress in the Working tab.
   */
  function startAlgo(kind: AlgoKind, request: PlaceOrderRequest, ctx: EntryContext): SubmitOutcome {
    const { chase, twap, reduceOnly, actions } = entry();
    const settings = kind === 'chase' ? chaseLimitsOf(chase, ctx.pair) : twapSettingsOf(twap, ctx.pair);
    if (!settings.ok) return { status: 'invalid', message: settings.message };
    if (!algos) return { status: 'blocked', message: `A ${kind === 'chase' ? 'chase' : 'TWAP'} cannot be started here` };
    actions.algoSubmitted();
    const { pair, side, quantity, leverage, marginMode } = request;
    const order = { pair, side, quantity, reduceOnly, ...(leverage === undefined ? {} : { leverage }), marginMode };
    const started = 'maxSeconds' in settings.value ? algos.chase({ ...order, ...settings.value }) : algos.twap({ ...order, ...settings.value });
    void started.then(actions.algoSettled);
    return { status: 'sent' };
  }

  const placeOne = (c: PendingConfirmation & { kind: 'order' }) => trading.placeOrder(c.request, c.bracket, { reduceOnly: c.reduceOnly ?? false });
  const dispatch = (c: PendingConfirmation) => void (c.kind === 'scale' ? trading.placeScale(c.request) : placeOne(c));

  /** The question on screen when it came from elsewhere than the form, and who waits for its answer. */
  let asked: { confirmation: PendingConfirmation; place: ConfirmPlace; answer: (a: ConfirmAnswer) => void } | null = null;
  /** Who waits for the answer to `confirmation` (null: the form); anyone waiting on an older question hears no. */
  function takeAsked(confirmation: PendingConfirmation) {
    const taken = asked?.confirmation === confirmation ? asked : null;
    if (asked && !taken) asked.answer({ status: 'cancelled' });
    asked = null;
    return taken;
  }
  function askConfirmation(confirmation: PendingConfirmation) {
    asked?.answer({ status: 'cancelled' });
    asked = null;
    entry().actions.askConfirmation(confirmation);
  }

  function plannedEntry(side: Side): PlannedEntry {
    const e = entry();
    const ctx = context();
    const typed = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) && new Decimal(text.trim()).gt(0) ? text.trim() : null);
    const price = e.kind === 'limit' ? typed(e.price) : ctx && (side === 'buy' ? bestAsk(ctx) : bestBid(ctx));
    const amount = typed(e.quantity);
    const quantity = amount === null || e.unit === 'base' ? amount : price === null ? null : new Decimal(amount).div(price).toString();
    return { price: price ?? null, leverage: leverage(), quantity };
  }

  /**
   * The bracket's legs as prices for an order on `side` (a long's when the side is not known yet: a % or an ROE is
   * as far either way); Size by risk cannot size from a stop in USDT of PnL, which is itself the size times the distance.
   */
  function legPrices(side: Side, sizing: boolean): BracketPrices {
    const { bracket } = entry();
    if (sizing && bracket.stopLossBy === 'pnl' && bracket.stopLoss.trim() !== '') {
      return { ok: false, message: 'Size by risk sizes from the stop: give the Stop loss as a price, % from entry or ROE %' };
    }
    const ctx = context();
    const lot = { tradeDecimal: ctx?.pair.tradeDecimal ?? 8, coin: ctx?.pair.tradeCoinName ?? '' };
    return bracketPrices(bracket, side, plannedEntry(side), ctx?.pair.priceDecimal ?? 8, lot);
  }

  /** The form's risk (1 % of equity while none is typed) sized from `entryPrice` (null: market) to the stop. */
  function sizeWith(ctx: EntryContext, entryPrice: string | null, stop: string, target: string): RiskSizing {
    const e = entry();
    const typed = e.risk.amount.trim() !== '';
    const equity = equityOf(state().feeds.feeds);
    const risk = typed ? { risk: e.risk.amount, unit: e.risk.unit } : { risk: DEFAULT_RISK_PERCENT, unit: 'percent' as const };
    return sizeByRisk({ ...risk, stop, target, entry: entryPrice, leverage: leverage(), marginMode: e.marginMode, equity }, ctx);
  }

  function riskSizing(side: Side = 'buy'): RiskSizing | null {
    const ctx = context();
    const e = entry();
    if (!ctx || !e.risk.on || e.kind === 'scale' || isAlgoKind(e.kind)) return null;
    if (e.risk.amount.trim() === '') return { ok: false, field: 'risk', message: 'Risk is required' };
    const legs = legPrices(side, true);
    if (!legs.ok) return { ok: false, field: 'stop', message: legs.message };
    // Tiers: R:R reckons the reward as the share-weighted sum of theirs, one target standing for them all.
    const from = legs.takeProfits && plannedEntry(side).price;
    const target = legs.takeProfits && from ? tiersTarget(from, legs.takeProfits, ctx.pair.priceDecimal) : legs.takeProfit;
    return sizeWith(ctx, e.kind === 'limit' ? e.price : null, legs.stopLoss, target);
  }

  function applyRisk(side?: Side): RiskSizing | null {
    const sized = riskSizing(side);
    const { actions, unit, quantity } = entry();
    // Nothing sized, nothing to send: an old quantity must not go out under a risk it was not sized for.
    if (sized && !sized.ok && quantity !== '') actions.setQuantity('');
    if (!sized?.ok) return sized;
    if (unit !== 'base') actions.setUnit('base');
    if (quantity !== sized.size.quantity) actions.setQuantity(sized.size.quantity);
    return sized;
  }

  return {
    context,
    leverage,
    pending,
    plannedEntry,
    riskSizing: () => riskSizing(),
    applyRisk: () => applyRisk(),
    sizePlanned(trade) {
      const ctx = context();
      return ctx && sizeWith(ctx, trade.entry, trade.stop, trade.target);
    },
    fillPlanned(trade) {
      const { actions, risk } = entry();
      actions.setKind('limit');
      actions.setPrice(trade.entry);
      actions.touch('price');
      actions.setBracketField('stopLoss', trade.stop);
      actions.setBracketField('takeProfit', trade.target);
      actions.setBracketField('stopLossBy', 'price');
      actions.setBracketField('takeProfitBy', 'price');
      actions.setRisk({ on: true, ...(risk.amount.trim() === '' ? { amount: DEFAULT_RISK_PERCENT, unit: 'percent' as const } : {}) });
      return applyRisk();
    },
    submit(side, options) {
      const ctx = context();
      // A chase or TWAP of the form's order: its order type, or a chase hotkey whatever the type.
      const kind = entry().kind;
      const algo: AlgoKind | null = options?.asChase === true ? 'chase' : isAlgoKind(kind) ? kind : null;
      if (!entry().shown) return { status: 'blocked', message: 'The Order entry is not on screen' };
      if (!ctx || pending() || (algo !== null && entry().algoSubmission.status === 'pending')) {
        return { status: 'blocked', message: `${SIDE_LABELS[side]} cannot be pressed now: an order is on its way, or the market is still loading` };
      }
      const { actions } = entry();
      const sized = algo !== null ? null : applyRisk(side);
      if (sized && !sized.ok) {
        actions.touchAll();
        return { status: 'invalid', message: sized.message };
      }
      if (sized?.ok && sized.size.side !== side) {
        const other = sized.size.side === 'buy' ? 'a long (the stop is below the entry)' : 'a short (the stop is above the entry)';
        return { status: 'invalid', message: `Sized by risk as ${other}: press ${SIDE_LABELS[sized.size.side]}` };
      }
      actions.attempted(side);
      actions.touchAll();
      const forms = entryFormsOf(algo !== null ? { ...entry(), kind: algo } : entry(), ctx, leverage());
      const form = forms[side];
      if (!form.request) {
        actions.dismissOutcome();
        actions.dismissScaleOutcome();
        const wrong = FOCUS_ORDER.find((field) => form.errors[field]);
        if (wrong) actions.requestFocus(wrong);
        return { status: 'invalid', message: firstError(form.errors) ?? 'The order is not complete' };
      }
      if (algo !== null) return startAlgo(algo, (form as OrderForm).request!, ctx);
      const badLeg = forms.scale ? undefined : firstBracketError(bracketErrors(entry().bracket, ctx.pair));
      if (badLeg) return { status: 'invalid', message: badLeg };
      // Sent as prices, as protection.bracket takes them: a % / ROE / PnL converted for this side.
      const legs = forms.scale ? null : legPrices(side, false);
      if (legs && !legs.ok) return { status: 'invalid', message: legs.message };
      const next: PendingConfirmation = forms.scale
        ? { kind: 'scale', request: (form as ScaleForm).request! }
        : {
            kind: 'order',
            request: (form as OrderForm).request!,
            bracket: bracketOf({ ...entry().bracket, ...(legs?.ok ? legs : {}) }),
            ...(entry().reduceOnly ? { reduceOnly: true } : {}),
          };
      if (settings.getState().confirm.form && !options?.byHotkey) {
        askConfirmation(next);
        return { status: 'confirming' };
      }
      dispatch(next);
      return { status: 'sent' };
    },
    ask(place, order) {
      return new Promise<ConfirmAnswer>((answer) => {
        askConfirmation(order);
        asked = { confirmation: order, place, answer };
      });
    },
    confirm(dontAskAgain) {
      const { confirmation, actions } = entry();
      if (!confirmation) return;
      const from = takeAsked(confirmation);
      if (dontAskAgain) settings.getState().actions.setConfirm(from?.place ?? 'form', false);
      actions.closeConfirmation();
      if (!from || confirmation.kind !== 'order') return dispatch(confirmation);
      void placeOne(confirmation).then((outcome) => from.answer({ status: 'sent', outcome }));
    },
    cancelConfirmation() {
      const { confirmation, actions } = entry();
      if (confirmation) takeAsked(confirmation)?.answer({ status: 'cancelled' });
      actions.closeConfirmation();
    },
    async pickPrice(which) {
      const pair = context()?.pair;
      if (!pair) return { ok: false, message: 'The market list has not arrived yet' };
      const screen = () => {
        const depth = state().feeds.feeds.depth;
        return depth.key === pair.symbol && depth.data && depth.updatedAt !== null ? { depth: depth.data, ageMs: now() - depth.updatedAt } : null;
      };
      const fresh = book ? await book(pair.symbol) : null;
      const used = fresh?.ok ? fresh : screen();
      if (!used) return { ok: false, message: fresh && !fresh.ok ? fresh.message : `The ${pair.symbol} order book has not arrived` };
      const bid = used.depth.bids[0]?.price ?? null;
      const ask = used.depth.asks[0]?.price ?? null;
      const raw = which === 'bid' ? bid : which === 'ask' ? ask : midPrice(bid, ask, pair.priceDecimal);
      if (raw === null)
        return { ok: false, message: `No best ${which === 'bid' ? 'bid' : which === 'ask' ? 'ask' : 'bid or ask'} in the ${pair.symbol} book now` };
      const price = new Decimal(raw).toFixed(pair.priceDecimal);
      entry().actions.setPrice(price);
      entry().actions.touch('price');
      const note = used.ageMs > SAY_AGE_AFTER_MS ? `From the book of ${formatAge(used.ageMs)} ago: a fresh one could not be read` : null;
      return { ok: true, price, note };
    },
    focusField(field) {
      const { kind, shown, actions } = entry();
      if (!shown) return 'The Order entry is not on screen';
      if (field === 'price' && kind === 'market') return 'The Order entry is on Market: a market order has no Price';
      if (field === 'price' && isAlgoKind(kind)) return `The Order entry is on ${kind === 'chase' ? 'Chase' : 'TWAP'}: its price is the book's best`;
      if (kind === 'scale') return `The Order entry is on Scale: it has no ${field === 'price' ? 'Price' : 'Quantity'} field`;
      actions.requestFocus(field, true);
      return null;
    },
  };
}
