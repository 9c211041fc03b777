/**
 * The parameter schemas of the bridge's methods: what the renderer (or the command line) may ask for, in a
 * trader's terms (side, type, time in force, margin mode) rather than the wire's numbers. Messages name the
 * field as the screen does.
 */
import Decimal from 'decimal.js';
import { z } from 'zod';
import { isPlainDecimal } from '../decimal/strict';
import { KLINE_PERIODS } from '../exchange/periods';
import { VALUE_HELD_KINDS } from '../trading/held-kinds';

/** A batch or a scale holds at most this many orders; a cancel at most this many ids (the exchange's batch bound). */
export const MAX_ORDERS_PER_BATCH = 100;
/** Markets one `market.tickers` call may ask: a screenful of the Market list and the favourites. */
export const MAX_TICKERS = 60;

export const pairName = z.string().regex(/^[A-Z0-9]{1,20}-[A-Z0-9]{1,20}$/, 'a pair looks like BTC-USDT');

/** A decimal string as Perpdesk writes it: digits and an optional fraction, no sign, no exponent. */
export const plainDecimal = z.string().refine(isPlainDecimal, 'not a plain number');

export const positiveDecimal = (field: string) =>
  z
    .string()
    .refine(isPlainDecimal, `${field} must be a plain number like 123.45`)
    .refine((s) => !/^0(\.0*)?$/.test(s), `${field} must be more than 0`);

const id = (field: string) => z.number().int(`${field} must be a whole number`).positive(`${field} must be positive`);
const ms = z.number().int('a time is whole milliseconds').nonnegative('a time cannot be negative');
const limit = z.number().int().min(1).max(1000);
const page = { page: z.number().int().min(1).optional(), pageSize: z.number().int().min(1).max(100).optional() };
export const clientOrderId = z.string().regex(/^[\x21-\x7e]{1,64}$/, 'a client order id is 1 to 64 visible ASCII characters');

export const side = z.enum(['buy', 'sell']);
export const marginMode = z.enum(['isolated', 'cross']);
export type MarginMode = z.output<typeof marginMode>;
export const timeInForce = z.enum(['GTC', 'IOC', 'FOK', 'POST_ONLY']);
export const leverage = z.number().int('Leverage must be a whole number').min(1, 'Leverage must be at least 1');

/** One order as a trader specifies it. A limit order needs a price; a market order takes none. */
export const orderSpec = z
  .object({
    pair: pairName,
    side,
    type: z.enum(['limit', 'market']).default('limit'),
    price: positiveDecimal('Price').optional(),
    quantity: positiveDecimal('Quantity'),
    /** The pair's leverage setting for this margin mode when not given. */
    leverage: leverage.optional(),
    marginMode: marginMode.default('isolated'),
    timeInForce: timeInForce.default('GTC'),
    /** Only closes what the position holds, less the exits on their way; never opens or flips. */
    reduceOnly: z.boolean().optional(),
  })
  .strict()
  .refine((o) => o.type === 'market' || o.price !== undefined, { path: ['price'], message: 'Price is required for a limit order' })
  .refine((o) => o.type === 'limit' || o.price === undefined, { path: ['price'], message: 'A market order takes no price' })
  .refine((o) => o.type === 'limit' || o.timeInForce !== 'POST_ONLY', {
    path: ['timeInForce'],
    message: 'A market order cannot be Post only',
  });

/** A limit exit's slippage is at most this many percent: more is a market order with extra steps. */
export const MAX_EXIT_SLIPPAGE = 10;
/**
 * The price a held order watches (the mark by default), and how it exits when that price crosses its trigger: at
 * market (by default), or an IOC limit at the firing price ± `slippage` %.
 */
