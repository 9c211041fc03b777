import { describe, expect, it } from 'vitest';
import { alertMessage, alertsToTell, conditionText, levelAt, orderedAlerts, statusText } from './alert-text';
import { alertRecord } from '../../../shared/bridge/testing';

const fired = alertRecord({ id: 'lf', status: 'fired', firedAt: 1, firedPrice: '61002.4' });

describe('price alerts in words', () => {
  it('say the condition: above or below a level, or a move from the price it was set at', () => {
    expect(conditionText(alertRecord())).toBe('above 61000.0');
    expect(conditionText(alertRecord({ condition: 'below', price: '59000.0' }))).toBe('below 59000.0');
    expect(conditionText(alertRecord({ condition: 'move', price: null, percent: '2.5', basePrice: '60000.0' }))).toBe('move 2.5 % from 60000.0');
  });

  it('say Armed, or when it fired and at which price', () => {
    expect(statusText(alertRecord())).toBe('Armed');
    expect(statusText(fired, () => '14:03:27')).toBe('Fired at 14:03:27 · 61002.4');
  });

  it('tell a fired alert as "Alert: BTC-USDT above 61000.0", the price that crossed and the note', () => {
    expect(alertMessage(fired)).toEqual({ tag: 'alert-lf', tone: 'warn', title: 'Alert: BTC-USDT above 61000.0', body: 'last 61002.4' });
    expect(alertMessage({ ...fired, feed: 'mark', note: 'breakout' }).body).toBe('mark 61002.4 · breakout');
  });

  it('list the armed first, then the fired, each in the core order', () => {
    const a = alertRecord({ id: 'a' });
    const b = alertRecord({ id: 'b' });
    expect(orderedAlerts([fired, a, b]).map((x) => x.id)).toEqual(['a', 'b', 'lf']);
  });

  it('tell each fired alert once: not an armed one, not one seen, not one told in this run', () => {
    expect(alertsToTell([alertRecord(), fired], new Set())).toEqual([fired]);
    expect(alertsToTell([{ ...fired, seen: true }], new Set())).toEqual([]);
    expect(alertsToTell([fired], new Set(['lf']))).toEqual([]);
  });

  it('put a level over the last price above it, else below', () => {
    expect(levelAt('61000.0', '60000.0')).toBe('above');
    expect(levelAt('59000.0', '60000.0')).toBe('below');
    expect(levelAt('60000.0', '60000.0')).toBe('below');
  });
});
