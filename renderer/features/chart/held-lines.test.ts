import { describe, expect, it } from 'vitest';
import { heldOrder } from '../../domain/protection/testing';
import { HELD_IDLE, heldStep, type HeldDragState, type HeldPress } from './held-drag';
import { heldLines, heldPressOf } from './held-lines';
import type { ChartLine } from './chart-lines';
import { inputs, position, texts } from './testing';

const stop = heldOrder();
const target = heldOrder({ id: 'h2', kind: 'take-profit', trigger: '61000.0', quantity: '0.1' });
const leg = heldOrder({ id: 'h3', status: 'pending', trigger: '58000.0' });
const gone = [heldOrder({ id: 'h4', status: 'fired' }), heldOrder({ id: 'h5', pair: 'ETH-USDT', trigger: '3000.0' })];

const drag = (press: HeldPress, price: string): HeldDragState =>
  heldStep(heldStep(HELD_IDLE, { type: 'press', press, x: 50, y: 100 }).state, { type: 'move', x: 50, y: 200, price }).state;

describe('the held orders’ lines', () => {
  it('draw each live one of the pair dashed, "SL · Held" / "TP · Held" with its quantity or "all", with a ✕', () => {
    const lines = heldLines(inputs({ held: [stop, target, leg, ...gone] }));
    expect(lines.map((l) => [l.id, l.kind, l.price, l.tone, l.dash, l.button, l.draggable, l.faded, texts(l.label)])).toEqual([
      ['held:h1', 'held', '59000.0', 'sell', 'dashed', 'cancel', true, false, 'SL · Held | all'],
      ['held:h2', 'held', '61000.0', 'buy', 'dashed', 'cancel', true, false, 'TP · Held | 0.100'],
      ['held:h3', 'held', '58000.0', 'sell', 'dashed', 'cancel', true, true, 'SL · Held | all | after entry'],
    ]);
    expect(lines[0]!.description).toBe('Stop loss held by Perpdesk at 59000.0 (mark price): closes the whole long');
  });

  it('draw each tier of a take profit apart, "TP1 · Held 50 %" with its quantity, each dragged and ✕ by its own id', () => {
    const tp1 = heldOrder({ id: 't1', kind: 'take-profit', trigger: '61000.0', quantity: '0.050', tier: 1, share: '50' });
    const tp2 = heldOrder({ id: 't2', kind: 'take-profit', trigger: '62000.0', quantity: '0.030', tier: 2, share: '30' });
    const lines = heldLines(inputs({ held: [stop, tp1, tp2] }));
    expect(lines.map((l) => [l.id, l.price, l.draggable, l.button, texts(l.label)])).toEqual([
      ['held:h1', '59000.0', true, 'cancel', 'SL · Held | all'],
      ['held:t1', '61000.0', true, 'cancel', 'TP1 · Held 50 % | 0.050'],
      ['held:t2', '62000.0', true, 'cancel', 'TP2 · Held 30 % | 0.030'],
    ]);
    expect(lines[2]!.description).toBe('Take profit 2 of the tiers (30 %) held by Perpdesk at 62000.0 (mark price): closes 0.030 BTC of the long');
    expect(heldPressOf({ line: lines[2]!, part: 'line' }, inputs())).toEqual({ kind: 'held', heldId: 't2', price: '62000.0' });
    expect(heldPressOf({ line: lines[2]!, part: 'button' }, inputs())).toEqual({ kind: 'cancel', heldId: 't2' });
  });

  it('a trailing stop is drawn where it is now, labelled apart, moved at each answer, and cannot be dragged (it follows the price)', () => {
    const trailing = (trigger: string, best: string) =>
      heldOrder({ kind: 'trailing-stop', trigger, trailing: { distance: '500', percent: null, best } });
    const [line] = heldLines(inputs({ held: [trailing('59500.0', '60000.0')] }));
    expect(line).toMatchObject({ price: '59500.0', dash: 'dashed', draggable: false, button: 'cancel' });
    expect(texts(line!.label)).toBe('Trailing stop · Held | 500 behind | all');
    expect(line!.description).toBe(
      'Trailing stop held by Perpdesk at 59500.0 (mark price, 500 behind the best price, following it): closes the whole long',
    );
    const [next] = heldLines(inputs({ held: [trailing('59620.0', '60120.0')] }));
    expect([next!.id, next!.price]).toEqual([line!.id, '59620.0']);
    const [inPercent] = heldLines(
      inputs({ held: [heldOrder({ kind: 'trailing-stop', trigger: '59100.0', trailing: { distance: null, percent: '1.5', best: '60000.0' } })] }),
    );
    expect(texts(inPercent!.label)).toBe('Trailing stop · Held | 1.5 % behind | all');
    expect(heldPressOf({ line: line!, part: 'line' }, inputs())).toBeNull();
    expect(heldPressOf({ line: line!, part: 'button' }, inputs())).toEqual({ kind: 'cancel', heldId: 'h1' });
  });

  it('while dragged: a ghost where it was, the line at the pointer’s price', () => {
    const lines = heldLines(inputs({ held: [stop] }), drag({ kind: 'held', heldId: 'h1', price: '59000.0' }, '58500.0'));
    expect(lines.map((l) => [l.id, l.price, l.faded, texts(l.label)])).toEqual([
      ['ghost:h1', '59000.0', true, ''],
      ['held:h1', '58500.0', false, 'SL · Held | all | → 58500.0'],
    ]);
  });

  it('dragged out of a long’s line below the mark: a stop loss preview with what it would realise', () => {
    const press: HeldPress = { kind: 'position', positionId: 3, isLong: true, entry: '60010', quantity: '0.25', mark: '60000.0', price: '60010.0' };
    const [preview] = heldLines(inputs(), drag(press, '59010.0'));
    expect(preview).toMatchObject({ id: 'held-preview', price: '59010.0', tone: 'sell', dash: 'dashed' });
    expect(texts(preview!.label)).toBe('SL · Held | all · −250.00 USDT');
    expect(texts(heldLines(inputs(), drag(press, '60000.0'))[0]!.label)).toBe(
      '60000.0 is the mark price: a stop or a target there would fire at once',
    );
  });
});

describe('a press on a line', () => {
  const line = (over: Partial<ChartLine>): ChartLine => ({ ...heldLines(inputs({ held: [stop] }))[0]!, ...over });
  it('on a held line drags it, on its ✕ cancels it; on the position’s line drags out a stop or a target with the mark', () => {
    expect(heldPressOf({ line: line({}), part: 'label' }, inputs())).toEqual({ kind: 'held', heldId: 'h1', price: '59000.0' });
    expect(heldPressOf({ line: line({}), part: 'button' }, inputs())).toEqual({ kind: 'cancel', heldId: 'h1' });
    const positionLine = line({ id: 'position:3', kind: 'position', heldId: null, positionId: 3, price: '60010.0', button: 'close' });
    expect(heldPressOf({ line: positionLine, part: 'line' }, { positions: [position()], mark: '60000.0' })).toEqual({
      kind: 'position',
      positionId: 3,
      isLong: true,
      entry: '60010',
      quantity: '0.25',
      mark: '60000.0',
      price: '60010.0',
    });
    expect(heldPressOf({ line: positionLine, part: 'button' }, { positions: [position()], mark: '60000.0' })).toBeNull();
  });
});