const heldFeedAndExit = {
  feed: z.enum(['mark', 'last']).default('mark'),
  exit: z.enum(['market', 'limit']).default('market'),
  slippage: positiveDecimal('Slippage')
    .refine((s) => Number(s) <= MAX_EXIT_SLIPPAGE, `Slippage is at most ${MAX_EXIT_SLIPPAGE} %`)
    .optional(),
};
const exitNeedsSlippage: [(o: { exit: 'market' | 'limit'; slippage?: string | undefined }) => boolean, { path: string[]; message: string }] = [
  (o) => (o.exit === 'limit') === (o.slippage !== undefined),
  { path: ['slippage'], message: 'A limit exit needs a slippage in %; a market exit takes none' },
];
/** A take profit comes in at most this many tiers. */
export const MAX_TIERS = 4;
/** 1 to MAX_TIERS tiers, each its trigger (the one field of `trigger`) and its share of the position, in %. */
const tiersOf = <T extends z.ZodRawShape>(trigger: T) =>
  z
    .array(z.object({ ...trigger, share: positiveDecimal('Share') }).strict())
    .min(1, 'at least one tier')
    .max(MAX_TIERS, `at most ${MAX_TIERS} tiers`);
/**
 * Refuses breakeven after TP1 without the tiers at `path`, and tiers whose shares add up to more than the whole
 * position, saying by how much.
 */
const tierRules =
  <K extends string>(path: K) =>
  (o: { breakevenAfterTp1?: boolean | undefined } & { [key in K]?: { share: string }[] | undefined }, ctx: z.RefinementCtx): void => {
    const tiers = o[path];
    if (o.breakevenAfterTp1 && tiers === undefined)
      ctx.addIssue({ code: 'custom', path: ['breakevenAfterTp1'], message: 'Breakeven after TP1 needs take-profit tiers' });
    const total = (tiers ?? []).reduce((sum, t) => sum.plus(t.share), new Decimal(0));
    if (total.gt(100))
      ctx.addIssue({ code: 'custom', path: [path], message: `The tiers' shares add up to ${total.toString()} %: at most 100 % of the position` });
  };
export const heldId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'a held order id is letters and digits');

/** A price alert's note is at most this many characters. */
export const MAX_ALERT_NOTE = 200;
const alertNote = z.string().max(MAX_ALERT_NOTE, `A note is at most ${MAX_ALERT_NOTE} characters`);
const alertPercent = positiveDecimal('Percent').refine((s) => Number(s) <= 100, 'Percent is at most 100');
const alertFeed = z.enum(['last', 'mark']).default('last');
export const alertId = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'an alert id is letters and digits');

export const scaleDistributions = ['flat', 'increasing', 'decreasing'] as const;

/** 2 to 100 limit orders spread evenly between two prices, the total quantity shared out by a distribution. */
export const scaleSpec = z
  .object({
    pair: pairName,
    side,
    fromPrice: positiveDecimal('From price'),
    toPrice: positiveDecimal('To price'),
    count: z
      .number()
      .int('Orders must be a whole number')
      .min(2, 'at least 2 orders')
      .max(MAX_ORDERS_PER_BATCH, `at most ${MAX_ORDERS_PER_BATCH} orders`),
    totalQuantity: positiveDecimal('Total quantity'),
    /** How size changes from the first price to the last: the same, growing, or shrinking. */
    distribution: z.enum(scaleDistributions).default('flat'),
    leverage: leverage.optional(),
    marginMode: marginMode.default('isolated'),
    timeInForce: z.enum(['GTC', 'POST_ONLY']).default('GTC'),
  })
  .strict();

