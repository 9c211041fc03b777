import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../shared/exchange/enums';
import type { PaperEngine } from './engine';
import { applyCommand, freshEngine, randomCommand } from './random-commands';
import { moneyIn, totalMoney } from './testing';

/** What must hold after every command, whatever came before. */
function checkInvariants(engine: PaperEngine, accounts: number[], money: number): void {
  for (const pair of engine.pairs) {
    const { bid, ask } = engine.bestPrices(pair.id);
    if (bid !== null && ask !== null) expect(bid).toBeLessThan(ask);
  }
  const snapshot = engine.toSnapshot();
  for (const order of snapshot.orders) {
    expect(order.remaining).toBeGreaterThanOrEqual(0);
    expect(order.dealQuantity + order.remaining).toBe(order.quantity);
    if (order.status === OrderStatus.FILLED) expect(order.remaining).toBe(0);
  }
  for (const a of snapshot.accounts) {
    expect(a.available).toBeGreaterThanOrEqual(0);
    // What is frozen is what the open orders hold.
    const held = snapshot.orders
      .filter((o) => o.accountId === a.id && (o.status === OrderStatus.OPEN || o.status === OrderStatus.PARTIALLY_FILLED))
      .reduce((sum, o) => sum + o.marginPool + o.feePool, 0);
    expect(a.frozen).toBe(held);
  }
  for (const p of snapshot.positions) {
    expect(p.qty).toBeGreaterThan(0);
    expect(p.margin).toBeGreaterThanOrEqual(0);
  }
  // Every long lot has a short one (the house's included).
  for (const pairId of snapshot.pairIds) {
    const net = snapshot.positions.filter((p) => p.pairId === pairId).reduce((sum, p) => sum + (p.isLong ? p.qty : -p.qty), 0);
    expect(net).toBe(0);
  }
  expect(moneyIn(snapshot)).toBe(money);
  expect(accounts.every((id) => engine.balance(id).available >= 0)).toBe(true);
}

// 200 random sequences take ~8 s on an idle 2-core machine and several times that on a busy one: a generous
// ceiling, so load never fails a property that holds.
const PROPERTY_TIMEOUT_MS = 90_000;

describe('the engine under any sequence of commands', () => {
  it(
    'never rests a crossed book, never fills past the quantity, never lets available go negative, and loses no money',
    () => {
      fc.assert(
        fc.property(fc.array(randomCommand, { minLength: 20, maxLength: 80, size: 'max' }), (commands) => {
          const { engine, accounts } = freshEngine();
          const money = totalMoney(engine);
          commands.forEach((cmd, i) => {
            applyCommand(engine, accounts, cmd, i);
            checkInvariants(engine, accounts, money);
          });
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'liquidates, settles funding and moves margin along the way (the sequences reach every rule)',
    () => {
      let liquidated = 0;
      let funded = 0;
      let flipped = 0;
      fc.assert(
        fc.property(fc.array(randomCommand, { minLength: 20, maxLength: 80, size: 'max' }), (commands) => {
          const { engine, accounts } = freshEngine();
          commands.forEach((cmd, i) => {
            const answer = applyCommand(engine, accounts, cmd, i) as { ok: boolean; value?: unknown };
            if (cmd.kind === 'mark' && answer.ok) liquidated += answer.value as number;
            if (cmd.kind === 'funding' && answer.ok) funded += answer.value as number;
          });
          flipped += engine.toSnapshot().ids.position > accounts.length ? 1 : 0;
        }),
        { numRuns: 100 },
      );
      expect(liquidated).toBeGreaterThan(0);
      expect(funded).toBeGreaterThan(0);
      expect(flipped).toBeGreaterThan(0);
    },
    PROPERTY_TIMEOUT_MS,
  );
});
