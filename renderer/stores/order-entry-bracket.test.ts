import { describe, expect, it } from 'vitest';
import { bracketOf } from './order-entry-store';

describe("the order form's take profit and stop loss", () => {
  it('make a bracket only when one is typed, with the legs typed', () => {
    expect(bracketOf({ takeProfit: '', stopLoss: ' ' })).toBeUndefined();
    expect(bracketOf({ takeProfit: '61000.0', stopLoss: '' })).toEqual({ takeProfit: '61000.0' });
    expect(bracketOf({ takeProfit: ' 61000.0 ', stopLoss: '59000.0' })).toEqual({ takeProfit: '61000.0', stopLoss: '59000.0' });
    // A limit exit carries its slippage; a market one says nothing (the core's default).
    expect(bracketOf({ takeProfit: '', stopLoss: '59000.0', exit: 'limit', slippage: ' 0.5 ' })).toEqual({
      stopLoss: '59000.0',
      exit: 'limit',
      slippage: '0.5',
    });
    expect(bracketOf({ takeProfit: '', stopLoss: '59000.0', exit: 'market', slippage: '0.5' })).toEqual({ stopLoss: '59000.0' });
  });
});
