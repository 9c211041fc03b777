import { describe, expect, it } from 'vitest';
import { MINUS, signedFixed } from './format';

describe('signed figures', () => {
  it('use one minus sign (U+2212) and the given decimals everywhere: Funding, Fills PnL, Positions, the summary', () => {
    expect(signedFixed('-1.5', 4)).toBe(`${MINUS}1.5000`);
    expect(signedFixed('-1.5', 4)).not.toContain('-');
    expect(signedFixed('0.125', 2)).toBe('+0.13');
    expect(signedFixed('0', 2)).toBe('0.00');
  });
});
