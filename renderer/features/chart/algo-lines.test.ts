import { describe, expect, it } from 'vitest';
import { orderRecord } from '../../../shared/exchange/testing';
import { algoView, twapView } from '../../domain/protection/testing';
import { allLines, heldPressOf } from './held-lines';
import { inputs, texts } from './testing';

const resting = orderRecord({ id: 7, clientOrderId: 'a1c3', price: '60000.5', quantity: '0.030' });
const chase = algoView({ chase: { maxDistance: '50', deadline: 60_000, onLimit: 'stop', startPrice: '60000.0' } });

describe('chases and TWAPs on the chart', () => {
  it('a chase’s order line says what the chase does, and its ✕ cancels the chase (the algo road), not the order', () => {
    const [line] = allLines(inputs({ orders: [resting], algos: [chase], now: 48_000 }));
    expect(line).toMatchObject({
      id: 'order:7',
      kind: 'order',
      price: '60000.5',
      tone: 'buy',
      button: 'cancel',
      draggable: false,
      orderId: 7,
      algoId: 'a1',
    });
    expect(texts(line!.label)).toBe('Chase buy 0.030 left | 12 s | 49.5 to limit');
    expect(line!.description).toContain('Chase buy of 0.050 BTC held by Perpdesk: 0.030 left, resting at 60000.5, 12 s left');
    expect(heldPressOf({ line: line!, part: 'button' }, inputs())).toEqual({ kind: 'cancel', heldId: 'a1', road: 'algo' });
    expect(heldPressOf({ line: line!, part: 'label' }, inputs())).toBeNull();
  });

  it('what is left counts its order’s fills the chase has not read back yet (never more than the order shows)', () => {
    const dealt = { ...resting, dealQuantity: '0.012' };
    const [line] = allLines(
      inputs({
        orders: [dealt],
        algos: [{ ...chase, order: { clientOrderId: 'a1c3', orderId: 31, price: '60000.5', quantity: '0.030', filled: '0' } }],
        now: 48_000,
      }),
    );
    expect(texts(line!.label)).toBe('Chase buy 0.018 left | 12 s | 49.5 to limit');
  });

  it('its order before the chases are listed: "Chase · Held", no ✕; a chase stopping: faint, no ✕', () => {
    expect(texts(allLines(inputs({ orders: [resting] }))[0]!.label)).toBe('Buy 0.030 | Chase · Held');
    expect(allLines(inputs({ orders: [resting] }))[0]!.button).toBeNull();
    const [stopping] = allLines(inputs({ orders: [resting], algos: [{ ...chase, status: 'ending' }], now: 48_000 }));
    expect(stopping).toMatchObject({ faded: true, button: null });
    expect(texts(stopping!.label)).toBe('Chase buy 0.030 left | 12 s | 49.5 to limit | stopping…');
  });

  it('a TWAP with a price limit is a dashed line there; without one, and a chase with no order resting, a tag with no price', () => {
    const limited = twapView({ id: 'a2', twap: { slices: 4, sent: 2, nextAt: null, priceLimit: '59500', slippage: '0.1' } });
    const plain = twapView({ id: 'a3', status: 'paused' });
    const lines = allLines(
      inputs({
        orders: [],
        algos: [limited, plain, chase, algoView({ id: 'a4', status: 'done' }), twapView({ id: 'a5', pair: 'ETH-USDT' })],
        now: 48_000,
      }),
    );
    expect(lines.map((l) => [l.id, l.kind, l.price, l.tone, l.dash, l.button, l.faded, l.scaled, l.axisLabel, l.algoId, texts(l.label)])).toEqual([
      ['algo:a2', 'algo', '59500.0', 'sell', 'dashed', 'cancel', false, true, true, 'a2', 'TWAP sell 2/4 | limit | 0.020/0.040 | avg 60010.4'],
      ['algo:a3', 'algo-tag', '', 'sell', 'dashed', 'cancel', true, false, false, 'a3', 'TWAP sell 2/4 | 0.020/0.040 | avg 60010.4 | paused'],
      ['algo:a1', 'algo-tag', '', 'buy', 'dashed', 'cancel', false, false, false, 'a1', 'Chase buy 0.030 left | 12 s'],
    ]);
    expect(lines[1]!.description).toBe('TWAP sell 2/4 slices of 0.040 BTC held by Perpdesk, paused: 0.020 filled at 60010.4 on average');
    expect(heldPressOf({ line: lines[0]!, part: 'line' }, inputs())).toBeNull();
  });

  it('draws nothing of another market’s, and leaves the lines alone with none live', () => {
    const lines = allLines(inputs({ orders: [resting], algos: [algoView({ pair: 'ETH-USDT' })] }));
    expect(texts(lines[0]!.label)).toBe('Buy 0.030 | Chase · Held');
    expect(lines).toHaveLength(1);
  });
});
