import { describe, expect, it } from 'vitest';
import { heldOrder, heldTier, tierRows } from './testing';
import { nextTierAt } from './next-tier';
import { heldItem } from './trigger-units';

const stop = heldOrder();

describe('a target pointed at on a position', () => {
  it('is one take profit for the whole position while it has no tiers', () => {
    expect(nextTierAt([stop, heldOrder({ kind: 'take-profit', trigger: '61000.0' })], '62000.0')).toEqual({ kind: 'single' });
  });

  it('is the next tier, with what is left of 100 %, sent with the tiers it has', () => {
    expect(nextTierAt([stop, heldTier(1, '61000.0', '50'), heldTier(2, '62000.0', '30')], '63000.0')).toEqual({
      kind: 'tier',
      tier: 3,
      share: '20',
      tiers: tierRows(['61000.0', '50'], ['62000.0', '30'], ['63000.0', '20']),
    });
  });

  it('forgets tiers that have fired', () => {
    expect(nextTierAt([heldTier(1, '61000.0', '50'), { ...heldTier(2, '62000.0', '30'), status: 'fired' }], '63000.0')).toMatchObject({
      tier: 2,
      share: '50',
    });
  });

  it('is refused when 4 are set or nothing is left of 100 %', () => {
    const four = [heldTier(1, '61000.0', '25'), heldTier(2, '62000.0', '25'), heldTier(3, '63000.0', '25'), heldTier(4, '64000.0', '10')];
    expect(nextTierAt(four, '65000.0')).toEqual({ kind: 'refused', message: '4 targets are set already: move or cancel one first' });
    expect(nextTierAt([heldTier(1, '61000.0', '60'), heldTier(2, '62000.0', '40')], '65000.0')).toEqual({
      kind: 'refused',
      message: 'The targets already close 100 % of the position: nothing is left for another',
    });
  });
});

describe('a tier in the TP / SL dialog’s list', () => {
  it('reads "TP1 · 50 % · 61000.0"', () => {
    expect(heldItem(heldTier(1, '61000.0', '50')).text).toBe('TP1 · 50 % · 61000.0');
    expect(heldItem(stop).text).toBe('Stop loss 59000.0');
  });
});
