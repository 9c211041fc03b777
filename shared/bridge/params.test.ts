/** A held order's exit as the bridge takes it: market by default, or a limit with a slippage in (0, 10] %. */
import { describe, expect, it } from 'vitest';
import { contract } from './contract';

const set = (more: Record<string, unknown>) =>
  contract['protection.set'].params.safeParse({ pair: 'BTC-USDT', positionId: 1, kind: 'stop-loss', value: '59000', ...more });
const messageOf = (result: ReturnType<typeof set>) => (result.success ? null : result.error.issues.map((i) => i.message).join('; '));

describe('a held order’s exit', () => {
  it('is at market unless a limit with its slippage is asked for', () => {
    expect(set({})).toMatchObject({ success: true, data: { exit: 'market' } });
    expect(set({ exit: 'limit', slippage: '0.5' })).toMatchObject({ success: true, data: { exit: 'limit', slippage: '0.5' } });
    expect(set({ exit: 'limit', slippage: '10' }).success).toBe(true);
  });

  it('refuses a limit without a slippage, a market with one, and a slippage of 0 or over 10 %', () => {
    expect(messageOf(set({ exit: 'limit' }))).toBe('A limit exit needs a slippage in %; a market exit takes none');
    expect(messageOf(set({ slippage: '1' }))).toBe('A limit exit needs a slippage in %; a market exit takes none');
    expect(messageOf(set({ exit: 'limit', slippage: '0' }))).toBe('Slippage must be more than 0');
    expect(messageOf(set({ exit: 'limit', slippage: '10.01' }))).toBe('Slippage is at most 10 %');
    const bracket = contract['protection.bracket'].params.safeParse({
      order: { pair: 'BTC-USDT', side: 'buy', price: '60000', quantity: '0.1' },
      stopLoss: '59000',
      exit: 'limit',
      slippage: '11',
    });
    expect(bracket.success).toBe(false);
  });
});
