/**
 * What the order form's engine (features/trading: order-form.ts, scale-form.ts) needs besides what the trader
 * typed, worked out from the session's stores: the pair and its trade config, the book, the available balance,
 * the positions and open orders, the account's leverage setting. Pure, no React: the Order entry, the trading
 * service (which checks every order, whoever sends it) and the hotkeys all read it from here.
 */
import Decimal from 'decimal.js';
import type { LeverageSetting } from '../../shared/bridge';
import { PositionType, type Depth, type Order, type Pair, type Position, type TradeConfig } from '../../shared/exchange';
import { PAPER_MAKER_REBATE_RATE } from '../../shared/trading';
import type { EntryContext, EntryPosition, MarginMode } from '../domain/trading/entry-context';
import type { FeedsState } from '../stores/feeds-store';
import { leverageKey, type LeverageChoice, type OrderEntryState } from '../stores/order-entry-store';

/** The stores' states the context is made of. */
export interface EntryState {
  /** The market store's: the pair list, and the pair on screen. */
  market: { pairs: { data: readonly Pair[] | null }; selected: string };
  feeds: Pick<FeedsState, 'feeds'>;
  orderEntry: Pick<OrderEntryState, 'tradeConfigs' | 'leverageSettings' | 'marginMode'>;
}

/** Each part of the context as the stores keep it (so a React view can select them one by one and redraw on change). */
export interface EntrySources {
  pair: Pair | undefined;
  configs: readonly TradeConfig[] | null;
  /** The account's leverage setting for the pair and mode; null until read. */
  setting: LeverageSetting | null;
  book: Depth | null;
  available: string | null;
  positions: readonly Position[] | null;
  openOrders: readonly Order[] | null;
  paper: boolean;
}

/** A position's or an order's margin mode, from the exchange's position type. */
export const marginModeOf = (positionType: number): MarginMode => (positionType === PositionType.CROSS ? 'cross' : 'isolated');

export function entryPositionOf(p: Position): EntryPosition {
  return { isLong: p.isLong, quantity: p.quantity, amount: p.amount, margin: p.marginAmount, leverage: p.lever, mode: marginModeOf(p.positionType) };
}

/** The form's leverage rule: the trader's choice for this pair and mode, else the account's setting, else none. */
export function entryLeverage(choice: LeverageChoice | null, setting: { leverage: number } | null, pair: string, mode: MarginMode): number | null {
  if (choice && choice.pair === pair && choice.marginMode === mode) return choice.value;
  return setting?.leverage ?? null;
}

/** The parts, for `symbol` (the selected pair unless named) in `marginMode` (the form's unless named). */
export function entrySourcesOf(
  state: EntryState,
  symbol = state.market.selected,
  marginMode: MarginMode = state.orderEntry.marginMode,
): EntrySources {
  const { feeds } = state.feeds;
  const pair = state.market.pairs.data?.find((p) => p.symbol === symbol);
  return {
    pair,
    configs: state.orderEntry.tradeConfigs.data,
    setting: state.orderEntry.leverageSettings[leverageKey(symbol, marginMode)]?.data ?? null,
    book: feeds.depth.key === symbol ? feeds.depth.data : null,
    available: feeds.balance.data?.availableAmount ?? null,
    positions: feeds.positions.data,
    openOrders: feeds.openOrders.key === symbol ? feeds.openOrders.data : null,
    paper: feeds.status.data?.venue.paper ?? false,
  };
}

/** The engine's context from its parts; null until the pair is known. */
export function contextOf(s: EntrySources): EntryContext | null {
  const { pair, setting } = s;
  if (!pair) return null;
  const position = s.positions?.find((p) => p.symbol === pair.symbol) ?? null;
  return {
    pair,
    config: s.configs?.find((c) => c.pairId === pair.id) ?? null,
    book: s.book,
    available: s.available,
    position: position && entryPositionOf(position),
    otherCross: (s.positions ?? [])
      .filter((p) => p.symbol !== pair.symbol && p.positionType === PositionType.CROSS)
      .map((p) => ({ isLong: p.isLong, amount: p.amount, margin: p.marginAmount, unrealizedPnl: p.unrealizedPnl })),
    openOrderModes: modesOf(s.openOrders, pair.symbol),
    leverageRange: {
      min: Math.max(pair.minLever, setting?.minLeverage ?? pair.minLever),
      max: Math.min(pair.maxLever, setting?.maxLeverage ?? pair.maxLever),
    },
    rebateRate: s.paper ? PAPER_MAKER_REBATE_RATE : '0',
    restingBySide: restingOf(s.openOrders, pair.symbol),
  };
}

/** The context the engine checks an order on `symbol` in `marginMode` against, now. */
export const entryContextOf = (state: EntryState, symbol?: string, marginMode?: MarginMode): EntryContext | null =>
  contextOf(entrySourcesOf(state, symbol, marginMode));

function modesOf(orders: readonly Order[] | null, symbol: string): MarginMode[] {
  const modes = new Set<MarginMode>();
  for (const o of orders ?? []) if (o.symbol === symbol) modes.add(marginModeOf(o.positionType));
  return [...modes];
}

/** What the open orders on `symbol` have left to fill, per side. */
function restingOf(orders: readonly Order[] | null, symbol: string): { buy: string; sell: string } {
  let buy = new Decimal(0);
  let sell = new Decimal(0);
  for (const o of orders ?? []) {
    if (o.symbol !== symbol) continue;
    const left = new Decimal(o.quantity).minus(o.dealQuantity);
    if (o.isLong) buy = buy.plus(left);
    else sell = sell.plus(left);
  }
  return { buy: buy.toFixed(), sell: sell.toFixed() };
}
