import { describe, expect, it } from 'vitest';
import { isMethodName, isWriteMethod, methodNames } from './contract';

describe('bridge contract', () => {
  it('knows its methods and nothing else', () => {
    expect(methodNames).toContain('trading.placeOrder');
    expect(isMethodName('trading.placeOrder')).toBe(true);
    expect(isMethodName('system.exec')).toBe(false);
    expect(isMethodName('toString')).toBe(false);
  });

  it('marks the methods that change something as writes', () => {
    expect(methodNames.filter(isWriteMethod).sort()).toEqual([
      'algo.cancel',
      'algo.chase',
      'algo.pause',
      'algo.resume',
      'algo.twap',
      'guards.set',
      'history.setNote',
      'positions.adjustMargin',
      'positions.setLeverage',
      'profiles.add',
      'profiles.remove',
      'profiles.select',
      'profiles.setSecret',
      'profiles.update',
      'protection.bracket',
      'protection.breakeven',
      'protection.cancel',
      'protection.move',
      'protection.set',
      'protection.trailing',
      'trading.cancelAll',
      'trading.cancelByClientId',
      'trading.cancelOrder',
      'trading.cancelOrders',
      'trading.closeAll',
      'trading.closePosition',
      'trading.moveOrder',
      'trading.placeBatch',
      'trading.placeOrder',
      'trading.placeScale',
    ]);
    expect(isWriteMethod('nope.write')).toBe(false);
  });

  it('has the five alert methods, none of them a trade', () => {
    const alerts = methodNames.filter((m) => m.startsWith('alerts.')).sort();
    expect(alerts).toEqual(['alerts.edit', 'alerts.list', 'alerts.markSeen', 'alerts.remove', 'alerts.set']);
    expect(alerts.filter(isWriteMethod)).toEqual([]);
  });
});
