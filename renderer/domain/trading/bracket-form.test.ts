import { describe, expect, it } from 'vitest';
import { orderEntrySession } from '../../composition/testing/order-entry-session';
import { tierRows } from '../protection/testing';
import { bracketErrors, bracketHint, bracketPrices, bracketTiersView, foldedTakeProfit, tiersTarget } from './bracket-form';
import { bracketOf, clearedBracket, createOrderEntryStore } from '../../stores/order-entry-store';

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
    const { session, entry } = orderEntrySession({}, { price: '59000.0', quantity: '0.010' });
    const { actions } = entry();
    actions.setBracketField('stopLoss', '58000,5');
    expect(session.entry.submit('buy')).toEqual({ status: 'invalid', message: 'Stop loss takes a point for decimals: type 58000.5' });
    expect(entry()).toMatchObject({ confirmation: null, touched: { stopLoss: true } });
  });
});

describe('the bracket in % from entry, ROE % or PnL USDT', () => {
  const legs = (over: Partial<Parameters<typeof bracketPrices>[0]> = {}) => ({
    takeProfit: '',
    stopLoss: '',
    takeProfitBy: 'price' as const,
    stopLossBy: 'price' as const,
    ...over,
  });
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
    const { session, entry } = orderEntrySession({}, { price: '59000.0', quantity: '0.010' });
    const { actions } = entry();
    actions.setBracketField('stopLoss', '1');
    actions.setBracketField('stopLossBy', 'percent');
    expect(session.entry.submit('sell').status).toMatch(/confirming|sent/);
    const asked = entry().confirmation;
    expect(asked?.kind === 'order' && asked.bracket).toEqual({ stopLoss: '59590.0' });
  });
});

describe('the bracket’s take profit in targets (Scale out)', () => {
  const plan = { price: '60000.0', leverage: 10, quantity: '0.100' };
  const lot = { tradeDecimal: 3, coin: 'BTC' };
  const tiers = (...t: [string, string][]) => ({
    takeProfit: '61000.0',
    stopLoss: '59400.0',
    scaleOut: true,
    tiers: tierRows(...t),
  });
  /** Take profits as protection.bracket takes them, from [price, share %] pairs. */
  const takeProfitsOf = (...t: [string, string][]) => t.map(([price, share]) => ({ price, share }));

  it('sends the targets as prices with their shares, instead of the one take profit', () => {
    expect(bracketPrices({ ...tiers(['1', '50'], ['2', '30'], ['3', '20']), takeProfitBy: 'percent' }, 'buy', plan, 1, lot)).toEqual({
      ok: true,
      takeProfit: '',
      stopLoss: '59400.0',
      takeProfits: takeProfitsOf(['60600.0', '50'], ['61200.0', '30'], ['61800.0', '20']),
    });
  });

  it('refuses shares over 100 % and a target under one lot, sending nothing', () => {
    expect(bracketPrices(tiers(['61000', '70'], ['62000', '40']), 'buy', plan, 1, lot)).toEqual({
      ok: false,
      message: 'The shares add up to 110 %: at most 100 % of the position',
    });
    expect(bracketPrices(tiers(['61000', '99.5'], ['62000', '0.5']), 'buy', plan, 1, lot)).toEqual({
      ok: false,
      message: "TP2's 0.5 % of 0.100 is under one lot (0.001)",
    });
  });

  it('with no target typed there is no take profit (only the stop goes)', () => {
    expect(bracketPrices(tiers(['', '50']), 'buy', plan, 1, lot)).toEqual({ ok: true, takeProfit: '', stopLoss: '59400.0' });
  });

  it('a target in % shows its price for a long and a short, and its quantity', () => {
    const view = bracketTiersView({ ...tiers(['1', '50']), takeProfitBy: 'percent' }, { buy: plan, sell: { ...plan, price: '59990.0' } }, 1, lot);
    expect(view.rows[0]).toEqual({ valueSaid: '= 60600.0 long · 59390.1 short', shareSaid: '50 % = 0.050 BTC' });
  });

  it('folds to "TP ×3 · SL …": the line counts the targets', () => {
    expect(foldedTakeProfit(tiers(['61000', '50'], ['62000', '30'], ['63000', '20']), '')).toBe('TP ×3');
    expect(foldedTakeProfit(tiers(['61000', '50'], ['', '50']), '')).toBe('TP 61000');
    expect(foldedTakeProfit(tiers(), '')).toBe('');
    expect(foldedTakeProfit({ takeProfit: '61000.0', stopLoss: '' }, '')).toBe('TP 61000.0');
  });

  it('R:R counts each target’s reward times its share', () => {
    // 50 % of +1000, 30 % of +2000, 20 % of +3000: +1700, as one target.
    expect(tiersTarget('60000.0', takeProfitsOf(['61000.0', '50'], ['62000.0', '30'], ['63000.0', '20']), 1)).toBe('61700.0');
    // A short's below; what the shares leave earns nothing.
    expect(tiersTarget('60000.0', takeProfitsOf(['59000.0', '50']), 1)).toBe('59500.0');
  });

  it('goes with breakeven after TP1 when ticked, and clears its prices after a send, keeping the shares', () => {
    const fields = { ...createOrderEntryStore().getState().bracket, ...tiers(['61000', '60'], ['62000', '40']), breakevenAfterTp1: true };
    expect(bracketOf({ ...fields, takeProfits: takeProfitsOf(['61000.0', '60'], ['62000.0', '40']) })).toEqual({
      takeProfits: takeProfitsOf(['61000.0', '60'], ['62000.0', '40']),
      breakevenAfterTp1: true,
      stopLoss: '59400.0',
    });
    expect(clearedBracket(fields)).toMatchObject({
      takeProfit: '',
      stopLoss: '',
      tiers: tierRows(['', '60'], ['', '40']),
    });
  });

  it('a buy with three targets sends them as protection.bracket takes them', () => {
    const { session, entry } = orderEntrySession({}, { price: '60000.0', quantity: '0.100' });
    const { actions } = entry();
    actions.setBracketField('stopLoss', '59400.0');
    actions.setBracketField('scaleOut', true);
    actions.setBracketField('tiers', tiers(['61000.0', '50'], ['62000.0', '30'], ['63000.0', '20']).tiers);
    expect(session.entry.submit('buy').status).toMatch(/confirming|sent/);
    const asked = entry().confirmation;
    expect(asked?.kind === 'order' && asked.bracket).toEqual({
      takeProfits: takeProfitsOf(['61000.0', '50'], ['62000.0', '30'], ['63000.0', '20']),
      stopLoss: '59400.0',
    });
  });
});
