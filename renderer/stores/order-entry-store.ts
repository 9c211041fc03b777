/**
 * What the trader has set in the order form (single orders and scale orders), how the last order sent went, and
 * what the form reads once per session or per pair: the exchange's trade configs and the leverage settings.
 */
import { createStore } from 'zustand/vanilla';
import type {
  AlgoView,
  BatchPlaced,
  BridgeResult,
  LeverageSetting,
  MarginMode,
  PlacedOrder,
  PlaceOrderRequest,
  PlaceScaleRequest,
} from '../../shared/bridge';
import type { TradeConfig } from '../../shared/exchange';
import type { BracketFields } from '../domain/trading/bracket-form';
import type { ChaseFields } from '../domain/trading/chase-form';
import type { TwapFields } from '../domain/trading/twap-form';
import { begin, idle, settle, type Loadable } from './loadable';

/** The fields' shapes belong to the forms that read them (renderer/domain/trading); the store keeps them as typed. */
export type { BracketFields, ChaseFields, TwapFields };

/**
 * The kinds of order the form makes: one limit order, one market order, a scale of limit orders, or a chase (a
 * post-only order Perpdesk keeps at the best price until it fills), or a TWAP (slices Perpdesk sends over time).
 */
export type OrderKind = 'limit' | 'market' | 'scale' | 'chase' | 'twap';
export type EntryTimeInForce = 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
export type EntryDistribution = 'flat' | 'increasing' | 'decreasing';
/** Quantity typed in the base coin, or as an amount of the quote coin. */
export type EntryQuantityUnit = 'base' | 'quote';
export type EntrySide = 'buy' | 'sell';

export type ScaleField = 'fromPrice' | 'toPrice' | 'count' | 'totalQuantity';
export type OrderField = 'price' | 'quantity' | ScaleField;
/** The fields whose error waits until the trader has left them or tried to send. */
export type TouchedField = OrderField | 'risk' | 'stopLoss' | 'takeProfit';

export interface ScaleFields {
  fromPrice: string;
  toPrice: string;
  count: string;
  totalQuantity: string;
  distribution: EntryDistribution;
}

export type AlgoSubmission = { status: 'idle' } | { status: 'pending' } | { status: 'settled'; result: BridgeResult<AlgoView> };

export type Submission =
  | { status: 'idle' }
  | { status: 'pending'; request: PlaceOrderRequest }
  | { status: 'settled'; request: PlaceOrderRequest; result: BridgeResult<PlacedOrder> };

export type ScaleSubmission =
  | { status: 'idle' }
  | { status: 'pending'; request: PlaceScaleRequest }
  | { status: 'settled'; request: PlaceScaleRequest; result: BridgeResult<BatchPlaced> };

/** An order waiting for the trader's yes in the confirmation (Settings can turn confirmations off). */
export type PendingConfirmation =
  { kind: 'order'; request: PlaceOrderRequest; bracket?: BracketLegs; reduceOnly?: boolean } | { kind: 'scale'; request: PlaceScaleRequest };

/** A take profit and/or stop loss typed with the entry: sent together they make a bracket Perpdesk holds. */
export interface BracketLegs {
  takeProfit?: string;
  /** Take profit in tiers instead of one: each price closing its share (%) of the fill. */
  takeProfits?: { price: string; share: string }[];
  /** With tiers: the stop moves to breakeven once TP1's exit is placed. */
  breakevenAfterTp1?: boolean;
  stopLoss?: string;
  /** How they exit: at market (by default), or an IOC limit at the firing price ± `slippage` %. */
  exit?: 'market' | 'limit';
  slippage?: string;
}

/** The legs typed in the form (with the tiers as prices, `takeProfits`), or undefined when none is. */
export function bracketOf(
  fields: Pick<BracketFields, 'takeProfit' | 'stopLoss'> & Partial<BracketFields> & { takeProfits?: { price: string; share: string }[] },
): BracketLegs | undefined {
  const takeProfit = fields.scaleOut ? '' : fields.takeProfit.trim();
  const takeProfits = fields.scaleOut && fields.takeProfits && fields.takeProfits.length > 0 ? fields.takeProfits : null;
  const stopLoss = fields.stopLoss.trim();
  if (takeProfit === '' && stopLoss === '' && takeProfits === null) return undefined;
  const exit = fields.exit === 'limit' ? { exit: 'limit' as const, slippage: (fields.slippage ?? '').trim() } : {};
  const tiers = takeProfits === null ? {} : { takeProfits, ...(fields.breakevenAfterTp1 ? { breakevenAfterTp1: true } : {}) };
  return { ...(takeProfit === '' ? {} : { takeProfit }), ...tiers, ...(stopLoss === '' ? {} : { stopLoss }), ...exit };
}

