/** For the engine's tests: order builders in human units, and the exchange's total money. */
import { MatchType, PositionType } from '../../../shared/exchange/enums';
import { createEngine } from '.';
import type { PaperEngine } from './engine';
import type { EngineSnapshot } from './snapshot';
import type { Outcome } from './outcome';
import type { OrderCommand } from './rules';

export const NOW = 1_700_000_000_000;
/** Settle units per USDT. */
export const USDT = 10_000;
/** `amount` USDT in settle units (rounded: the arithmetic of a test's expectation is in floats). */
export const usdt = (amount: number): number => Math.round(amount * USDT);
let clientIds = 0;

/** A BTC-USDT GTC isolated limit order at 10×; price in USDT, quantity in BTC (ticks of 0.1, lots of 0.001). */
export const btc = (side: 'buy' | 'sell', price: number, quantity: number, more: Partial<OrderCommand> = {}): OrderCommand => ({
  pairId: 1,
  isLong: side === 'buy',
  isMarket: false,
  matchType: MatchType.GTC,
  price: Math.round(price * 10),
  quantity: Math.round(quantity * 1000),
  lever: 10,
  positionType: PositionType.ISOLATED,
  clientOrderId: `c${++clientIds}`,
  ...more,
});

/** A market order of `quantity` BTC. */
export const btcMarket = (side: 'buy' | 'sell', quantity: number, more: Partial<OrderCommand> = {}): OrderCommand =>
  btc(side, 0, quantity, { isMarket: true, matchType: MatchType.IOC, ...more });

export function valueOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`rejected ${outcome.code}: ${outcome.msg}`);
  return outcome.value;
}

export const place = (engine: PaperEngine, account: number, cmd: OrderCommand, now = NOW): number =>
  valueOf(engine.placeOrder(account, cmd, now)).orderId;

/** An account's available + frozen + position margin, in USDT (for readable expectations). */
export const holdings = (engine: PaperEngine, account: number): number => {
  const { available, frozen, margin } = engine.balance(account);
  return (available + frozen + margin) / USDT;
};

/**
 * Every settle unit in the exchange, counted so that it never changes: balances, order and position margins, the
 * house, and the positions' unrealised PnL. Positions net out (every long lot has a short one, the house's
 * included), so their PnL summed at any one price per pair is what the shorts' opening amounts exceed the longs'.
 */
export const totalMoney = (engine: PaperEngine): number => moneyIn(engine.toSnapshot());

export function moneyIn(snapshot: EngineSnapshot): number {
  let total = snapshot.houseBalance;
  for (const a of snapshot.accounts) total += a.available + a.frozen;
  for (const p of snapshot.positions) total += p.margin + (p.isLong ? -p.entryValue : p.entryValue);
  return total;
}

/** A still engine with a rich maker (10 M USDT) and a trader (100 k USDT). */
export function makerAndTrader(): { engine: PaperEngine; maker: number; trader: number } {
  const engine = createEngine({ seed: null });
  return { engine, maker: engine.openAccount(10_000_000 * USDT), trader: engine.openAccount(100_000 * USDT) };
}
