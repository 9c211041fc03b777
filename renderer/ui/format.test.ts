import { describe, expect, it } from 'vitest';
import { formatFee, MINUS, signedFixed } from './format';

describe('signed figures', () => {
  it('use one minus sign (U+2212) and the given decimals everywhere: Funding, Fills PnL, Positions, the summary', () => {
    expect(signedFixed('-1.5', 4)).toBe(`${MINUS}1.5000`);
    expect(signedFixed('-1.5', 4)).not.toContain('-');
    expect(signedFixed('0.125', 2)).toBe('+0.13');
    expect(signedFixed('0', 2)).toBe('0.00');
  });
});

describe('fees', () => {
  it('shows a fee paid as an unsigned cost, to the given decimals', () => {
    expect(formatFee('2.99876', 4)).toBe('2.9988');
    expect(formatFee('0', 2)).toBe('0.00');
    expect(formatFee('-0', 2)).toBe('0.00');
  });

  it('shows a fee paid out by the exchange as a rebate, never as a bare negative cost', () => {
    expect(formatFee('-0.1234', 4)).toBe(`${MINUS}0.1234 rebate`);
  });
});
