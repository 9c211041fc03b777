import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { sizeByRisk, type RiskInput } from '../../domain/trading/risk-sizing';
import { REWARD_RISK_LABEL, riskSummaryText } from './risk-summary';
import { context, PAPER_PAIRS } from '../../domain/trading/testing';

const { pair, config } = PAPER_PAIRS.find((p) => p.pair.symbol === 'BTC-USDT')!;
const book = { bids: [{ price: '59990.0', quantity: '50' }], asks: [{ price: '60000.0', quantity: '50' }] };
const ctx = context({ pair, config, book });
const input: RiskInput = {
  risk: '50',
  unit: 'quote',
  stop: '59400.0',
  target: '61200.0',
  entry: null,
  leverage: 10,
  marginMode: 'isolated',
  equity: '10000',
};

describe('R:R in the form', () => {
  it('is labelled as after fees, and counts the taker fee on both legs of a market entry', () => {
    const sized = sizeByRisk(input, ctx);
    if (!sized.ok) throw new Error(sized.message);
    const q = new Decimal(sized.size.quantity);
    const fee = (price: string) => q.times(price).times('0.0006').toDecimalPlaces(4, Decimal.ROUND_UP);
    // A market buy at the ask, out at the take profit or the stop loss: each leg pays the taker fee.
    const reward = q.times(1200).minus(fee('60000.0')).minus(fee('61200.0'));
    const loss = q.times(600).plus(fee('60000.0')).plus(fee('59400.0'));
    expect(sized.size.loss).toBe(loss.toFixed(4));
    expect(sized.size.rewardRisk).toBe(reward.dividedBy(loss).toFixed(2, Decimal.ROUND_DOWN));
    // Without fees it would be 2.00.
    expect(sized.size.rewardRisk).not.toBe('2.00');
    expect(riskSummaryText(sized, pair, 10, false)).toContain(`${REWARD_RISK_LABEL} ${sized.size.rewardRisk}`);
    expect(REWARD_RISK_LABEL).toBe('R:R (after fees)');
  });

  it('says what is missing while the field’s error is not shown yet, and points at it once it is', () => {
    const missing = sizeByRisk({ ...input, stop: '' }, ctx);
    expect(riskSummaryText(missing, pair, 10, false)).toBe('Nothing sized: Stop loss is required');
    expect(riskSummaryText(missing, pair, 10, true)).toBe('Nothing sized: see above');
    expect(riskSummaryText(null, pair, 10, false)).toBe('Type a risk and a stop loss');
  });
});
