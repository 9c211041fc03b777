import { describe, expect, it } from 'vitest';
import { heldOrder } from './testing';
import { noStopChipText, noStopMessage, watchNoStop, withoutStop, NO_SPELLS } from './no-stop';

const btcLong = { symbol: 'BTC-USDT', isLong: true };
const ethShort = { symbol: 'ETH-USDT', isLong: false };
const ON = { on: true, seconds: 30 };

describe('a position without a stop', () => {
  it('is one with no armed held stop loss or trailing stop on its market and side', () => {
    const positions = [btcLong, ethShort];
    expect(withoutStop(positions, [])).toEqual(positions);
    expect(withoutStop(positions, [heldOrder({ pair: 'BTC-USDT', positionSide: 'long', kind: 'stop-loss', status: 'armed' })])).toEqual([ethShort]);
    expect(withoutStop(positions, [heldOrder({ pair: 'ETH-USDT', positionSide: 'short', kind: 'trailing-stop', status: 'armed' })])).toEqual([
      btcLong,
    ]);
  });

  it('still is one with only a take profit, a bracket leg waiting for its entry, a stop on the other side, or a cancelled stop', () => {
    for (const held of [
      heldOrder({ pair: 'BTC-USDT', positionSide: 'long', kind: 'take-profit', status: 'armed' }),
      heldOrder({ pair: 'BTC-USDT', positionSide: 'long', kind: 'stop-loss', status: 'pending' }),
      heldOrder({ pair: 'BTC-USDT', positionSide: 'short', kind: 'stop-loss', status: 'armed' }),
      heldOrder({ pair: 'BTC-USDT', positionSide: 'long', kind: 'stop-loss', status: 'cancelled' }),
    ]) {
      expect(withoutStop([btcLong], [held])).toEqual([btcLong]);
    }
  });

  it('is not judged while the positions or the held orders are not known', () => {
    expect(withoutStop(null, [])).toBeNull();
    expect(withoutStop([btcLong], null)).toBeNull();
  });
});

describe('the No stop warning over time', () => {
  it('tells a position once, when it has gone the chosen seconds without a stop', () => {
    let { spells, due } = watchNoStop(NO_SPELLS, [btcLong], 1_000, ON);
    expect(due).toEqual([]);
    ({ spells, due } = watchNoStop(spells, [btcLong], 30_999, ON));
    expect(due).toEqual([]);
    ({ spells, due } = watchNoStop(spells, [btcLong], 31_000, ON));
    expect(due).toEqual([btcLong]);
    expect(watchNoStop(spells, [btcLong], 90_000, ON).due).toEqual([]);
  });

  it('starts a new spell when a stop was set and removed again, told again after the wait', () => {
    const first = watchNoStop(NO_SPELLS, [btcLong], 0, ON);
    const told = watchNoStop(first.spells, [btcLong], 30_000, ON);
    expect(told.due).toEqual([btcLong]);
    const covered = watchNoStop(told.spells, [], 40_000, ON); // a stop set
    const removed = watchNoStop(covered.spells, [btcLong], 50_000, ON); // and removed again
    expect(removed.due).toEqual([]);
    expect(watchNoStop(removed.spells, [btcLong], 80_000, ON).due).toEqual([btcLong]);
  });

  it('times each position on its own', () => {
    const five = { on: true, seconds: 5 };
    let { spells } = watchNoStop(NO_SPELLS, [btcLong], 0, five);
    ({ spells } = watchNoStop(spells, [btcLong, ethShort], 3_000, five));
    const at5 = watchNoStop(spells, [btcLong, ethShort], 5_000, five);
    expect(at5.due).toEqual([btcLong]);
    expect(watchNoStop(at5.spells, [btcLong, ethShort], 8_000, five).due).toEqual([ethShort]);
  });

  it('off: keeps no spells and tells nothing, and turned on again starts counting from then', () => {
    const first = watchNoStop(NO_SPELLS, [btcLong], 0, ON);
    const off = watchNoStop(first.spells, [btcLong], 60_000, { on: false, seconds: 30 });
    expect(off).toEqual({ spells: NO_SPELLS, due: [] });
    const again = watchNoStop(off.spells, [btcLong], 70_000, ON);
    expect(again.due).toEqual([]);
    expect(watchNoStop(again.spells, [btcLong], 100_000, ON).due).toEqual([btcLong]);
  });

  it('changes nothing while the lists are not known', () => {
    const { spells } = watchNoStop(NO_SPELLS, [btcLong], 0, ON);
    expect(watchNoStop(spells, null, 60_000, ON)).toEqual({ spells, due: [] });
  });

  it('says which position, for how long, and where to set a stop; the chip counts them', () => {
    expect(noStopMessage(ethShort, 30, 1)).toMatchObject({
      tone: 'warn',
      title: 'No stop: ETH-USDT short',
      body: expect.stringContaining('for 30 s'),
    });
    expect(noStopChipText(2)).toBe('No stop: 2');
    expect(noStopChipText(0)).toBeNull();
  });
});
