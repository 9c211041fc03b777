import { describe, expect, it } from 'vitest';
import { fakeInvoke, ok, PAIRS } from '../../stores/testing/fake-invoke';
import { manualSession } from '../../stores/testing/manual-session';
import { bracketErrors } from './bracket-form';

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
