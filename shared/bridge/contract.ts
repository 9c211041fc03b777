/**
 * The bridge contract: every method the renderer may call, with the schema of its parameters and the type of
 * its result. The preload's whitelist, the main process's validation, the browser host's dispatch and the
 * renderer's typed client all derive from this one table. A method not here does not exist.
 */
import { z } from 'zod';
import type {
  Balance,
  Candle,
  Depth,
  FundingRecord,
  Fill,
  LastTrade,
  MakerEarning,
  MakerEarningDay,
  Match,
  OpenInterest,
  Order,
  Page,
  Pair,
  Position,
  Tariff,
  TradeConfig,
} from '../exchange/records';
import { guardsSetParams, type GuardSettings } from './guards';
import {
  historyParams as h,
  type DailyPnl,
  type EquityPoint,
  type HistoryNote,
  type HistoryStatus,
  type HistorySummary,
  type RoundTripView,
  type TripFill,
} from './history';
import { workspaceIdSchema, workspaceNameSchema, workspaceSchema, type Workspaces } from '../workspace/model';
import { params as p } from './params';
import type {
  AlgoView,
  AppStatus,
  BatchPlaced,
  BracketPlaced,
  CancelledOrder,
  CancelResults,
  ClosedPosition,
  CreateOutcomeView,
  HeldOrderView,
  LeverageSetting,
  MarketSummary,
  MovedOrder,
  OpenOrdersSweep,
  PairTicker,
  PlacedOrder,
  PriceAlert,
  ProfileFile,
  ProfileList,
  ProfileTestPassed,
  ProfileView,
  ProtectionNotice,
  ProtectionStatus,
  SavedProfile,
} from './values';

/** A declared method: the schema of its parameters, whether it writes (typed as the literal), its result's type. */
interface Declared<Params extends z.ZodType, Write extends boolean, Result> {
  params: Params;
  write: Write;
  result: Result;
}

/**
 * Declares a method: its result type is named, its parameter schema given. A `write` changes something: if its
 * answer is lost, its outcome is unknown rather than failed. The flag's type is `true` or `false`, so the names of
 * the writes (`WriteMethod`) and of the reads (`ReadMethod`) are known to the compiler.
 */
function method<Result>(kind?: 'read'): <Params extends z.ZodType>(params: Params) => Declared<Params, false, Result>;
function method<Result>(kind: 'write'): <Params extends z.ZodType>(params: Params) => Declared<Params, true, Result>;
function method<Result>(kind: 'read' | 'write' = 'read') {
  return <Params extends z.ZodType>(params: Params): Declared<Params, boolean, Result> => ({
    params,
    write: kind === 'write',
    result: undefined as unknown as Result,
  });
}

// Bounds only: the vault checks the meaning and says what is wrong in a trader's words. No message here may
// repeat a value (a secret could be in any field).
const profileInput = z
  .object({
    name: z.string().max(200),
    baseUrl: z.string().max(2000),
    apiKey: z.string().max(500),
    apiSecret: z.string().max(1000),
    readOnly: z.boolean().optional(),
  })
  .strict();
const workspaceId = z.object({ id: workspaceIdSchema }).strict();
const profileId = z.object({ id: z.string().min(1).max(100) }).strict();

/** Pause, resume or cancel one chase or TWAP by its id. */
const algoControl = method<AlgoView>('write')(p.algoId);

