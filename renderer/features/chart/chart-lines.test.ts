import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/exchange';
import { autoscaleRange, buildLines, remainingOf, sameLines, scalePreviewLegs, signedMoney, snapToTick } from './chart-lines';
import type { DragState, MovingOrder } from './order-drag';
import { BTC, inputs, position, texts } from './testing';

const order = (id: number, price: string, quantity: string, isLong = true, dealQuantity = '0', symbol = 'BTC-USDT'): Order =>
  ({ id, symbol, price, quantity, dealQuantity, isLong }) as Order;

describe('the chart’s lines', () => {
  it('draw each open order of the pair in its side’s colour, with its size left and a ✕', () => {
    const lines = buildLines(
      inputs({ orders: [order(7, '59000', '0.010'), order(8, '61000.5', '0.5', false, '0.2'), order(9, '3000', '1', true, '0', 'ETH-USDT')] }),
    );
    expect(lines.map((l) => [l.id, l.price, l.tone, l.button, texts(l.label)])).toEqual([
      ['order:7', '59000.0', 'buy', 'cancel', 'Buy 0.010'],
      ['order:8', '61000.5', 'sell', 'cancel', 'Sell 0.300/0.500'],
    ]);
    expect(lines[1]!.description).toBe('Sell order #8: 0.300 BTC at 61000.5 (0.500 ordered)');
    expect(lines[0]!.value).toBe(59000);
  });

  it('fade an order whose cancel is on its way, without its ✕', () => {
    const [line] = buildLines(inputs({ orders: [order(7, '59000', '0.010')], cancelling: new Set([7]) }));
    expect(line).toMatchObject({ faded: true, button: null });
    expect(texts(line!.label)).toBe('Buy 0.010 | cancelling…');
  });

  it('mark a chase’s order as held by Perpdesk, with no ✕ and no drag: the chase moves it', () => {
    const chased = { ...order(7, '59000', '0.010'), clientOrderId: 'amwwoshrx64b41c83c2' } as Order;
    const [line] = buildLines(inputs({ orders: [chased] }));
    expect(line).toMatchObject({ button: null, draggable: false, description: 'Buy order #7: 0.010 BTC at 59000.0, a chase held by Perpdesk' });
    expect(texts(line!.label)).toBe('Buy 0.010 | Chase · Held');
  });

  it('draw the position’s entry with size, PnL and Close, and its liquidation price dotted', () => {
    const lines = buildLines(inputs({ positions: [position(), position({ id: 4, symbol: 'ETH-USDT' })] }));
    expect(lines.map((l) => [l.id, l.kind, l.price, l.tone, l.dash, l.button])).toEqual([
      ['position:3', 'position', '60010.0', 'buy', 'solid', 'close'],
      ['liquidation:3', 'liquidation', '54321.0', 'warn', 'dotted', null],
    ]);
    expect(lines[0]!.label).toEqual([
      { text: 'Long 0.250', tone: 'buy' },
      { text: '+12.35 USDT', tone: 'buy' },
    ]);
    expect(lines[0]!.description).toBe('Long position of 0.250 BTC, entry 60010.0, unrealised PnL +12.35 USDT');
  });

  it('show a short’s loss in the sell colour, and no liquidation line where the exchange gives none', () => {
    const lines = buildLines(inputs({ positions: [position({ isLong: false, unrealizedPnl: '-3.1', restrictPrice: '0' })] }));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.label).toEqual([
      { text: 'Short 0.250', tone: 'sell' },
      { text: '\u22123.10 USDT', tone: 'sell' },
    ]);
  });

  it('preview a scale order’s legs as dashed lines, under everything else', () => {
    const legs = [
      { price: '59000.0', quantity: '0.050' },
      { price: '58000.0', quantity: '0.050' },
    ];
    const lines = buildLines(inputs({ scale: legs, orders: [order(7, '59500', '0.010')] }));
    expect(lines.map((l) => [l.id, l.dash, l.axisLabel, l.optionalLabel, texts(l.label)])).toEqual([
      ['scale:0', 'dashed', false, true, 'Scale 1/2 · 0.050'],
      ['scale:1', 'dashed', false, true, 'Scale 2/2 · 0.050'],
      ['order:7', 'solid', true, false, 'Buy 0.010'],
    ]);
  });

  it('draw nothing before the pair is known', () => {
    expect(buildLines(inputs({ pair: null, orders: [order(7, '59000', '0.010')] }))).toEqual([]);
  });
});