export const params = {
  none: z.object({}).strict(),
  pair: z.object({ pair: pairName }).strict(),
  optionalPair: z.object({ pair: pairName.optional() }).strict(),
  depth: z.object({ pair: pairName, limit: z.number().int().min(1).max(100).optional() }).strict(),
  candles: z
    .object({ pair: pairName, period: z.enum(KLINE_PERIODS), limit: z.number().int().min(1).max(1500).optional(), endTime: ms.optional() })
    .strict(),
  trades: z.object({ pair: pairName, limit: z.number().int().min(1).max(500).optional() }).strict(),
  /** The Market list asks only the rows in view and the favourites. */
  tickers: z.object({ pairs: z.array(pairName).min(1, 'at least one market').max(MAX_TICKERS, `at most ${MAX_TICKERS} markets`) }).strict(),
  fundingHistory: z
    .object({ pair: pairName, beginTime: ms.optional(), endTime: ms.optional(), idLe: id('idLe').optional(), limit: limit.optional() })
    .strict(),

  placeOrder: orderSpec,
  placeBatch: z
    .object({ orders: z.array(orderSpec).min(1, 'at least one order').max(MAX_ORDERS_PER_BATCH, `at most ${MAX_ORDERS_PER_BATCH} orders`) })
    .strict(),
  placeScale: scaleSpec,
  cancelOrder: z.object({ pair: pairName, orderId: id('Order id') }).strict(),
  cancelByClientId: z.object({ pair: pairName, clientOrderId }).strict(),
  cancelOrders: z
    .object({
      orderIds: z.array(id('Order id')).min(1, 'at least one order').max(MAX_ORDERS_PER_BATCH, `at most ${MAX_ORDERS_PER_BATCH} orders`),
    })
    .strict(),
  outcome: z.object({ clientOrderId }).strict(),
  moveOrder: z.object({ pair: pairName, orderId: id('Order id'), price: positiveDecimal('Price') }).strict(),
  closePosition: z
    .object({
      pair: pairName,
      positionId: id('Position id'),
      type: z.enum(['limit', 'market']).default('market'),
      price: positiveDecimal('Price').optional(),
      /** The whole position when not given. */
      quantity: positiveDecimal('Quantity').optional(),
    })
    .strict()
    .refine((c) => c.type === 'market' || c.price !== undefined, { path: ['price'], message: 'Price is required to close with a limit order' })
    .refine((c) => c.type === 'limit' || c.price === undefined, { path: ['price'], message: 'A market close takes no price' }),

  /** Every open position of the market, or of every market when none is named. */
  closeAll: z.object({ pair: pairName.optional() }).strict(),

  adjustMargin: z
    .object({ pair: pairName, positionId: id('Position id'), direction: z.enum(['add', 'remove']), amount: positiveDecimal('Amount') })
    .strict(),
  leverage: z.object({ pair: pairName, marginMode }).strict(),
  setLeverage: z.object({ pair: pairName, marginMode, leverage }).strict(),

  order: z.object({ pair: pairName, orderId: id('Order id') }).strict(),
  matches: z.object({ pair: pairName, ...page, matchId: id('matchId').optional() }).strict(),
  /**
   * One market's fills, or with no `pair` those of the watched markets (`focus`, the market on screen, always),
   * merged newest first: trade ids are account-wide, so the id cursors page across markets as within one.
   */
  fills: z
    .object({
      pair: pairName.optional(),
      focus: pairName.optional(),
      orderId: id('Order id').optional(),
      limit: limit.optional(),
      idLe: id('idLe').optional(),
      idGe: id('idGe').optional(),
      beginTime: ms.optional(),
      endTime: ms.optional(),
      ascending: z.boolean().optional(),
    })
    .strict(),
  /** The market on screen is watched whatever else is. */
  recentFills: z.object({ focus: pairName.optional(), limit: limit.optional() }).strict(),
  /**
   * One market's done orders, or with no `pair` those of the watched markets (`focus` always), merged most recently
   * done first: the newest `limit` of all are among the newest `limit` of each, so the growing limit pages as before.
   */
  orderHistory: z.object({ pair: pairName.optional(), focus: pairName.optional(), beginTime: ms.optional(), limit: limit.optional() }).strict(),
  tariffs: z.object({ pair: pairName.optional(), ...page }).strict(),
  makerEarnings: z
    .object({ pair: pairName, beginTime: ms.optional(), endTime: ms.optional(), idLe: id('idLe').optional(), limit: limit.optional() })
    .strict(),
  makerEarningDays: z.object({ pair: pairName, idLe: id('idLe').optional(), limit: limit.optional() }).strict(),

  /**
   * A stop loss or take profit Perpdesk holds on a position: by price, by % from the entry, by ROE % (of the margin),
   * or by USDT of PnL. A take profit may instead be 1 to 4 tiers, each closing its share (a % of the position).
   */
  protectionSet: z
    .object({
      pair: pairName,
      positionId: id('Position id'),
      kind: z.enum(VALUE_HELD_KINDS),
      by: z.enum(['price', 'percent', 'roe', 'pnl']).default('price'),
      value: positiveDecimal('Trigger').optional(),
      /** The whole position, whatever it holds when it fires, when not given. */
      quantity: positiveDecimal('Quantity').optional(),
      /** Take profits in tiers, each `value` in the `by` unit closing `share` % of the position; instead of `value`. */
      tiers: tiersOf({ value: positiveDecimal('Trigger') }).optional(),
      /** With tiers: once TP1's exit is placed, the stop moves to breakeven (entry plus both fees). */
      breakevenAfterTp1: z.boolean().optional(),
      ...heldFeedAndExit,
      /** A trigger the price has already crossed is refused unless this says to fire it now. */
      now: z.boolean().optional(),
    })
    .strict()
    .refine(...exitNeedsSlippage)
    .refine((s) => (s.value === undefined) !== (s.tiers === undefined), { message: 'Give a trigger value or tiers, one of them' })
    .refine((s) => s.tiers === undefined || s.kind === 'take-profit', { path: ['tiers'], message: 'Only a take profit comes in tiers' })
    .refine((s) => s.tiers === undefined || s.quantity === undefined, {
      path: ['quantity'],
      message: 'Tiers are sized by their shares: give no quantity',
    })
    .superRefine(tierRules('tiers')),
  /** A trailing stop on a position, a distance in the quote currency or a percent behind the best price. */
  protectionTrailing: z
    .object({
      pair: pairName,
      positionId: id('Position id'),
      distance: positiveDecimal('Distance').optional(),
      percent: positiveDecimal('Percent').optional(),
      quantity: positiveDecimal('Quantity').optional(),
      ...heldFeedAndExit,
    })
    .strict()
    .refine(...exitNeedsSlippage)
    .refine((t) => (t.distance === undefined) !== (t.percent === undefined), { message: 'Give a trailing distance or a percent, one of them' }),
  /**
   * An entry order with a stop and/or a target (or 1 to 4 target tiers, each closing its share of the fill), armed
   * when it fills and sized to the fill; the stop placed cancels the targets, a single target placed the stop.
   */
  protectionBracket: z
    .object({
      order: orderSpec,
      stopLoss: positiveDecimal('Stop loss').optional(),
      takeProfit: positiveDecimal('Take profit').optional(),
      takeProfits: tiersOf({ price: positiveDecimal('Take profit') }).optional(),
      breakevenAfterTp1: z.boolean().optional(),
      ...heldFeedAndExit,
    })
    .strict()
    .refine(...exitNeedsSlippage)
    .refine((b) => b.stopLoss !== undefined || b.takeProfit !== undefined || b.takeProfits !== undefined, {
      message: 'A bracket needs a stop loss or a take profit',
    })
    .refine((b) => b.takeProfit === undefined || b.takeProfits === undefined, {
      path: ['takeProfits'],
      message: 'Give one take profit or tiers, not both',
    })
    .superRefine(tierRules('takeProfits')),
  protectionId: z.object({ id: heldId }).strict(),
  /** Moves the position's stop loss (or sets one, at market) to its entry plus both taker fees. `now` as for protection.move. */
  protectionBreakeven: z.object({ pair: pairName, positionId: id('Position id'), now: z.boolean().optional() }).strict(),
  /** `now`: as for protection.set, a trigger the price has already crossed fires at once only when this says so. */
  protectionMove: z.object({ id: heldId, trigger: positiveDecimal('Trigger'), now: z.boolean().optional() }).strict(),
  protectionNotices: z.object({ after: z.number().int().min(0).default(0) }).strict(),
  protectionMarkRead: z.object({ upTo: z.number().int().min(0) }).strict(),
  protectionKeepAwake: z.object({ on: z.boolean() }).strict(),

  /** A price alert: above or below a level, or a % move from the price when it is set. Not a trade: no guard. */
  alertsSet: z.discriminatedUnion('condition', [
    z
      .object({ pair: pairName, condition: z.enum(['above', 'below']), price: positiveDecimal('Price'), feed: alertFeed, note: alertNote.optional() })
      .strict(),
    z.object({ pair: pairName, condition: z.literal('move'), percent: alertPercent, feed: alertFeed, note: alertNote.optional() }).strict(),
  ]),
  /** An armed alert's level, percent or note (at least one of them). */
  alertsEdit: z
    .object({ id: alertId, price: positiveDecimal('Price').optional(), percent: alertPercent.optional(), note: alertNote.optional() })
    .strict()
    .refine((e) => e.price !== undefined || e.percent !== undefined || e.note !== undefined, {
      message: 'Give a price, a percent or a note to change',
    }),
  alertsId: z.object({ id: alertId }).strict(),
  alertsMarkSeen: z.object({ ids: z.array(alertId).max(1000, 'at most 1000 alerts') }).strict(),

  /** A chase Perpdesk holds: a post-only order that follows the best price until it fills, or a limit is reached. */
  algoChase: z
    .object({
      pair: pairName,
      side,
      quantity: positiveDecimal('Quantity'),
      /** How far (quote currency) the best price may move against it from where it started; no limit when not given. */
      maxDistance: positiveDecimal('Max distance').optional(),
      maxSeconds: z.number().int('Max time is whole seconds').min(1, 'Max time is at least 1 s').max(86_400, 'Max time is at most a day'),
      /** At a limit: stop, or cross with a market order for the remainder. */
      onLimit: z.enum(['stop', 'market']).default('stop'),
      reduceOnly: z.boolean().default(false),
      leverage: leverage.optional(),
      marginMode: marginMode.default('isolated'),
    })
    .strict(),
  /** A TWAP Perpdesk holds: `slices` IOC limits over `durationSeconds`, their times spread at random by `spread` %. */
  algoTwap: z
    .object({
      pair: pairName,
      side,
      quantity: positiveDecimal('Quantity'),
      slices: z
        .number()
        .int('Slices must be a whole number')
        .min(2, 'at least 2 slices')
        .max(MAX_ORDERS_PER_BATCH, `at most ${MAX_ORDERS_PER_BATCH} slices`),
      durationSeconds: z
        .number()
        .int('Duration is whole seconds')
        .min(10, 'Duration is at least 10 s')
        .max(7 * 86_400, 'Duration is at most a week'),
      spread: z.number().min(0, 'Spread is 0 to 100 %').max(100, 'Spread is 0 to 100 %').default(0),
      /** Slices wait while the price is beyond it (above for a buy, below for a sell). */
      priceLimit: positiveDecimal('Price limit').optional(),
      /** Each slice's IOC limit is this many % beyond the best price. */
      slippage: positiveDecimal('Slippage')
        .refine((s) => Number(s) <= MAX_EXIT_SLIPPAGE, `Slippage is at most ${MAX_EXIT_SLIPPAGE} %`)
        .default('0.5'),
      reduceOnly: z.boolean().default(false),
      leverage: leverage.optional(),
      marginMode: marginMode.default('isolated'),
      /** Seeds the timing's randomness (a random seed when not given). */
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31)
        .optional(),
    })
    .strict(),
  algoId: z.object({ id: heldId }).strict(),
} as const;
