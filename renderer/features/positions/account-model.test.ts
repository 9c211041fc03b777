import { describe, expect, it } from 'vitest';
import { PositionType } from '../../../shared/exchange';
import { accountFigures, LIQUIDATION_RATIO, marginRatioOf } from './account-model';
import { btcPosition as long } from './testing';

describe('the Account figures', () => {
  it('Equity is Available + Frozen (orders and position margin) + the positions’ unrealised PnL', () => {
    const positions = [long({ unrealizedPnl: '-250.5000' }), long({ symbol: 'ETH-USDT', isLong: false, unrealizedPnl: '100.2500' })];
    const figures = accountFigures({ availableAmount: '3964.0000', frozenAmount: '12010.0000' }, positions);
    expect(figures.available.toFixed(4)).toBe('3964.0000');
    expect(figures.frozen.toFixed(4)).toBe('12010.0000');
    expect(figures.unrealizedPnl.toFixed(4)).toBe('-150.2500');
    expect(figures.equity.toFixed(4)).toBe('15823.7500');
    // Frozen is told in two parts: what orders hold, and the positions' margin.
    expect(figures.positionMargin.toFixed(4)).toBe('12000.0000');
    expect(figures.frozenInOrders.toFixed(4)).toBe('10.0000');
  });

  it('without positions there is no PnL and no margin ratio', () => {
    const figures = accountFigures({ availableAmount: '10000.0000', frozenAmount: '0.0000' }, []);
    expect(figures.equity.toFixed(4)).toBe('10000.0000');
    expect(figures.marginRatio).toBeNull();
  });
});

describe('the margin ratio (maintenance margin ÷ margin balance, liquidation at 100 %)', () => {
  it('of an isolated position is 0.5 % of its value at the mark over (margin + PnL)', () => {
    // 0.005 × 59000 = 295 over 6000 − 1000.
    const ratio = marginRatioOf([long({ unrealizedPnl: '-1000.0000' })], '50000');
    expect(ratio?.value.toFixed(6)).toBe('0.059000');
    expect(ratio?.of).toBe('BTC-USDT isolated');
  });

  it('falls when margin is added and rises with a loss', () => {
    const base = marginRatioOf([long()], '0')!.value;
    expect(marginRatioOf([long({ marginAmount: '7000.0000' })], '0')!.value.lt(base)).toBe(true);
    expect(marginRatioOf([long({ unrealizedPnl: '-100.0000' })], '0')!.value.gt(base)).toBe(true);
  });

  it('of cross positions counts the whole available balance, over their value together', () => {
    const cross = { positionType: PositionType.CROSS };
    const positions = [
      long(cross),
      long({ ...cross, symbol: 'ETH-USDT', quantity: '10.00', amount: '30000.0000', marginAmount: '3000.0000', unrealizedPnl: '-3000.0000' }),
    ];
    // 0.005 × (60000 + 27000) = 435 over (1000 + 6000 + 3000 − 3000)
    expect(marginRatioOf(positions, '1000.0000')?.value.toFixed(6)).toBe('0.062143');
    expect(marginRatioOf(positions, '1000.0000')?.of).toBe('cross positions');
  });

  it('of the account is the highest: what is closest to liquidation', () => {
    const positions = [long({ unrealizedPnl: '-5000.0000' }), long({ symbol: 'ETH-USDT', positionType: PositionType.CROSS })];
    const ratio = marginRatioOf(positions, '100000');
    expect(ratio?.of).toBe('BTC-USDT isolated');
    expect(ratio?.value.toFixed(6)).toBe('0.275000'); // 275 / 1000
  });

  it('reaches 100 % where the exchange liquidates an isolated long (54271.3, 1 BTC, 6000 margin)', () => {
    expect(marginRatioOf([long({ unrealizedPnl: '-5728.7000' })], '0')!.value.gte(LIQUIDATION_RATIO)).toBe(true);
    expect(marginRatioOf([long({ unrealizedPnl: '-5728.6000' })], '0')!.value.lt(LIQUIDATION_RATIO)).toBe(true);
    expect(marginRatioOf([long({ unrealizedPnl: '-6000.0000' })], '0')!.value.isFinite()).toBe(false);
  });
});
