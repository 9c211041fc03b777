/**
 * Rates (fees, rebate, maintenance, funding) are integers in units of 10^-8 of the amount they apply to, so
 * 0.06 % is 60000. The pair list shows them in percent and trade config as fractions: both come from here.
 */
import { fromScaled, toScaled } from '../../../shared/decimal';
import { MAINTENANCE_MARGIN_RATE, PAPER_MAKER_REBATE_RATE } from '../../../shared/trading';
import { mulDiv } from './arith';

const RATE_DECIMALS = 8;
export const RATE_SCALE = 10 ** RATE_DECIMALS;
/** A fraction ("0.005") in rate units (500000); one fact, defined once in shared/ for the screen and the engine. */
const rateUnits = (fraction: string): number => toScaled(fraction, RATE_DECIMALS)!;
/** Every maker fill earns this share of its amount, on top of paying the maker fee. */
export const MAKER_REBATE_RATE = rateUnits(PAPER_MAKER_REBATE_RATE);
/** A position is liquidated when its margin ratio is at or below this. */
export const MAINTENANCE_RATE = rateUnits(MAINTENANCE_MARGIN_RATE);

/** Fees round up: the exchange never charges less than the rate. */
export const feeOn = (amount: number, rate: number): number => mulDiv(amount, rate, RATE_SCALE, true);
/** Rebates and maintenance margins round down. */
export const rateOf = (amount: number, rate: number): number => mulDiv(amount, rate, RATE_SCALE);

const trimZeros = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/** 60000 → "0.0006"; negative rates keep their sign. */
export const rateAsFraction = (rate: number): string => trimZeros(fromScaled(rate, RATE_DECIMALS));
/** 60000 → "0.06" (percent). */
export const rateAsPercent = (rate: number): string => trimZeros(fromScaled(rate, RATE_DECIMALS - 2));
