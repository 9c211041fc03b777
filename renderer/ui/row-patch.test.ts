import { describe, expect, it } from 'vitest';
import { rowPatches } from './row-patch';

describe('rowPatches', () => {
  it('writes every slot of rows never shown', () => {
    expect(rowPatches([], [['60000.0', '0.5', null]])).toEqual([
      { row: 0, slot: 0, value: '60000.0' },
      { row: 0, slot: 1, value: '0.5' },
      { row: 0, slot: 2, value: null },
    ]);
  });

  it('writes nothing when the next rows show the same', () => {
    const rows = [
      ['60000.0', '0.5', 'scaleX(0.500)'],
      ['59999.0', '1.0', 'scaleX(1.000)'],
    ];
    expect(
      rowPatches(
        rows,
        rows.map((r) => [...r]),
      ),
    ).toEqual([]);
  });

  it('writes only the slots that changed, row by row', () => {
    const shown = [
      ['60000.0', '0.5', null],
      ['59999.0', '1.0', 'own'],
    ];
    const next = [
      ['60000.0', '0.7', null],
      ['59999.0', '1.0', null],
    ];
    expect(rowPatches(shown, next)).toEqual([
      { row: 0, slot: 1, value: '0.7' },
      { row: 1, slot: 2, value: null },
    ]);
  });

  it('leaves rows past the end of the next rows alone (the pool takes them off screen)', () => {
    expect(rowPatches([['a'], ['b'], ['c']], [['a']])).toEqual([]);
  });

  it('writes a grown pool’s new rows in full and the old ones by change', () => {
    expect(
      rowPatches(
        [['a', '1']],
        [
          ['a', '2'],
          ['b', '3'],
        ],
      ),
    ).toEqual([
      { row: 0, slot: 1, value: '2' },
      { row: 1, slot: 0, value: 'b' },
      { row: 1, slot: 1, value: '3' },
    ]);
  });
});
