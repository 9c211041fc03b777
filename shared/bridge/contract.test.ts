import { describe, expect, expectTypeOf, it } from 'vitest';
import { isMethodName, isWriteMethod, methodNames, type MethodName, type ReadMethod, type WriteMethod } from './contract';

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
      'workspaces.create',
      'workspaces.remove',
      'workspaces.rename',
      'workspaces.reset',
      'workspaces.save',
      'workspaces.select',
    ]);
    expect(isWriteMethod('nope.write')).toBe(false);
  });

  it('has the five alert methods, none of them a trade', () => {
    const alerts = methodNames.filter((m) => m.startsWith('alerts.')).sort();
    expect(alerts).toEqual(['alerts.edit', 'alerts.list', 'alerts.markSeen', 'alerts.remove', 'alerts.set']);
    expect(alerts.filter(isWriteMethod)).toEqual([]);
  });

  it('names in its types the same writes as it flags (WriteMethod), and the rest as reads (ReadMethod)', () => {
    const writes = methodNames.filter(isWriteMethod) as WriteMethod[];
    const reads = methodNames.filter((m) => !isWriteMethod(m)) as ReadMethod[];
    expectTypeOf<WriteMethod | ReadMethod>().toEqualTypeOf<MethodName>();
    expectTypeOf<Extract<WriteMethod, ReadMethod>>().toBeNever();
    expectTypeOf<'guards.set' | 'history.setNote' | 'algo.pause'>().toExtend<WriteMethod>();
    expectTypeOf<'guards.get' | 'alerts.set' | 'account.sweepOpenOrders'>().toExtend<ReadMethod>();
    expect(writes.length + reads.length).toBe(methodNames.length);
  });
});
