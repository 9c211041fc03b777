import { describe, expect, it } from 'vitest';
import { fundingRate, intervalInterest, premiumSample } from './funding-rate';

// Rates in 1e-8: 1250 = 0.00125 %, 50 000 = 0.05 %, 75 000 = 0.075 %.
describe('the funding formula', () => {
  it('charges 0.03 % a day of interest pro rata: 0.00125 % an hour', () => {
    expect(intervalInterest(3_600_000)).toBe(1250);
    expect(intervalInterest(8 * 3_600_000)).toBe(10_000);
    expect(intervalInterest(60_000)).toBe(21); // 20.83
  });

  it('measures the premium as (mark − index) / index', () => {
    expect(premiumSample(600_600, 600_000)).toBe(100_000); // 0.1 %
    expect(premiumSample(599_400, 600_000)).toBe(-100_000);
    expect(premiumSample(300_001, 300_000)).toBe(333); // 0.000333 %
  });

  it('is the interest while the premium is within 0.05 % of it', () => {
    expect(fundingRate(0, 1250)).toBe(1250);
    expect(fundingRate(30_000, 1250)).toBe(1250);
    expect(fundingRate(-48_750, 1250)).toBe(1250);
  });

  it('follows the premium beyond that, 0.05 % closer to the interest', () => {
    expect(fundingRate(80_000, 1250)).toBe(30_000); // 0.08 % − 0.05 %
    expect(fundingRate(-100_000, 1250)).toBe(-50_000); // −0.1 % + 0.05 %
  });

  it('is capped at ±0.075 %', () => {
    expect(fundingRate(200_000, 1250)).toBe(75_000);
    expect(fundingRate(-300_000, 1250)).toBe(-75_000);
  });
});