describe('the lines under a drag', () => {
  const moving: MovingOrder = { orderId: 7, side: 'buy', quantity: '0.010', from: '59000.0' };
  const base = inputs({ orders: [order(7, '59000', '0.010'), order(8, '59500', '0.020')] });

  it('while dragging: the order at the new price, a faint ghost where it was', () => {
    const drag: DragState = { phase: 'dragging', order: moving, price: '59321.0' };
    const lines = buildLines(base, drag);
    expect(lines.map((l) => [l.id, l.price, l.faded, l.button, texts(l.label)])).toEqual([
      ['ghost:7', '59000.0', true, null, ''],
      ['order:8', '59500.0', false, 'cancel', 'Buy 0.020'],
      ['order:7', '59321.0', false, null, 'Buy 0.010 | → 59321.0'],
    ]);
    // The scale keeps still under the pointer: it holds where the order was, not where it is dragged.
    expect(autoscaleRange(lines)).toEqual({ minValue: 59000, maxValue: 59500 });
    expect(lines[2]).toMatchObject({ draggable: true, scaled: false });
  });

  it('while moving: only the new price; while settling, the new order is not drawn twice', () => {
    expect(buildLines(base, { phase: 'moving', order: moving, price: '59321.0' }).map((l) => [l.id, l.price, texts(l.label)])).toEqual([
      ['order:8', '59500.0', 'Buy 0.020'],
      ['order:7', '59321.0', 'Buy 0.010 | moving…'],
    ]);
    const [, held] = buildLines(base, { phase: 'moving', order: moving, price: '59321.0' });
    expect(held).toMatchObject({ draggable: false, scaled: true });
    const settling: DragState = { phase: 'settling', order: moving, price: '59321.0', placedOrderId: 9 };
    const withNew = { ...base, orders: [...base.orders!, order(9, '59321', '0.010')] };
    expect(buildLines(withNew, settling).map((l) => l.id)).toEqual(['order:8', 'order:7']);
  });

  it('after a failure: the orders as the exchange has them (the line back)', () => {
    const failed: DragState = { phase: 'failed', order: moving, price: '59321.0', message: 'no' };
    expect(buildLines(base, failed).map((l) => [l.id, l.price])).toEqual([
      ['order:7', '59000.0'],
      ['order:8', '59500.0'],
    ]);
  });
});

describe('chart line helpers', () => {
  it('the autoscale covers orders and the entry, not the liquidation price nor a scale preview', () => {
    const lines = buildLines(
      inputs({
        orders: [order(7, '59000', '0.010')],
        positions: [position()],
        scale: [
          { price: '50000.0', quantity: '1.000' },
          { price: '49000.0', quantity: '1.000' },
        ],
      }),
    );
    expect(autoscaleRange(lines)).toEqual({ minValue: 59000, maxValue: 60010 });
    expect(autoscaleRange([])).toBeNull();
  });

  it('snap a chart price to the tick, refusing what is not a positive price', () => {
    expect(snapToTick(59432.149, 1)).toBe('59432.1');
    expect(snapToTick(59432.15, 1)).toBe('59432.2');
    expect(snapToTick(1.23456, 2)).toBe('1.23');
    expect(snapToTick(0.04, 1)).toBeNull();
    expect(snapToTick(-3, 1)).toBeNull();
    expect(snapToTick(null, 1)).toBeNull();
    expect(snapToTick(Number.NaN, 1)).toBeNull();
  });

  it('preview a scale only when the form’s fields make one', () => {
    const fields = { fromPrice: '59000', toPrice: '58000', count: '3', totalQuantity: '0.3', distribution: 'flat' as const };
    expect(scalePreviewLegs(fields, BTC)).toEqual([
      { price: '59000.0', quantity: '0.100' },
      { price: '58500.0', quantity: '0.100' },
      { price: '58000.0', quantity: '0.100' },
    ]);
    expect(scalePreviewLegs({ ...fields, toPrice: '' }, BTC)).toBeNull();
    expect(scalePreviewLegs({ ...fields, count: '1' }, BTC)).toBeNull();
    expect(scalePreviewLegs({ ...fields, fromPrice: '1e3' }, BTC)).toBeNull();
    expect(scalePreviewLegs({ ...fields, totalQuantity: '0.0001' }, BTC)).toBeNull();
  });

  it('say what is left of an order, and a signed amount', () => {
    expect(remainingOf({ quantity: '0.5', dealQuantity: '0.125' }, 3)).toBe('0.375');
    expect(signedMoney('0.004')).toBe('0.00');
    expect(signedMoney('-0.005')).toBe('\u22120.01');
  });

  it('tell lines that draw the same from lines that do not', () => {
    const a = buildLines(inputs({ orders: [order(7, '59000', '0.010')] }));
    const b = buildLines(inputs({ orders: [order(7, '59000.0', '0.01')] }));
    expect(sameLines(a, b)).toBe(true);
    expect(sameLines(a, buildLines(inputs({ orders: [order(7, '59000', '0.020')] })))).toBe(false);
    expect(sameLines(a, buildLines(inputs({ orders: [order(7, '59000', '0.010')], cancelling: new Set([7]) })))).toBe(false);
  });
});
