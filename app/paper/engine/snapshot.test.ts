import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PositionType } from '../../../shared/exchange/enums';
import { PaperEngine } from '.';
import { applyCommand, everything, freshEngine, randomCommand } from './random-commands';
import { btc, NOW, place, USDT, valueOf } from './testing';

/** Through JSON, as the store writes it. */
const restored = (engine: PaperEngine) => PaperEngine.fromSnapshot(JSON.parse(JSON.stringify(engine.toSnapshot())));

describe('snapshots', () => {
  it('restore an engine that answers every query the same, after every kind of command', () => {
    const { engine, accounts } = freshEngine();
    const [a, b, c] = accounts as [number, number, number];
    const cross = { positionType: PositionType.CROSS };
    place(engine, c, btc('sell', 60000, 2, cross));
    place(engine, a, btc('buy', 60000, 1));
    place(engine, b, btc('buy', 60000, 1, cross));
    place(engine, c, btc('buy', 59000, 1, cross));
    place(engine, b, btc('sell', 61000, 0.5, cross));
    valueOf(engine.setUserLever(b, 1, PositionType.CROSS, 20, NOW));
    valueOf(engine.adjustMargin(a, valueOf(engine.positions(a)).records[0]!.id, true, 100 * USDT, NOW));
    valueOf(engine.settleFunding(1, 10_000, 600_000, NOW + 1));
    valueOf(engine.setMarkPrice(1, 540_000, NOW + 2)); // liquidates a
    engine.cancelOrder(c, place(engine, c, btc('buy', 50000, 1, cross)), NOW + 3);
    expect(valueOf(engine.orderHistory(a, 1))[0]!.clientOrderId).toMatch(/^liquidation:/);

    const copy = restored(engine);
    expect(everything(copy, accounts)).toEqual(everything(engine, accounts));
    expect(copy.toSnapshot()).toEqual(engine.toSnapshot());
  });

  it('restore an engine that goes on exactly as the original: same ids, same fills, same answers', () => {
    fc.assert(
      fc.property(
        fc.array(randomCommand, { minLength: 10, maxLength: 50, size: 'max' }),
        fc.array(randomCommand, { minLength: 10, maxLength: 50, size: 'max' }),
        (before, after) => {
          const { engine, accounts } = freshEngine();
          before.forEach((cmd, i) => applyCommand(engine, accounts, cmd, i));
          const copy = restored(engine);
          expect(everything(copy, accounts)).toEqual(everything(engine, accounts));
          after.forEach((cmd, i) => {
            const n = before.length + i;
            expect(applyCommand(copy, accounts, cmd, n)).toEqual(applyCommand(engine, accounts, cmd, n));
          });
          expect(everything(copy, accounts)).toEqual(everything(engine, accounts));
          expect(copy.toSnapshot()).toEqual(engine.toSnapshot());
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses a snapshot of other pairs', () => {
    const snapshot = freshEngine().engine.toSnapshot();
    expect(() => PaperEngine.fromSnapshot({ ...snapshot, pairIds: [1, 2] })).toThrow(/other pairs/);
  });
});
