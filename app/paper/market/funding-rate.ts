/**
 * The exchange's funding formula (docs/exchange-api.md), on rates in 1e-8 units (1 = 0.000001 %):
 * rate = premium + clamp(interest − premium, −0.05 %, 0.05 %), capped at ±0.075 %, where interest is
 * 0.03 % a day pro rata for the interval (0.00125 % an hour) and premium the average of (mark − index) / index.
 */
import { DAY_MS } from '../../../shared/time';
import { clamp, roundDiv } from './int-math';

export const RATE_SCALE = 8;
const ONE = 10 ** RATE_SCALE;
const INTEREST_PER_DAY = 30_000; // 0.03 %
const INTEREST_CLAMP = 50_000; // 0.05 %
const RATE_CAP = 75_000; // 0.075 %

/** The interest component of one interval; 1250 (0.00125 %) for an hour. */
export const intervalInterest = (intervalMs: number): number => roundDiv(INTEREST_PER_DAY * intervalMs, DAY_MS);

/** One premium sample, (mark − index) / index, in 1e-8 units. */
export const premiumSample = (markTicks: number, indexTicks: number): number => roundDiv((markTicks - indexTicks) * ONE, indexTicks);

export function fundingRate(premium: number, interest: number): number {
  const rate = premium + clamp(interest - premium, -INTEREST_CLAMP, INTEREST_CLAMP);
  return clamp(rate, -RATE_CAP, RATE_CAP);
}
