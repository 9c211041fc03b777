import { describe, expect, it } from 'vitest';
import { alertRecord } from '../../../shared/bridge/testing';
import { alertLines } from './alert-lines';
import { buildLines } from './chart-lines';
import { LABEL_HEIGHT } from './lines-layout';
import { TradingLinesPrimitive, type LineGeometry } from './lines-primitive';
import { BTC, inputs, position } from './testing';

const WIDTH = 1000;
const HEIGHT = 400;

/** A canvas that draws nothing and measures 6 px a character. */
const canvas = new Proxy({ measureText: (text: string) => ({ width: text.length * 6 }) } as Record<string, unknown>, {
  get: (target, name: string) => (name in target ? target[name] : () => {}),
});

/** A primitive on a pane where 60010.0 is at y 200 and a price unit is 0.1 px. */
function linesPrimitive(): TradingLinesPrimitive {
  const primitive = new TradingLinesPrimitive();
  const series = { priceToCoordinate: (price: number) => 200 - (price - 60010) / 10 };
  primitive.attached({ series, requestUpdate: () => {} } as unknown as Parameters<TradingLinesPrimitive['attached']>[0]);
  return primitive;
}

function draw(primitive: TradingLinesPrimitive): void {
  const target = {
    useMediaCoordinateSpace: (paint: (scope: unknown) => void) => paint({ context: canvas, mediaSize: { width: WIDTH, height: HEIGHT } }),
  };
  primitive
    .paneViews()[0]!
    .renderer()!
    .draw(target as never);
}

/** The chart's lines, a set per layer, drawn once. */
function chartWith(...layers: Parameters<TradingLinesPrimitive['setLines']>[1][]) {
  const primitive = linesPrimitive();
  const drawn: (readonly LineGeometry[])[] = [];
  const sets = layers.map((lines, k) => {
    const set = primitive.add((geometry) => (drawn[k] = geometry));
    set.setLines(lines);
    return set;
  });
  draw(primitive);
  return { sets, drawn };
}

describe('the lines of every layer on the chart', () => {
  it('lay out an alert’s label and the position’s label at the same price apart, each ✕ and Close its own layer’s', () => {
    const alerts = alertLines({ pair: BTC, alerts: [alertRecord({ id: 'a', price: '60010.0' })], last: '60000.0', move: null, preview: null });
    const trading = buildLines(inputs({ positions: [position({ openingPrice: '60010.0' })] }));
    const { sets, drawn } = chartWith(alerts, trading);
    const alert = drawn[0]!.find((g) => g.id === 'alert:a')!;
    const held = drawn[1]!.find((g) => g.id === 'position:3')!;
    expect([alert.y, held.y]).toEqual([200, 200]);
    // Both drawn, with their buttons, one clear of the other.
    expect(alert.buttonX).not.toBeNull();
    expect(held.buttonX).not.toBeNull();
    expect(Math.abs(alert.buttonX! - held.buttonX!)).toBeGreaterThan(LABEL_HEIGHT);
    expect(sets[0]!.hit(alert.buttonX!, 200)).toMatchObject({ part: 'button', line: { id: 'alert:a' } });
    expect(sets[1]!.hit(alert.buttonX!, 200)).toBeNull();
    expect(sets[1]!.hit(held.buttonX!, 200)).toMatchObject({ part: 'button', line: { id: 'position:3', button: 'close' } });
    expect(sets[0]!.hit(held.buttonX!, 200)).toBeNull();
  });

  it('draw BE beside the position’s Close: a press on each is that button’s, never the other’s', () => {
    const { sets, drawn } = chartWith(buildLines(inputs({ positions: [position({ openingPrice: '60010.0' })] })));
    const held = drawn[0]!.find((g) => g.id === 'position:3')!;
    expect(held.breakevenX).not.toBeNull();
    // At 6 px a character, padded 6 px either side: BE 24 px wide, then Close 42 px, centre to centre 33 px.
    expect(held.buttonX! - held.breakevenX!).toBe(33);
    expect(sets[0]!.hit(held.breakevenX!, 200)).toMatchObject({ part: 'button', button: 'breakeven', line: { id: 'position:3' } });
    expect(sets[0]!.hit(held.buttonX!, 200)).not.toHaveProperty('button');
    expect(sets[0]!.hit(held.breakevenX! - 13, 200)).toMatchObject({ part: 'label' });
  });

  it('stretch the price scale to every layer’s lines, and put each on the axis at its own line, whichever layer changed last', () => {
    const alerts = alertLines({ pair: BTC, alerts: [alertRecord({ id: 'a', price: '60110.0' })], last: '60000.0', move: null, preview: null });
    const trading = buildLines(inputs({ positions: [position({ openingPrice: '60010.0' })] }));
    const primitive = linesPrimitive();
    const alertSet = primitive.add();
    const tradingSet = primitive.add();
    alertSet.setLines(alerts);
    tradingSet.setLines(trading);
    expect(primitive.autoscaleInfo()?.priceRange).toEqual({ minValue: 60010, maxValue: 60110 });
    // The position's line changes (its PnL): the alert stays in the range.
    tradingSet.setLines(buildLines(inputs({ positions: [position({ openingPrice: '60010.0', unrealizedPnl: '1.5' })] })));
    expect(primitive.autoscaleInfo()?.priceRange).toEqual({ minValue: 60010, maxValue: 60110 });
    draw(primitive);
    const onAxis = primitive.priceAxisViews().map((view) => [view.text(), view.coordinate()]);
    expect(onAxis).toContainEqual(['60110.0', 190]);
    expect(onAxis).toContainEqual(['60010.0', 200]);
  });
});
