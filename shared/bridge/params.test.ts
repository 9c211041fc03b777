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

const alert = (body: Record<string, unknown>, method: 'alerts.set' | 'alerts.edit' = 'alerts.set') => {
  const result = contract[method].params.safeParse(body);
  return result.success ? result.data : result.error.issues.map((i) => i.message).join('; ');
};

describe('a price alert’s parameters', () => {
  it('takes a level above or below, or a % move, watching the last price unless told', () => {
    expect(alert({ pair: 'BTC-USDT', condition: 'above', price: '61000' })).toEqual({
      pair: 'BTC-USDT',
      condition: 'above',
      price: '61000',
      feed: 'last',
    });
    expect(alert({ pair: 'BTC-USDT', condition: 'move', percent: '2.5', feed: 'mark', note: 'breakout' })).toEqual({
      pair: 'BTC-USDT',
      condition: 'move',
      percent: '2.5',
      feed: 'mark',
      note: 'breakout',
    });
  });

  it('refuses a percent of 0 or over 100, a note over 200 characters, a level on a move, an edit of nothing', () => {
    expect(alert({ pair: 'BTC-USDT', condition: 'move', percent: '0' })).toBe('Percent must be more than 0');
    expect(alert({ pair: 'BTC-USDT', condition: 'move', percent: '100.5' })).toBe('Percent is at most 100');
    expect(alert({ pair: 'BTC-USDT', condition: 'below', price: '1', note: 'x'.repeat(201) })).toBe('A note is at most 200 characters');
    expect(typeof alert({ pair: 'BTC-USDT', condition: 'move', price: '1' })).toBe('string');
    expect(typeof alert({ pair: 'BTC-USDT', condition: 'sideways', price: '1' })).toBe('string');
    expect(alert({ id: 'labc' }, 'alerts.edit')).toBe('Give a price, a percent or a note to change');
  });
});