/** The bracket with its prices gone (the tiers' too) and its standing choices kept: units, exit, the tiers' shares. */
export const clearedBracket = (b: BracketFields): BracketFields => ({
  ...b,
  takeProfit: '',
  stopLoss: '',
  tiers: b.tiers.map((t) => ({ ...t, value: '' })),
});

/**
 * What the trader typed to size by risk. Its stop and target are the bracket's Stop loss and Take profit: one value
 * each, so what sizes the order is what is armed with it.
 */
export interface RiskFields {
  on: boolean;
  amount: string;
  unit: 'quote' | 'percent';
}

const noRisk: RiskFields = { on: false, amount: '', unit: 'quote' };

/** A field the form is asked to put the keyboard in; `seq` tells one ask from the next. */
export interface FocusRequest {
  field: OrderField;
  seq: number;
  /** Its text selected too, so typing replaces it. */
  select: boolean;
}

/** The trader's choice of leverage, for the pair and mode it was made on. */
export interface LeverageChoice {
  pair: string;
  marginMode: MarginMode;
  value: number;
}

export interface OrderEntryState {
  kind: OrderKind;
  price: string;
  quantity: string;
  unit: EntryQuantityUnit;
  marginMode: MarginMode;
  timeInForce: EntryTimeInForce;
  /** Null, or chosen for another pair or mode: the account's setting for the pair and mode applies. */
  leverage: LeverageChoice | null;
  scale: ScaleFields;
  chase: ChaseFields;
  twap: TwapFields;
  algoSubmission: AlgoSubmission;
  /** The take profit and stop loss typed with a single order (a bracket), empty when none. */
  bracket: BracketFields;
  /** The form's Reduce only (the trading hotkeys follow it too). */
  reduceOnly: boolean;
  /** Sizing by risk (domain/trading/risk-sizing.ts): on, the quantity comes from the risk and the stop. */
  risk: RiskFields;
  /** A field shows its error only once the trader has left it or tried to send. */
  touched: Record<TouchedField, boolean>;
  /** The side the trader last tried to send: errors of that side alone (the balance, …) show from then on. */
  attemptedSide: EntrySide | null;
  submission: Submission;
  scaleSubmission: ScaleSubmission;
  /** The exchange's trade configs, read once per session. */
  tradeConfigs: Loadable<TradeConfig[]>;
  /** The account's leverage settings, by `leverageKey(pair, mode)`, read again whenever the form turns to them. */
  leverageSettings: Readonly<Record<string, Loadable<LeverageSetting>>>;
  /** The order the confirmation asks about; null while it is closed. */
  confirmation: PendingConfirmation | null;
  focusRequest: FocusRequest | null;
  /** The form is on screen (a hotkey that needs it says so when it is not). */
  shown: boolean;
  /** One of the form's own fields has the keyboard (its send keys work there; other hotkeys do not). */
  fieldFocused: boolean;
  actions: {
    setKind: (kind: OrderKind) => void;
    setPrice: (text: string) => void;
    setQuantity: (text: string) => void;
    /** Switches the Quantity field's unit; the text typed in the other unit no longer means anything. */
    setUnit: (unit: EntryQuantityUnit) => void;
    setMarginMode: (mode: MarginMode) => void;
    setTimeInForce: (tif: EntryTimeInForce) => void;
    setLeverage: (choice: LeverageChoice) => void;
    setScaleField: (field: ScaleField, text: string) => void;
    setDistribution: (distribution: EntryDistribution) => void;
    setChaseField: <F extends keyof ChaseFields>(field: F, value: ChaseFields[F]) => void;
    setTwapField: (field: keyof TwapFields, value: string) => void;
    algoSubmitted: () => void;
    algoSettled: (result: BridgeResult<AlgoView>) => void;
    setBracketField: <F extends keyof BracketFields>(field: F, value: BracketFields[F]) => void;
    setBracket: (bracket: BracketFields) => void;
    setReduceOnly: (on: boolean) => void;
    setRisk: (fields: Partial<RiskFields>) => void;
    touch: (field: TouchedField) => void;
    touchAll: () => void;
    attempted: (side: EntrySide) => void;
    /** Empties the fields: a price typed for one pair is nonsense for another. */
    clearFields: () => void;
    submitted: (request: PlaceOrderRequest) => void;
    settled: (result: BridgeResult<PlacedOrder>) => void;
    /**
     * The order whose outcome was unknown has been found (or is known not placed): the shown outcome becomes that,
     * if it is still the one on screen.
     */
    outcomeFound: (clientOrderId: string, result: BridgeResult<PlacedOrder>) => void;
    /** Forgets the last outcome, so it is not read as the answer to a newer attempt. */
    dismissOutcome: () => void;
    scaleSubmitted: (request: PlaceScaleRequest) => void;
    scaleSettled: (result: BridgeResult<BatchPlaced>) => void;
    dismissScaleOutcome: () => void;
    tradeConfigsRequested: () => void;
    tradeConfigsSettled: (result: BridgeResult<TradeConfig[]>, at: number) => void;
    leverageRequested: (key: string) => void;
    leverageSettled: (key: string, result: BridgeResult<LeverageSetting>, at: number) => void;
    askConfirmation: (confirmation: PendingConfirmation) => void;
    closeConfirmation: () => void;
    requestFocus: (field: OrderField, select?: boolean) => void;
    setShown: (shown: boolean) => void;
    setFieldFocused: (focused: boolean) => void;
  };
}

