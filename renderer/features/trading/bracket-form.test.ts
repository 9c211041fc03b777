import { describe, expect, it } from 'vitest';
import { fakeInvoke, ok, PAIRS } from '../../stores/testing/fake-invoke';
import { manualSession } from '../../stores/testing/manual-session';
import { bracketErrors, bracketHint, bracketPrices } from './bracket-form';

const BTC = { priceDecimal: 1 };

describe('the bracket’s fields', () => {
  it('empty is no leg; a price of the pair passes; anything else is named at its field', () => {
    expect(bracketErrors({ takeProfit: '', stopLoss: '' }, BTC)).toEqual({});
    expect(bracketErrors({ takeProfit: '61200.0', stopLoss: '59400' }, BTC)).toEqual({});
    expect(bracketErrors({ takeProfit: 'abc', stopLoss: '59400.05' }, BTC)).toEqual({
      takeProfit: 'Take profit must be a plain number like 123.45',
      stopLoss: 'Stop loss allows at most 1 decimals',
    });
  });

  it('a send with a bad stop loss sends nothing and says why', () => {
    const bridge = fakeInvoke();
    const session = manualSession(bridge.invoke, () => 1_000);
    session.market.getState().actions.pairsSettled(ok(PAIRS), 0);
    const { actions } = session.orderEntry.getState();
    actions.setShown(true);
    actions.setPrice('59000.0');
    actions.setQuantity('0.010');
    actions.setBracketField('stopLoss', '58000,5');
    expect(session.entry.submit('buy')).toEqual({ status: 'invalid', message: 'Stop loss takes a point for decimals: type 58000.5' });
    expect(session.orderEntry.getState()).toMatchObject({ confirmation: null, touched: { stopLoss: true } });
  });
});

describe('the bracket in % from entry, ROE % or PnL USDT', () => {
  const legs = (over: Partial<Parameters<typeof bracketPrices>[0]> = {}) => ({ takeProfit: '', stopLoss: '', takeProfitBy: 'price' as const, stopLossBy: 'price' as const, ...over });
  const plan = { price: '60000.0', leverage: 10, quantity: '0.250' };

  it('is converted from the planned entry, for a long and for a short', () => {
    const bracket = legs({ stopLoss: '1', stopLossBy: 'percent', takeProfit: '20', takeProfitBy: 'roe' });
    expect(bracketPrices(bracket, 'buy', plan, 1)).toEqual({ ok: true, stopLoss: '59400.0', takeProfit: '61200.0' });
    expect(bracketPrices(bracket, 'sell', plan, 1)).toEqual({ ok: true, stopLoss: '60600.0', takeProfit: '58800.0' });
    // 100 USDT on the form's 0.250 is 400 of price.
    const pnl = legs({ stopLoss: '100', stopLossBy: 'pnl', takeProfit: '61000.0' });
    expect(bracketPrices(pnl, 'buy', plan, 1)).toEqual({ ok: true, stopLoss: '59600.0', takeProfit: '61000.0' });
    expect(bracketPrices(pnl, 'sell', plan, 1)).toEqual({ ok: true, stopLoss: '60400.0', takeProfit: '61000.0' });
    expect(bracketHint('stopLoss', bracket, { buy: plan, sell: plan }, 1)).toBe('= 59400.0 long · 60600.0 short');
    expect(bracketHint('takeProfit', pnl, { buy: plan, sell: plan }, 1)).toBeUndefined();
  });

  it('refuses what cannot be converted, in the trader’s words', () => {
    expect(bracketPrices(legs({ stopLoss: '150', stopLossBy: 'percent' }), 'buy', plan, 1)).toEqual({
      ok: false,
      message: 'Stop loss: That distance puts the trigger at -30000.0, which cannot be',
    });
    expect(bracketPrices(legs({ stopLoss: '1', stopLossBy: 'percent' }), 'buy', { ...plan, price: null }, 1)).toEqual({
      ok: false,
      message: 'Stop loss: give the order a price first (a market order needs the book)',
    });
    expect(bracketPrices(legs({ takeProfit: '50', takeProfitBy: 'pnl' }), 'buy', { ...plan, quantity: null }, 1)).toEqual({
      ok: false,
      message: 'Take profit: a PnL in USDT needs the order’s quantity',
    });
    expect(bracketErrors(legs({ stopLoss: '1.25', stopLossBy: 'percent' }), BTC)).toEqual({});
  });

  it('a sell with a stop in % sends the bracket as prices above the limit price', () => {
    const bridge = fakeInvoke();
    const session = manualSession(bridge.invoke, () => 1_000);
    session.market.getState().actions.pairsSettled(ok(PAIRS), 0);
    const { actions } = session.orderEntry.getState();
    actions.setShown(true);
    actions.setPrice('59000.0');
    actions.setQuantity('0.010');
    actions.setBracketField('stopLoss', '1');
    actions.setBracketField('stopLossBy', 'percent');
    expect(session.entry.submit('sell').status).toMatch(/confirming|sent/);
    const asked = session.orderEntry.getState().confirmation;
    expect(asked?.kind === 'order' && asked.bracket).toEqual({ stopLoss: '59590.0' });
  });
});
