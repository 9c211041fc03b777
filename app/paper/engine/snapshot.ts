/**
 * The engine's state as plain JSON-able data, and back. What can be derived is left out and rebuilt: the books
 * (open orders rest in id order, which is their time priority), each slot's open orders and tallies, and the
 * client order ids in use.
 */
import { OrderStatus, type PositionType } from '../../../shared/exchange/enums';
import { linkOpen, newAccount } from './accounts';
import { isLiquidation } from './fills';
import type { PairSpec } from './pairs';
import { HOUSE_ID, newState, type EngineState, type Ids } from './state';
import type { Tape, TradeEvent } from './tape';
import type { AccountState, Fill, FillLog, OrderState, Position, RebateDay, Slot, Tariff } from './model';

export interface EngineSnapshot {
  version: 1;
  pairIds: number[];
  ids: Ids;
  houseBalance: number;
  accounts: AccountSnapshot[];
  /** Every order the state refers to: open, in a history, or behind a fill; by id. */
  orders: OrderSnapshot[];
  /** Open positions, the house's (account 0) included, by id. */
  positions: PositionSnapshot[];
  markets: MarketSnapshot[];
}

export interface AccountSnapshot {
  id: number;
  available: number;
  frozen: number;
  /** Per pair, like the engine's pairs. */
  slots: SlotSnapshot[];
  /** Histories, oldest first; `done` by order id. */
  done: number[];
  fills: FillSnapshot[];
  days: DaySnapshot[];
  tariffs: TariffSnapshot[];
}

export interface SlotSnapshot {
  isolatedLever: number;
  crossLever: number;
  leverType: PositionType;
  /** Today's maker earnings (the pair's newest day in `days`, unless pushed out of it). */
  day: DaySnapshot | null;
}

export type OrderSnapshot = Omit<OrderState, 'slot' | 'pair' | 'prev' | 'next' | 'openPrev' | 'openNext'> & {
  accountId: number;
  pairId: number;
};
export type PositionSnapshot = Omit<Position, 'slot'> & { accountId: number; pairId: number };
/** [id, price, quantity, takerIsLong, time] */
export type TradeSnapshot = [number, number, number, boolean, number];
/** [tradeId, orderId, price, quantity, time, isTaker, isClose, fee, pnl, rebate] */
export type FillSnapshot = [number, number, number, number, number, boolean, boolean, number, number, number];
export type DaySnapshot = Omit<RebateDay, 'pair'> & { pairId: number };
export type TariffSnapshot = Omit<Tariff, 'pair'> & { pairId: number };

export interface MarketSnapshot {
  pairId: number;
  mark: number | null;
  lastPrice: number;
  /** Oldest first. */
  tape: TradeSnapshot[];
}

/** The items of a column ring, oldest first. */
function oldestFirst<T>(ring: { size: number; newest(i: number): T }): T[] {
  const out: T[] = [];
  for (let i = ring.size - 1; i >= 0; i--) out.push(ring.newest(i));
  return out;
}

const tradeOut = (t: TradeEvent): TradeSnapshot => [t.id, t.price, t.quantity, t.takerIsLong, t.time];
const fillOut = (f: Fill): FillSnapshot => [f.tradeId, f.order.id, f.price, f.quantity, f.time, f.isTaker, f.isClose, f.fee, f.pnl, f.rebate];
const dayOut = ({ pair, ...day }: RebateDay): DaySnapshot => ({ ...day, pairId: pair.id });

export function toSnapshot(s: EngineState): EngineSnapshot {
  const orders = new Map<number, OrderState>();
  const keep = (o: OrderState) => orders.set(o.id, o);
  const positions: Position[] = [];
  for (const account of [s.house, ...s.accounts.values()]) {
    for (const slot of account.slots) {
      for (let o = slot.openHead; o !== null; o = o.openNext) keep(o);
      if (slot.position !== null) positions.push(slot.position);
    }
    account.done.toArray().forEach(keep);
    for (const f of oldestFirst(account.fills)) keep(f.order);
  }
  return {
    version: 1,
    pairIds: s.pairs.map((p) => p.id),
    ids: { ...s.ids },
    houseBalance: s.house.available,
    accounts: [...s.accounts.values()].map((a) => ({
      id: a.id,
      available: a.available,
      frozen: a.frozen,
      slots: a.slots.map((slot) => ({
        isolatedLever: slot.isolatedLever,
        crossLever: slot.crossLever,
        leverType: slot.leverType,
        day: slot.day === null ? null : dayOut(slot.day),
      })),
      done: a.done.toArray().map((o) => o.id),
      fills: oldestFirst(a.fills).map(fillOut),
      days: a.days.toArray().map(dayOut),
      tariffs: a.tariffs.toArray().map(({ pair, ...t }) => ({ ...t, pairId: pair.id })),
    })),
    orders: [...orders.values()]
      .sort((a, b) => a.id - b.id)
      .map(({ slot, pair, prev: _p, next: _n, openPrev: _op, openNext: _on, ...o }) => ({
        ...o,
        accountId: slot.account.id,
        pairId: pair.id,
      })),
    positions: positions.sort((a, b) => a.id - b.id).map(({ slot, ...p }) => ({ ...p, accountId: slot.account.id, pairId: slot.pair.id })),
    markets: s.markets.map((m) => ({
      pairId: m.pair.id,
      mark: m.mark,
      lastPrice: m.lastPrice,
      tape: oldestFirst(m.tape).map(tradeOut),
    })),
  };
}