export const contract = {
  'status.get': method<AppStatus>()(p.none),

  'market.pairs': method<Pair[]>()(p.none),
  'market.tickers': method<PairTicker[]>()(p.tickers),
  'market.summary': method<MarketSummary>()(p.pair),
  'market.ticker': method<Candle>()(p.pair),
  'market.depth': method<Depth>()(p.depth),
  'market.candles': method<Candle[]>()(p.candles),
  'market.trades': method<LastTrade[]>()(p.trades),
  'market.fundingHistory': method<FundingRecord[]>()(p.fundingHistory),
  'market.openInterest': method<OpenInterest[]>()(p.optionalPair),

  'trading.placeOrder': method<PlacedOrder>('write')(p.placeOrder),
  'trading.placeBatch': method<BatchPlaced>('write')(p.placeBatch),
  'trading.placeScale': method<BatchPlaced>('write')(p.placeScale),
  'trading.cancelOrder': method<CancelledOrder>('write')(p.cancelOrder),
  'trading.cancelByClientId': method<{ pair: string; clientOrderId: string }>('write')(p.cancelByClientId),
  'trading.cancelOrders': method<CancelResults>('write')(p.cancelOrders),
  'trading.cancelAll': method<CancelResults>('write')(p.optionalPair),
  'trading.closePosition': method<PlacedOrder>('write')(p.closePosition),
  /** Each position closed at market on the Close road, one after another; one answer per position, refused or not. */
  'trading.closeAll': method<ClosedPosition[]>('write')(p.closeAll),
  'trading.moveOrder': method<MovedOrder>('write')(p.moveOrder),
  'trading.outcome': method<CreateOutcomeView>()(p.outcome),

  'positions.list': method<Position[]>()(p.optionalPair),
  'positions.adjustMargin': method<Position>('write')(p.adjustMargin),
  'positions.leverage': method<LeverageSetting>()(p.leverage),
  'positions.setLeverage': method<LeverageSetting>('write')(p.setLeverage),

  'account.balance': method<Balance>()(p.none),
  /** Without a pair: the markets where the trader has positions or orders may rest (see the core's watch set). */
  'account.openOrders': method<Order[]>()(p.optionalPair),
  /** Starts a full sweep of every market's open orders unless one runs; its progress. */
  'account.sweepOpenOrders': method<OpenOrdersSweep>()(p.none),
  'account.sweepProgress': method<OpenOrdersSweep>()(p.none),
  /** The newest fills of the watched markets (positions, orders, recent orders, `focus`), newest first. */
  'account.recentFills': method<Fill[]>()(p.recentFills),
  'account.order': method<Order>()(p.order),
  'account.matches': method<Page<Match>>()(p.matches),
  'account.fills': method<Fill[]>()(p.fills),
  'account.orderHistory': method<Order[]>()(p.orderHistory),
  'account.tariffs': method<Page<Tariff>>()(p.tariffs),
  'account.makerEarnings': method<MakerEarning[]>()(p.makerEarnings),
  'account.makerEarningDays': method<MakerEarningDay[]>()(p.makerEarningDays),
  'account.tradeConfigs': method<TradeConfig[]>()(p.none),

  /** Orders Perpdesk holds (stops, targets, brackets, trailing stops): newest first, the ended ones last. */
  'protection.list': method<HeldOrderView[]>()(p.none),
  'protection.set': method<HeldOrderView>('write')(p.protectionSet),
  'protection.trailing': method<HeldOrderView>('write')(p.protectionTrailing),
  'protection.bracket': method<BracketPlaced>('write')(p.protectionBracket),
  'protection.cancel': method<HeldOrderView>('write')(p.protectionId),
  'protection.move': method<HeldOrderView>('write')(p.protectionMove),
  /** The position's stop loss moved to (or set at) its entry plus both taker fees: it never realises a loss. */
  'protection.breakeven': method<HeldOrderView>('write')(p.protectionBreakeven),
  'protection.status': method<ProtectionStatus>()(p.none),
  /** What held orders did (triggered, cancelled, shrunk, a stale feed), after the notice numbered `after`. */
  'protection.notices': method<ProtectionNotice[]>()(p.protectionNotices),
  /** The trader has seen the notices up to `upTo` (a seq): they are kept, but not told again at the next start. */
  'protection.markRead': method<null>()(p.protectionMarkRead),
  /** The desktop app keeps the system awake while orders are armed (saved with them; the guard ignores it). */
  'protection.keepAwake': method<ProtectionStatus>()(p.protectionKeepAwake),

  /** Chase and TWAP orders Perpdesk holds: the working ones first, then the ended, newest first. */
  'algo.list': method<AlgoView[]>()(p.none),
  'algo.chase': method<AlgoView>('write')(p.algoChase),
  'algo.twap': method<AlgoView>('write')(p.algoTwap),
  /** A TWAP only: no slice is sent until it is resumed. */
  'algo.pause': algoControl,
  'algo.resume': algoControl,
  /** Its order on the exchange is cancelled first; it ends once that is known. */
  'algo.cancel': algoControl,

  /** Price alerts Perpdesk holds (issue 21): armed first (newest first), then the last 50 fired. */
  'alerts.list': method<PriceAlert[]>()(p.none),
  /** Not a trade: not in the write band, no guard. Refuses a level the price is already past. */
  'alerts.set': method<PriceAlert>()(p.alertsSet),
  /** Armed ones only; a fired alert is refused. */
  'alerts.edit': method<PriceAlert>()(p.alertsEdit),
  /** Armed or fired; answers the removed alert. */
  'alerts.remove': method<PriceAlert>()(p.alertsId),
  /** The trader has been told of these fired alerts: not told again after a restart. */
  'alerts.markSeen': method<null>()(p.alertsMarkSeen),

  /** The guards of the profile traded now (every write passes them in the core). */
  'guards.get': method<GuardSettings>()(p.none),
  /** Loosening a guard needs `confirmLoosen: true`, and is journaled. */
  'guards.set': method<GuardSettings>('write')(guardsSetParams),

  /** The trader's record kept locally (app/history): totals and statistics over a period, overall and per market. */
  'history.summary': method<HistorySummary>()(h.period),
  /** Round trips (open to flat) closed in the period, and those still open; newest first, each with its note. */
  'history.roundTrips': method<RoundTripView[]>()(h.roundTrips),
  /** The fills of one round trip (its id as roundTrips gives it), oldest first; an unknown trip is invalid input. */
  'history.tripFills': method<TripFill[]>()(h.tripFills),
  /** Realised PnL, fees, funding and rebates per UTC day. */
  'history.daily': method<DailyPnl[]>()(h.period),
  /** Balance and equity snapshots (one a minute while Perpdesk runs). */
  'history.equity': method<EquityPoint[]>()(h.period),
  /** Sets the note and tags of a round trip or a fill (an empty note without tags removes them). */
  'history.setNote': method<HistoryNote | null>('write')(h.setNote),
  'history.note': method<HistoryNote | null>()(h.note),
  /** Notes whose text or tags contain `text`, and that carry `tag`. */
  'history.search': method<HistoryNote[]>()(h.search),
  /** The round trips of the period as CSV, with their notes and tags. */
  'history.csv': method<string>()(h.period),
  /** Reads the exchange's records into the history now (it also does so every minute); what it then holds. */
  'history.refresh': method<HistoryStatus>()(p.none),

  'profiles.list': method<ProfileList>()(p.none),
  'profiles.test': method<ProfileTestPassed>()(profileInput),
  'profiles.add': method<SavedProfile>('write')(profileInput),
  'profiles.setSecret': method<SavedProfile>('write')(profileId.extend({ apiSecret: z.string().max(1000) }).strict()),
  /** Renames a saved profile or turns Read only on or off; the active one trades (or not) at once. */
  'profiles.update': method<ProfileView>('write')(
    profileId.extend({ name: z.string().max(200).optional(), readOnly: z.boolean().optional() }).strict(),
  ),
  /** The files the profile's trading left (held orders, history…): a removal keeps them, and names them first. */
  'profiles.files': method<ProfileFile[]>()(profileId),
  'profiles.select': method<ProfileList>('write')(profileId),
  'profiles.remove': method<ProfileList>('write')(profileId),

  /** Every workspace and the one on screen (the three Perpdesk comes with until one changes). */
  'workspaces.list': method<Workspaces>()(p.none),
  /** Saves a workspace whole (panels, layout, pop-out windows, links), as the screen changed it. */
  'workspaces.save': method<Workspaces>('write')(z.object({ workspace: workspaceSchema }).strict()),
  /** A new workspace, on screen at once: empty (`from` null) or a copy of `from`. */
  'workspaces.create': method<Workspaces>('write')(z.object({ name: workspaceNameSchema, from: workspaceIdSchema.nullable() }).strict()),
  'workspaces.rename': method<Workspaces>('write')(workspaceId.extend({ name: workspaceNameSchema }).strict()),
  /** A built-in workspace back as it came. */
  'workspaces.reset': method<Workspaces>('write')(workspaceId),
  'workspaces.remove': method<Workspaces>('write')(workspaceId),
  'workspaces.select': method<Workspaces>('write')(workspaceId),
} as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
/** The methods that change something (their `write` flag): only the renderer's services may call them. */
export type WriteMethod = { [M in MethodName]: Contract[M]['write'] extends true ? M : never }[MethodName];
/** The methods that only read: what the renderer's stores and panels may call. */
export type ReadMethod = Exclude<MethodName, WriteMethod>;
export type ParamsOf<M extends MethodName> = z.input<Contract[M]['params']>;
export type ValidParamsOf<M extends MethodName> = z.output<Contract[M]['params']>;

/** An order as the renderer asks for it: the one request type of every way to trade. */
export type PlaceOrderRequest = ParamsOf<'trading.placeOrder'>;
export type PlaceScaleRequest = ParamsOf<'trading.placeScale'>;
export type ResultOf<M extends MethodName> = Contract[M]['result'];

export const methodNames = Object.keys(contract) as MethodName[];
export const isMethodName = (name: unknown): name is MethodName => typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);

/** Whether the method changes something, so that a lost answer leaves its outcome unknown. */
export const isWriteMethod = (name: string): boolean => isMethodName(name) && contract[name].write;