export type OrderEntryStore = ReturnType<typeof createOrderEntryStore>;

export const leverageKey = (pair: string, marginMode: MarginMode): string => `${pair} ${marginMode}`;

const untouched: Record<TouchedField, boolean> = {
  price: false,
  quantity: false,
  fromPrice: false,
  toPrice: false,
  count: false,
  totalQuantity: false,
  risk: false,
  stopLoss: false,
  takeProfit: false,
};
/** A send tried touches the fields of the kind of order on screen only. */
const SINGLE_TOUCHED = { price: true, quantity: true, risk: true, stopLoss: true, takeProfit: true } as const;
const SCALE_TOUCHED = { fromPrice: true, toPrice: true, count: true, totalQuantity: true } as const;
const emptyScale: ScaleFields = { fromPrice: '', toPrice: '', count: '5', totalQuantity: '', distribution: 'flat' };

export function createOrderEntryStore() {
  return createStore<OrderEntryState>()((set) => ({
    kind: 'limit',
    price: '',
    quantity: '',
    unit: 'base',
    marginMode: 'isolated',
    timeInForce: 'GTC',
    leverage: null,
    scale: emptyScale,
    chase: { maxSeconds: '60', maxDistance: '', onLimit: 'stop' },
    twap: { slices: '10', minutes: '10', spread: '20', priceLimit: '', slippage: '0.5' },
    algoSubmission: { status: 'idle' },
    bracket: {
      takeProfit: '',
      stopLoss: '',
      takeProfitBy: 'price',
      stopLossBy: 'price',
      exit: 'market',
      slippage: '0.5',
      scaleOut: false,
      tiers: [],
      breakevenAfterTp1: false,
    },
    reduceOnly: false,
    risk: noRisk,
    touched: untouched,
    attemptedSide: null,
    submission: { status: 'idle' },
    scaleSubmission: { status: 'idle' },
    tradeConfigs: idle(),
    leverageSettings: {},
    confirmation: null,
    focusRequest: null,
    shown: false,
    fieldFocused: false,
    actions: {
      // A new kind of order starts clean: a send tried on the other kind says nothing about these fields.
      setKind: (kind) => set((s) => (s.kind === kind ? s : { kind, attemptedSide: null, touched: untouched })),
      setPrice: (price) => set({ price }),
      setQuantity: (quantity) => set({ quantity }),
      setUnit: (unit) => set((s) => (s.unit === unit ? s : { unit, quantity: '', touched: { ...s.touched, quantity: false } })),
      setMarginMode: (marginMode) => set({ marginMode }),
      setTimeInForce: (timeInForce) => set({ timeInForce }),
      setLeverage: (leverage) => set({ leverage }),
      setScaleField: (field, text) => set((s) => ({ scale: { ...s.scale, [field]: text } })),
      setDistribution: (distribution) => set((s) => ({ scale: { ...s.scale, distribution } })),
      setChaseField: (field, value) => set((s) => ({ chase: { ...s.chase, [field]: value } })),
      setTwapField: (field, value) => set((s) => ({ twap: { ...s.twap, [field]: value } })),
      algoSubmitted: () => set({ algoSubmission: { status: 'pending' } }),
      algoSettled: (result) => set({ algoSubmission: { status: 'settled', result } }),
      setBracketField: (field, text) => set((s) => ({ bracket: { ...s.bracket, [field]: text } })),
      setBracket: (bracket) => set({ bracket }),
      setReduceOnly: (reduceOnly) => set({ reduceOnly }),
      setRisk: (fields) => set((s) => ({ risk: { ...s.risk, ...fields } })),
      touch: (field) => set((s) => (s.touched[field] ? s : { touched: { ...s.touched, [field]: true } })),
      touchAll: () => set((s) => ({ touched: { ...s.touched, ...(s.kind === 'scale' ? SCALE_TOUCHED : SINGLE_TOUCHED) } })),
      attempted: (attemptedSide) => set({ attemptedSide }),
      clearFields: () =>
        set((s) => ({
          price: '',
          quantity: '',
          scale: { ...s.scale, fromPrice: '', toPrice: '', totalQuantity: '' },
          // How the legs exit is the trader's standing choice: only the prices go.
          bracket: clearedBracket(s.bracket),
          touched: untouched,
          attemptedSide: null,
        })),
      submitted: (request) => set({ submission: { status: 'pending', request } }),
      settled: (result) =>
        set((s) => (s.submission.status === 'pending' ? { submission: { status: 'settled', request: s.submission.request, result } } : s)),
      outcomeFound: (clientOrderId, result) =>
        set((s) =>
          s.submission.status === 'settled' && !s.submission.result.ok && s.submission.result.error.clientOrderId === clientOrderId
            ? { submission: { status: 'settled', request: s.submission.request, result } }
            : s,
        ),
      dismissOutcome: () => set((s) => (s.submission.status === 'settled' ? { submission: { status: 'idle' } } : s)),
      scaleSubmitted: (request) => set({ scaleSubmission: { status: 'pending', request } }),
      scaleSettled: (result) =>
        set((s) =>
          s.scaleSubmission.status === 'pending' ? { scaleSubmission: { status: 'settled', request: s.scaleSubmission.request, result } } : s,
        ),
      dismissScaleOutcome: () => set((s) => (s.scaleSubmission.status === 'settled' ? { scaleSubmission: { status: 'idle' } } : s)),
      tradeConfigsRequested: () => set((s) => ({ tradeConfigs: begin(s.tradeConfigs) })),
      tradeConfigsSettled: (result, at) => set((s) => ({ tradeConfigs: settle(s.tradeConfigs, result, at) })),
      leverageRequested: (key) => set((s) => ({ leverageSettings: { ...s.leverageSettings, [key]: begin(s.leverageSettings[key] ?? idle()) } })),
      leverageSettled: (key, result, at) =>
        set((s) => ({ leverageSettings: { ...s.leverageSettings, [key]: settle(s.leverageSettings[key] ?? idle(), result, at) } })),
      askConfirmation: (confirmation) => set({ confirmation }),
      closeConfirmation: () => set({ confirmation: null }),
      requestFocus: (field, select = false) => set((s) => ({ focusRequest: { field, seq: (s.focusRequest?.seq ?? 0) + 1, select } })),
      setShown: (shown) => set({ shown }),
      setFieldFocused: (fieldFocused) => set((s) => (s.fieldFocused === fieldFocused ? s : { fieldFocused })),
    },
  }));
}
