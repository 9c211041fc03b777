/** Test support: the figures of 1 BTC bought (or sold) at 60000 at 10×, isolated, valued at 60000: the engine tests' position. */
import { PositionType } from '../../../shared/exchange';
import type { PositionFigures } from './margin-model';

export const btcPosition = (more: Partial<PositionFigures> = {}): PositionFigures => ({
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
