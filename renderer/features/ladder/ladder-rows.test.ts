import { describe, expect, it } from 'vitest';
import { rowPatches } from '../../ui/row-patch';
import type { LadderRow } from './ladder-grid';
import { ladderRowLabel, ladderRowValues } from './ladder-rows';

const row = (over: Partial<LadderRow> = {}): LadderRow => ({
  price: '60000.0',
  bid: '0.500',
  ask: null,
  bidShare: 0.5,
  askShare: 0,
  myBuy: null,
  mySell: null,
  volume: null,
  marks: [],
  ...over,
});

describe('ladder row values', () => {
  it('name the row as read aloud, with its marks', () => {
    expect(ladderRowLabel(row({ myBuy: '0.010', marks: ['best-bid', 'entry'] }))).toBe(
      '60000.0, bid size 0.500, ask size none, my orders buy 0.010; best bid, entry',
    );
    expect(ladderRowLabel(row({ myBuy: '0.010', marks: ['best-bid', 'chase-buy'] }))).toBe(
      '60000.0, bid size 0.500, ask size none, my orders buy 0.010; best bid, chase buy held by Perpdesk',
    );
    expect(ladderRowLabel(row({ marks: ['twap-limit-sell'] }))).toContain('; TWAP sell price limit held by Perpdesk');
  });

  it('hide the Buy and Sell buttons with ladder trading off, and Cancel where the trader has no orders; a hidden one has no name', () => {
    const off = ladderRowValues(row({ myBuy: '0.010' }), false);
    const on = ladderRowValues(row({ myBuy: '0.010' }), true);
    const onNoOrders = ladderRowValues(row(), true);
    const names = ['Buy at 60000.0', 'Sell at 60000.0', 'Cancel orders at 60000.0'];
    // Each button's `hidden` slot comes just before its name: '' hides it, null shows it.
    const flags = (values: readonly (string | null)[]) => names.map((name) => values.indexOf(name)).map((i) => (i < 0 ? 'no name' : values[i - 1]));
    expect(flags(on)).toEqual([null, null, null]);
    expect(flags(onNoOrders)).toEqual([null, null, 'no name']);
    expect(flags(off)).toEqual(['no name', 'no name', 'no name']);
    expect(off.filter((v) => v === '')).toHaveLength(on.filter((v) => v === '').length + 3);
  });

  it('change only the slots of what moved: a new bid size writes the size, the bar and the name', () => {
    const before = [ladderRowValues(row(), true)];
    const after = [ladderRowValues(row({ bid: '0.700', bidShare: 0.7 }), true)];
    expect(rowPatches(before, after).map((p) => p.value)).toEqual([
      '60000.0, bid size 0.700, ask size none, my orders none',
      'scaleX(0.70)',
      '0.700',
    ]);
  });
});