export function fromSnapshot(snapshot: EngineSnapshot, pairs: readonly PairSpec[]): EngineState {
  if (snapshot.version !== 1) throw new Error(`unknown engine snapshot version ${String(snapshot.version)}`);
  if (snapshot.pairIds.join() !== pairs.map((p) => p.id).join()) throw new Error('the snapshot is of other pairs');
  const s = newState(pairs);
  Object.assign(s.ids, snapshot.ids);
  s.house.available = snapshot.houseBalance;
  const marketOf = (pairId: number) => s.marketById[pairId]!;
  const slotOf = (accountId: number, pairId: number): Slot => {
    const account = accountId === HOUSE_ID ? s.house : s.accounts.get(accountId)!;
    return account.slots[marketOf(pairId).index]!;
  };

  for (const a of snapshot.accounts) {
    const account = newAccount(a.id, a.available, pairs);
    account.frozen = a.frozen;
    s.accounts.set(a.id, account);
  }
  const orders = new Map<number, OrderState>();
  for (const { accountId, pairId, ...o } of snapshot.orders) {
    const slot = slotOf(accountId, pairId);
    const order: OrderState = { ...o, slot, pair: slot.pair, prev: null, next: null, openPrev: null, openNext: null };
    orders.set(order.id, order);
    if (order.status === OrderStatus.OPEN || order.status === OrderStatus.PARTIALLY_FILLED) restOpen(s, order);
  }
  for (const { accountId, pairId, ...p } of snapshot.positions) {
    const slot = slotOf(accountId, pairId);
    const position: Position = { ...p, slot };
    slot.position = position;
    slot.positionType = position.positionType;
    marketOf(pairId).positions.add(position);
  }
  for (const m of snapshot.markets) {
    const market = marketOf(m.pairId);
    market.mark = m.mark;
    market.lastPrice = m.lastPrice;
    restoreTape(market.tape, m.tape);
  }
  for (const a of snapshot.accounts) restoreHistories(s, s.accounts.get(a.id)!, a, orders);
  return s;
}

/** Puts an open order back in its book, its slot's open orders and tallies, and the table of open orders. */
function restOpen(s: EngineState, order: OrderState): void {
  const { slot } = order;
  const market = s.markets[slot.index]!;
  (order.isLong ? market.bids : market.asks).add(order);
  s.orders.add(order.id, order);
  linkOpen(slot, order);
  slot.account.clientOrderIds.add(order.clientOrderId);
  slot.positionType = order.positionType;
  if (order.isLong) {
    slot.pendingBuy += order.remaining;
    slot.closingBuy += order.closeRemaining;
  } else {
    slot.pendingSell += order.remaining;
    slot.closingSell += order.closeRemaining;
  }
}

function restoreTape(tape: Tape, trades: readonly TradeSnapshot[]): void {
  for (const [id, price, quantity, takerIsLong, time] of trades) tape.push(id, price, quantity, takerIsLong, time);
}

function restoreFills(log: FillLog, fills: readonly FillSnapshot[], orders: Map<number, OrderState>): void {
  for (const [tradeId, orderId, price, quantity, time, isTaker, isClose, fee, pnl, rebate] of fills) {
    log.push(orders.get(orderId)!, tradeId, price, quantity, time, isTaker, isClose, fee, pnl, rebate);
  }
}

function restoreHistories(s: EngineState, account: AccountState, a: AccountSnapshot, orders: Map<number, OrderState>): void {
  const pairOf = (pairId: number) => s.marketById[pairId]!.pair;
  const days = new Map<number, RebateDay>();
  const dayIn = ({ pairId, ...d }: DaySnapshot): RebateDay => {
    const day = days.get(d.id) ?? { ...d, pair: pairOf(pairId) };
    days.set(day.id, day);
    return day;
  };
  for (const id of a.done) {
    const order = orders.get(id)!;
    account.done.push(order);
    if (!isLiquidation(order)) account.clientOrderIds.add(order.clientOrderId);
  }
  restoreFills(account.fills, a.fills, orders);
  for (const day of a.days) account.days.push(dayIn(day));
  for (const { pairId, ...t } of a.tariffs) account.tariffs.push({ ...t, pair: pairOf(pairId) });
  a.slots.forEach((saved, index) => {
    const slot = account.slots[index]!;
    slot.isolatedLever = saved.isolatedLever;
    slot.crossLever = saved.crossLever;
    slot.leverType = saved.leverType;
    slot.day = saved.day === null ? null : dayIn(saved.day);
  });
}
