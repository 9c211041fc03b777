import { describe, expect, it } from 'vitest';
import type { Position } from '../../../shared/exchange';
import { PositionType } from '../../../shared/exchange';
import { describePosition, MINUS } from './position-view';

const btc = { priceDecimal: 1, tradeDecimal: 3, settleDecimal: 4 };
const position: Position = {
  id: 7,
  contractPairId: 1,
  symbol: 'BTC-USDT',
  isLong: true,
  positionType: PositionType.ISOLATED,
  lever: 5,
  quantity: '0.100',
  openingPrice: '60010.0000',
  amount: '6001.0000',
  marginAmount: '1200.2000',
  restrictPrice: '48249.7',
  unrealizedPnl: '-1.2000',
  realizedPnl: '0.0000',
  tariffAmount: '-0.0450',
  closingQuantity: '0.000',
  status: 1,
  createTime: 1,
};

describe('a position row', () => {
  it('shows every figure in the pair’s decimals, the mark and value from the PnL', () => {
    expect(describePosition(position, btc)).toEqual({
      side: 'Long',
      size: '0.100',
      value: '5999.8000',
      entry: '60010.0',
      mark: '59998.0',
      liquidation: '48249.7',
      margin: '1200.2000',
      pnl: `${MINUS}1.2000`,
      pnlTone: 'down',
      roe: `${MINUS}0.10 %`,
      funding: `${MINUS}0.0450`,
      fundingTone: 'down',
      leverage: '5×',
      type: 'Isolated',
    });
  });

  it('a short in profit, cross, that nothing would liquidate', () => {
    const view = describePosition(
      { ...position, isLong: false, positionType: PositionType.CROSS, unrealizedPnl: '1.2000', restrictPrice: '0.0', tariffAmount: '0.0000' },
      btc,
    );
    expect(view).toMatchObject({
      side: 'Short',
      mark: '59998.0',
      pnl: '+1.2000',
      pnlTone: 'up',
      roe: '+0.10 %',
      liquidation: '—',
      funding: '0.0000',
      type: 'Cross',
    });
  });

  it('shows figures as they came while the pair is not known', () => {
    expect(describePosition(position, undefined)).toMatchObject({ size: '0.100', entry: '60010.0000', margin: '1200.2000', value: '5999.8' });
  });
});
