import { afterEach, describe, expect, it } from 'vitest';
import type { RoundTrip, TripFill } from '../../shared/bridge';
import type { Session } from './session';
import { fakeInvoke, ok } from '../stores/testing/fake-invoke';
import { manualSession } from '../composition/testing/manual-session';

const NOW = Date.UTC(2026, 10, 26, 12, 0);
const trip: RoundTrip = {
  id: 'ETH-USDT:41',
  symbol: 'ETH-USDT',
  side: 'short',
  openTime: NOW - 3 * 3_600_000,
  closeTime: NOW - 3_600_000,
  size: '2',
  entryPrice: '3000',
  exitPrice: '2990',
  closedQuantity: '2',
  realised: '20',
  fees: '1',
  funding: '0',
  rebates: '0',
  net: '19',
  tradeIds: [41, 42],
  tradeQuantities: ['2', '2'],
  beforeHistory: false,
};
const fills: TripFill[] = [
  { tradeId: 41, time: trip.openTime, side: 'sell', price: '3000', quantity: '2', tripQuantity: '2', isTaker: true, fee: '0.5' },
  { tradeId: 42, time: trip.closeTime!, side: 'buy', price: '2990', quantity: '2', tripQuantity: '2', isTaker: true, fee: '0.5' },
];

let session: Session;
afterEach(() => session.stop());

function start(answer: 'fills' | 'refused') {
  const bridge = fakeInvoke({
    'history.tripFills': ({ tripId }) =>
      answer === 'fills' && tripId === trip.id
        ? ok(fills)
        : { ok: false, error: { kind: 'invalid-input', message: `The history holds no round trip ${tripId}` } },
  });
  session = manualSession(bridge.invoke, () => NOW);
  session.start();
  return bridge;
}

describe('a round trip opened on the chart', () => {
  it('switches the chart to its market and a period that shows it whole, with its fills', async () => {
    start('fills');
    expect(await session.tripOnChart.show(trip)).toBeNull();
    expect(session.market.getState()).toMatchObject({ selected: 'ETH-USDT', period: '5MIN' });
    expect(session.tripChart.getState().shown).toMatchObject({ trip: { id: trip.id }, fills });
  });

  it('is cleared when another market is chosen, and by clear()', async () => {
    start('fills');
    await session.tripOnChart.show(trip);
    session.market.getState().actions.select('BTC-USDT');
    expect(session.tripChart.getState().shown).toBeNull();
    await session.tripOnChart.show(trip);
    session.tripOnChart.clear();
    expect(session.tripChart.getState().shown).toBeNull();
  });

  it('a refusal of the history is said, and changes nothing', async () => {
    start('refused');
    const before = session.market.getState().selected;
    expect(await session.tripOnChart.show(trip)).toBe('The history holds no round trip ETH-USDT:41');
    expect(session.market.getState().selected).toBe(before);
    expect(session.tripChart.getState().shown).toBeNull();
  });
});
