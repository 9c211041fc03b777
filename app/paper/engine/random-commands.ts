/**
 * For the property and snapshot tests: random sequences of every command the engine takes, on a few accounts of
 * different sizes and two pairs, with marks that move far enough to liquidate.
 */
import fc from 'fast-check';
import { PositionType } from '../../../shared/exchange/enums';
import { createEngine } from '.';
import type { PaperEngine } from './engine';
import { NOW, USDT } from './testing';

const BALANCES = [20_000 * USDT, 200_000 * USDT, 5_000_000 * USDT];
/** Mid prices in ticks and the step of the price grid, per pair. */
const MID: Record<number, { mid: number; step: number; maxLots: number }> = {
  1: { mid: 600_000, step: 50, maxLots: 3000 }, // BTC: 60000.0 ± 6 × 5.0
  2: { mid: 300_000, step: 100, maxLots: 300 }, // ETH: 3000.00 ± 6 × 1.00
};
/** Each account mostly trades one position type, so that fewer orders clash with what it holds. */
const usualType = (account: number) => (account % 2 === 0 ? PositionType.ISOLATED : PositionType.CROSS);

export type RandomCommand =
  | {
      kind: 'order';
      account: number;
      pairId: number;
      isLong: boolean;
      isMarket: boolean;
      matchType: number;
      offset: number;
      lots: number;
      /** Sized to the whole available balance instead: fills then find nothing left to pay a maker fee from. */
      allIn: boolean;
      lever: number;
      /** null: the account's usual one. */
      positionType: number | null;
    }
  | { kind: 'cancel'; account: number; pick: number }
  | { kind: 'lever'; account: number; pairId: number; positionType: number; lever: number }
  | { kind: 'margin'; account: number; isAdd: boolean; amount: number; pick: number }
  | { kind: 'mark'; pairId: number; percent: number }
  | { kind: 'funding'; pairId: number; rate: number };

const account = fc.integer({ min: 0, max: BALANCES.length - 1 });
const pairId = fc.constantFrom(1, 2);
const positionType = fc.constantFrom(PositionType.ISOLATED, PositionType.CROSS);

export const randomCommand: fc.Arbitrary<RandomCommand> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('order' as const),
      account,
      pairId,
      isLong: fc.boolean(),
      isMarket: fc.integer({ min: 0, max: 9 }).map((n) => n < 3),
      matchType: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, fc.integer({ min: 1, max: 4 })),
      // Now and then far from the mid: fills there close positions beyond their margin.
      offset: fc.oneof({ weight: 9, arbitrary: fc.integer({ min: -6, max: 6 }) }, fc.integer({ min: -600, max: 600 })),
      lots: fc.integer({ min: 1, max: 3000 }),
      allIn: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      lever: fc.oneof({ weight: 3, arbitrary: fc.constant(10) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 25 }) }),
      positionType: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: positionType }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), account, pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('lever' as const), account, pairId, positionType, lever: fc.integer({ min: 1, max: 25 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('margin' as const),
      account,
      isAdd: fc.boolean(),
      amount: fc.integer({ min: 1, max: 5000 * USDT }),
      pick: fc.nat(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mark' as const),
      pairId,
      percent: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }) }, fc.integer({ min: -30, max: 30 })),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('funding' as const), pairId, rate: fc.integer({ min: -1_000_000, max: 1_000_000 }) }),
  },
);

/** A fresh engine with the accounts of BALANCES; their ids. */
export function freshEngine(): { engine: PaperEngine; accounts: number[] } {
  const engine = createEngine({ seed: null });
  return { engine, accounts: BALANCES.map((b) => engine.openAccount(b)) };
}

/** Applies the command (the i-th of its run, at NOW + i seconds); returns what the engine answered. */
export function applyCommand(engine: PaperEngine, accounts: number[], cmd: RandomCommand, i: number): unknown {
  const now = NOW + i * 1000;
  switch (cmd.kind) {
    case 'order': {
      const { mid, step, maxLots } = MID[cmd.pairId]!;
      const id = accounts[cmd.account]!;
      const price = mid + cmd.offset * step;
      const affordable = Math.floor((engine.balance(id).available * cmd.lever) / price);
      return engine.placeOrder(
        id,
        {
          pairId: cmd.pairId,
          isLong: cmd.isLong,
          isMarket: cmd.isMarket && cmd.matchType !== 4,
          matchType: cmd.matchType,
          price,
          quantity: Math.max(1, Math.min(cmd.allIn ? affordable : cmd.lots, maxLots)),
          lever: cmd.lever,
          positionType: cmd.positionType ?? usualType(cmd.account),
          clientOrderId: `r${i}`,
        },
        now,
      );
    }
    case 'cancel': {
      const id = accounts[cmd.account]!;
      const open = engine.pairs.flatMap((p) => {
        const page = engine.openOrders(id, p.id, 1, 100);
        return page.ok ? page.value.records : [];
      });
      const order = open[cmd.pick % Math.max(1, open.length)];
      return engine.cancelOrder(id, order?.id ?? cmd.pick, now);
    }
    case 'lever':
      return engine.setUserLever(accounts[cmd.account]!, cmd.pairId, cmd.positionType, cmd.lever, now);
    case 'margin': {
      const id = accounts[cmd.account]!;
      const positions = engine.positions(id);
      const records = positions.ok ? positions.value.records : [];
      const position = records[cmd.pick % Math.max(1, records.length)];
      return engine.adjustMargin(id, position?.id ?? cmd.pick, cmd.isAdd, cmd.amount, now);
    }
    case 'mark': {
      const { mid } = MID[cmd.pairId]!;
      return engine.setMarkPrice(cmd.pairId, Math.round((mid * (100 + cmd.percent)) / 100), now);
    }
    case 'funding': {
      const { mid } = MID[cmd.pairId]!;
      return engine.settleFunding(cmd.pairId, cmd.rate, engine.markPrice(cmd.pairId) ?? mid, now);
    }
  }
}

/** Everything the engine answers about the accounts and the pairs, through its queries. */
export function everything(engine: PaperEngine, accounts: number[]): unknown {
  const pairIds = engine.pairs.map((p) => p.id);
  const lastOrderId = engine.toSnapshot().ids.order;
  return {
    accounts: accounts.map((id) => ({
      balance: engine.balance(id),
      record: engine.balanceRecord(id, 'USDT'),
      positions: engine.positions(id, { pageSize: 100 }),
      tariffs: engine.tariffs(id, { pageSize: 100 }),
      orders: Array.from({ length: lastOrderId }, (_, i) => engine.order(id, i + 1)),
      pairs: pairIds.map((pairId) => ({
        open: engine.openOrders(id, pairId, 1, 100),
        history: engine.orderHistory(id, pairId, { limit: 1000 }),
        fills: engine.fillHistory(id, pairId, { limit: 1000 }),
        matches: engine.matchList(id, pairId, { pageSize: 100 }),
        earnings: engine.makerEarnings(id, pairId, { limit: 1000 }),
        days: engine.makerEarningDays(id, pairId),
        levers: [undefined, PositionType.ISOLATED, PositionType.CROSS].map((t) => engine.getUserLever(id, pairId, t)),
      })),
    })),
    pairs: pairIds.map((pairId) => ({
      depth: engine.depth(pairId),
      trades: engine.lastTrades(pairId, 1000),
      best: engine.bestPrices(pairId),
      mark: engine.markPrice(pairId),
    })),
    openInterest: engine.openInterest(),
    tradeConfigs: engine.tradeConfigs(),
  };
}
