import { describe, expect, it } from 'vitest';
import { alertRecord } from '../../../shared/bridge/testing';
import { ALERT_PREVIEW_ID, alertIdOf, alertLines } from './alert-lines';
import { BTC } from './testing';

const base = { pair: BTC, last: '60000.0', move: null, preview: null };
const text = (line: { label: { text: string }[] }) => line.label.map((p) => p.text).join(' · ');

describe('the price alerts on the chart', () => {
  it('draw each armed above/below alert of the pair as a dashed line with its bell label and a ✕, draggable', () => {
    const alerts = [
      alertRecord({ id: 'a' }),
      alertRecord({ id: 'b', pair: 'ETH-USDT' }),
      alertRecord({ id: 'c', status: 'fired' }),
      alertRecord({ id: 'd', condition: 'move', price: null, percent: '2', basePrice: '60000.0' }),
      alertRecord({ id: 'e', condition: 'below', price: '59000.0', note: 'support' }),
    ];
    const lines = alertLines({ ...base, alerts });
    expect(lines.map((l) => l.id)).toEqual(['alert:a', 'alert:e']);
    expect(lines[0]).toMatchObject({ kind: 'alert', price: '61000.0', dash: 'dashed', button: 'cancel', draggable: true, tone: 'warn' });
    expect(text(lines[0]!)).toBe('Alert above 61000.0');
    expect(text(lines[1]!)).toBe('Alert below 59000.0 · support');
    expect(alertIdOf(lines[0]!)).toBe('a');
  });

  it('draw a dragged line at its new price saying where from, then "moving…" while the edit is out', () => {
    const alerts = [alertRecord({ id: 'a' })];
    const dragging = alertLines({ ...base, alerts, move: { id: 'a', price: '61500.0', phase: 'dragging' } });
    expect(dragging[0]).toMatchObject({ price: '61500.0', button: null, draggable: true });
    expect(text(dragging[0]!)).toBe('Alert above 61500.0 · from 61000.0');
    const saving = alertLines({ ...base, alerts, move: { id: 'a', price: '61500.0', phase: 'saving' } });
    expect(saving[0]).toMatchObject({ price: '61500.0', draggable: false });
    expect(text(saving[0]!)).toBe('Alert above 61500.0 · moving…');
  });

  it('preview where a click sets one: above over the last price, below under it', () => {
    const above = alertLines({ ...base, alerts: [], preview: '60100.0' });
    expect(above[0]).toMatchObject({ id: ALERT_PREVIEW_ID, dash: 'dotted', draggable: false });
    expect(text(above[0]!)).toBe('Alert above 60100.0 · click to set');
    expect(alertIdOf(above[0]!)).toBeNull();
    expect(text(alertLines({ ...base, alerts: [], preview: '59900.0' })[0]!)).toBe('Alert below 59900.0 · click to set');
  });
});
