import { describe, expect, it } from 'vitest';
import { editAlertParams, newAlertParams } from './alert-form';
import { alertRecord } from '../../../shared/bridge/testing';

describe('the alert forms', () => {
  it('make the core parameters of a level or a move, with a note when there is one', () => {
    expect(newAlertParams('BTC-USDT', 'above', ' 61000.5 ', '', 1)).toEqual({
      ok: true,
      params: { pair: 'BTC-USDT', condition: 'above', price: '61000.5' },
    });
    expect(newAlertParams('BTC-USDT', 'move', '2.5', ' breakout ', 1)).toEqual({
      ok: true,
      params: { pair: 'BTC-USDT', condition: 'move', percent: '2.5', note: 'breakout' },
    });
  });

  it('refuse what is not a plain number at the pair decimals, in the field words', () => {
    expect(newAlertParams('BTC-USDT', 'below', '1e3', '', 1)).toEqual({ ok: false, message: 'Price must be a plain number like 123.45' });
    expect(newAlertParams('BTC-USDT', 'below', '60000.25', '', 1)).toEqual({ ok: false, message: 'Price allows at most 1 decimals' });
    expect(newAlertParams('BTC-USDT', 'move', '', '', 1)).toEqual({ ok: false, message: 'Percent is required' });
  });

  it('send only what an edit changed', () => {
    const alert = alertRecord({ note: 'old' });
    expect(editAlertParams(alert, '61500.0', 'old', 1)).toEqual({ ok: true, params: { id: 'la1', price: '61500.0' } });
    expect(editAlertParams(alert, '61000.0', 'new', 1)).toEqual({ ok: true, params: { id: 'la1', note: 'new' } });
    expect(editAlertParams(alertRecord({ condition: 'move', price: null, percent: '2.5', basePrice: '60000.0' }), '3', '', 1)).toEqual({
      ok: true,
      params: { id: 'la1', percent: '3' },
    });
    expect(editAlertParams(alert, '61000.0', 'old', 1)).toEqual({ ok: false, message: 'Nothing changed' });
  });
});
