/**
 * Size by risk's stop and the bracket's Stop loss are one value: what sizes the order is what is armed with it.
 * Against a real session over a fake bridge.
 */
import { describe, expect, it } from 'vitest';
import { orderEntrySession } from '../../composition/testing/order-entry-session';
import { bracketOf } from '../../stores';

function setup() {
  const { bridge, session, entry } = orderEntrySession({}, { price: '60000.0' });
  entry().actions.setRisk({ on: true, amount: '50' });
  return { bridge, session, entry };
}

describe('one stop field for Size by risk and the bracket', () => {
  it('the stop typed sizes the order and is the bracket’s stop loss; cleared, both are gone', () => {
    const { session, entry } = setup();
    entry().actions.setBracketField('stopLoss', '59400.0');
    const sized = session.entry.applyRisk();
    expect(sized).toMatchObject({ ok: true, size: { side: 'buy' } });
    // 50 USDT over a 600.0 move (fees on top): 0.08 BTC would lose more than 50.
    expect(entry().quantity).toBe(sized?.ok ? sized.size.quantity : 'none');
    expect(Number(entry().quantity)).toBeLessThan(50 / 600);
    expect(bracketOf(entry().bracket)).toEqual({ stopLoss: '59400.0' });

    entry().actions.setBracketField('stopLoss', '');
    expect(session.entry.applyRisk()).toMatchObject({ ok: false, field: 'stop', message: 'Stop loss is required' });
    expect(bracketOf(entry().bracket)).toBeUndefined();
    expect(entry().quantity).toBe('');
  });

  it('a stop moved in the bracket resizes the order: there is no second stop left behind', () => {
    const { session, entry } = setup();
    entry().actions.setBracketField('stopLoss', '59400.0');
    const near = session.entry.applyRisk();
    entry().actions.setBracketField('stopLoss', '58800.0');
    const far = session.entry.applyRisk();
    expect(near?.ok && far?.ok && Number(far.size.quantity) < Number(near.size.quantity)).toBe(true);
    expect(entry().quantity).toBe(far?.ok ? far.size.quantity : 'none');
  });

  it('a planned trade from the chart puts its stop and target in the bracket, and sizes from them', () => {
    const { session, entry } = setup();
    const sized = session.entry.fillPlanned({ entry: '60000.0', stop: '60600.0', target: '58800.0' });
    expect(entry().bracket).toMatchObject({ stopLoss: '60600.0', takeProfit: '58800.0' });
    expect(sized).toMatchObject({ ok: true, size: { side: 'sell' } });
    expect(sized?.ok && sized.size.rewardRisk).not.toBeNull();
  });

  it('a bracket sent with Size by risk on is sized from its stop loss and arms that stop loss', () => {
    const { bridge, session, entry } = setup();
    session.settings.getState().actions.setConfirm('form', false);
    entry().actions.setBracketField('stopLoss', '59400.0');
    entry().actions.setBracketField('takeProfit', '61200.0');
    const sized = session.entry.riskSizing();
    expect(session.entry.submit('buy')).toEqual({ status: 'sent' });
    const [sent] = bridge.of('protection.bracket').map((c) => c.params);
    expect(sent).toMatchObject({
      order: { side: 'buy', price: '60000.0', quantity: sized?.ok ? sized.size.quantity : 'none' },
      stopLoss: '59400.0',
      takeProfit: '61200.0',
    });
  });
});
