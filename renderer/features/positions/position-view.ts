/**
 * A position as the table shows it: every figure in its pair's decimals (as it came while the pairs are not known
 * yet), signed figures with "+" or "−" from their exact value, and the tone that colours them.
 */
import Decimal from 'decimal.js';
import type { Pair, Position } from '../../../shared/exchange';
import { fixed, NONE, signedFixed } from '../../ui/format';
import { isCross, markPriceOf, notionalAtMark, roeOf } from './margin-model';

export type Tone = 'up' | 'down' | 'flat';

export { fixed, MINUS, NONE } from '../../ui/format';

export type PairDecimals = Pick<Pair, 'priceDecimal' | 'tradeDecimal' | 'settleDecimal'>;

export const toneOf = (value: Decimal): Tone => (value.isZero() ? 'flat' : value.isNegative() ? 'down' : 'up');
export const toneClass = (tone: Tone): string => (tone === 'up' ? 'text-buy' : tone === 'down' ? 'text-sell' : '');

/** `value` rounded half up, with "+" or "−" from the exact value's sign (none for zero). */
export const signed = (value: Decimal, decimals: number | undefined): string => signedFixed(value, decimals);

/** A fraction as a signed percentage with 2 decimals: 0.1234 → "+12.34 %". */
export const signedPercent = (fraction: Decimal): string => `${signed(fraction.times(100), 2)} %`;

export interface PositionView {
  side: 'Long' | 'Short';
  size: string;
  /** Value at the mark. */
  value: string;
  entry: string;
  mark: string;
  /** "—" when no price would liquidate it. */
  liquidation: string;
  margin: string;
  pnl: string;
  pnlTone: Tone;
  /** PnL over margin, "+12.34 %". */
  roe: string;
  funding: string;
  fundingTone: Tone;
  leverage: string;
  type: 'Isolated' | 'Cross';
}

export function describePosition(p: Position, pair: PairDecimals | undefined): PositionView {
  const price = pair?.priceDecimal;
  const money = pair?.settleDecimal;
  const pnl = new Decimal(p.unrealizedPnl);
  const funding = new Decimal(p.tariffAmount);
  const mark = markPriceOf(p);
  const roe = roeOf(p);
  const liquidation = new Decimal(p.restrictPrice);
  return {
    side: p.isLong ? 'Long' : 'Short',
    size: fixed(p.quantity, pair?.tradeDecimal),
    value: fixed(notionalAtMark(p), money),
    entry: fixed(p.openingPrice, price),
    mark: mark ? fixed(mark, price) : NONE,
    liquidation: liquidation.isZero() ? NONE : fixed(liquidation, price),
    margin: fixed(p.marginAmount, money),
    pnl: signed(pnl, money),
    pnlTone: toneOf(pnl),
    roe: roe ? signedPercent(roe) : NONE,
    funding: signed(funding, money),
    fundingTone: toneOf(funding),
    leverage: `${p.lever}×`,
    type: isCross(p) ? 'Cross' : 'Isolated',
  };
}
