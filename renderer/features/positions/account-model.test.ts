import { describe, expect, it } from 'vitest';
import { PositionType } from '../../../shared/exchange';
import { accountFigures, marginRatioOf } from './account-model';
import type { PositionFigures } from './margin-model';

const long = (more: Partial<PositionFigures> = {}): PositionFigures => ({
  symbol: 'BTC-USDT',
  isLong: true,
  positionType: PositionType.ISOLATED,
  lever: 10,
  quantity: '1.000',
  amount: '60000.0000',
  marginAmount: '6000.0000',
  unrealizedPnl: '0.0000',
  ...more,
});

describe('the Account figures', () => {
  it('Equity is Available + Frozen (orders and position margin) + the positions’ unrealised PnL', () => {
    const positions = [long({ unrealizedPnl: '-250.5000' }), long({ symbol: 'ETH-USDT', isLong: false, unrealizedPnl: '100.2500' })];
    const figures = accountFigures({ availableAmount: '3964.0000', frozenAmount: '12010.0000' }, positions);
    expect(figures.available.toFixed(4)).toBe('3964.0000');
    expect(figures.frozen.toFixed(4)).toBe('12010.0000');
    expect(figures.unrealizedPnl.toFixed(4)).toBe('-150.2500');
    expect(figures.equity.toFixed(4)).toBe('15823.7500');
  });

  it('without positions there is no PnL and no margin ratio', () => {
    const figures = accountFigures({ availableAmount: '10000.0000', frozenAmount: '0.0000' }, []);
    expect(figures.equity.toFixed(4)).toBe('10000.0000');
    expect(figures.marginRatio).toBeNull();
  });
});

describe('the margin ratio', () => {
  it('of an isolated position is (margin + PnL) / value at the mark', () => {
    // 6000 − 1000 over 59000.
    const ratio = marginRatioOf([long({ unrealizedPnl: '-1000.0000' })], '50000');
    expect(ratio?.value.toFixed(6)).toBe('0.084746');
    expect(ratio?.of).toBe('BTC-USDT isolated');
    expect(ratio?.maintenance.toString()).toBe('0.005');
  });

  it('of cross positions counts the whole available balance, over their value together', () => {
    const cross = { positionType: PositionType.CROSS };
    const positions = [long(cross), long({ ...cross, symbol: 'ETH-USDT', quantity: '10.00', amount: '30000.0000', marginAmount: '3000.0000', unrealizedPnl: '-3000.0000' })];
    // (1000 + 6000 + 3000 − 3000) / (60000 + 27000)
    expect(marginRatioOf(positions, '1000.0000')?.value.toFixed(6)).toBe('0.080460');
    expect(marginRatioOf(positions, '1000.0000')?.of).toBe('cross positions');
  });

  it('of the account is the lowest: what is closest to liquidation', () => {
    const positions = [long({ unrealizedPnl: '-5000.0000' }), long({ symbol: 'ETH-USDT', positionType: PositionType.CROSS })];
    const ratio = marginRatioOf(positions, '100000');
    expect(ratio?.of).toBe('BTC-USDT isolated');
    expect(ratio?.value.toFixed(6)).toBe('0.018182'); // 1000 / 55000
  });

  it('reaches the maintenance rate where the exchange liquidates an isolated long (54271.3, 1 BTC, 6000 margin)', () => {
    const atLiquidation = long({ unrealizedPnl: '-5728.7000' });
    expect(marginRatioOf([atLiquidation], '0')!.value.lte('0.005')).toBe(true);
    expect(marginRatioOf([long({ unrealizedPnl: '-5728.6000' })], '0')!.value.gt('0.005')).toBe(true);
  });
});
