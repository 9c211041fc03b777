import { describe, expect, it } from 'vitest';
import { fakeInvoke } from '../../stores/testing/fake-invoke';
import { manualSession } from '../../composition/testing/manual-session';
import { orderEntrySession } from '../../composition/testing/order-entry-session';
import { sizingError } from './sizing-error';
import { visibleError } from '../../domain/trading/visible-error';

describe('when a field shows its error', () => {
  it('once left or once a send was tried, never before', () => {
    expect(visibleError('Price is required', false, false)).toBeUndefined();
    expect(visibleError('Price is required', true, false)).toBe('Price is required');
    expect(visibleError('Price is required', false, true)).toBe('Price is required');
    expect(visibleError(undefined, true, true)).toBeUndefined();
  });

  it('Size by risk opened empty shows no error at Risk or Stop loss; leaving them or trying to send does', () => {
    const { session, entry } = orderEntrySession({}, { price: '60000.0' });
    entry().actions.setRisk({ on: true });
    const shown = (field: 'risk' | 'stop') => sizingError(session.entry.riskSizing(), entry(), field);

    expect(session.entry.riskSizing()).toMatchObject({ ok: false, field: 'risk', message: 'Risk is required' });
    expect(shown('risk')).toBeUndefined();
    entry().actions.touch('risk');
    expect(shown('risk')).toBe('Risk is required');

    entry().actions.setRisk({ amount: '50' });
    expect(session.entry.riskSizing()).toMatchObject({ ok: false, field: 'stop' });
    expect(shown('stop')).toBeUndefined();
    expect(session.entry.submit('buy')).toEqual({ status: 'invalid', message: 'Stop loss is required' });
    expect(shown('stop')).toBe('Stop loss is required');
  });

  it('a new order kind starts with its errors hidden again', () => {
    const bridge = fakeInvoke();
    const session = manualSession(bridge.invoke, () => 1_000);
    const entry = () => session.orderEntry.getState();
    entry().actions.touchAll();
    expect(entry().touched).toMatchObject({ price: true, risk: true, stopLoss: true });
    entry().actions.setKind('market');
    expect(Object.values(entry().touched).some(Boolean)).toBe(false);
  });
});
