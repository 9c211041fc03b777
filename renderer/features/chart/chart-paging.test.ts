import { describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../../shared/bridge';
import type { Candle } from '../../../shared/exchange';
import { HISTORY_PAGE } from './chart-history';
import { initialPaging, OLDER_RETRY_MS, stepPaging, type PagingEffect, type PagingEvent, type PagingState } from './chart-paging';
import { candle, MIN, page, T0 } from './testing';

const TARGET = { pair: 'BTC-USDT', period: '1MIN' } as const;

const ok = (value: Candle[]): BridgeResult<Candle[]> => ({ ok: true, value });
const failed = (message: string): BridgeResult<Candle[]> => ({ ok: false, error: { kind: 'network', message } });
const times = (s: PagingState) => s.candles.map((c) => (c.time - T0) / MIN);
const kinds = (effects: PagingEffect[]) => effects.map((e) => e.kind);

/** Runs events in order from `state`, returning the last step's state and effects. */
function run(state: PagingState, ...events: PagingEvent[]) {
  let effects: PagingEffect[] = [];
  for (const event of events) ({ state, effects } = stepPaging(state, event));
  return { state, effects };
}

const fetchOf = (effects: PagingEffect[]) => {
  const fetch = effects.find((e) => e.kind === 'fetch');
  if (fetch?.kind !== 'fetch') throw new Error('no fetch');
  return fetch;
};

/** Restarted on TARGET and answered with a full latest page of candles HISTORY_PAGE-1 … 2*HISTORY_PAGE-2. */
function shown(): PagingState {
  const started = stepPaging(initialPaging(), { type: 'restart', target: TARGET });
  const { generation } = fetchOf(started.effects);
  return run(started.state, { type: 'latestAnswered', generation, result: ok(page(HISTORY_PAGE - 1, 2 * HISTORY_PAGE - 2)) }).state;
}

describe('chart history paging', () => {
  it('a restart shows loading, empties the chart and asks for the latest page', () => {
    const { state, effects } = stepPaging(initialPaging(), { type: 'restart', target: TARGET });
    expect(kinds(effects)).toEqual(['view', 'clear', 'fetch']);
    expect(effects[0]).toEqual({ kind: 'view', view: { phase: 'loading' } });
    expect(fetchOf(effects)).toMatchObject({ page: 'latest', request: { pair: 'BTC-USDT', period: '1MIN', limit: HISTORY_PAGE } });
    expect(state.loadingLatest).toBe(true);
  });

  it('with nothing to show it asks for nothing', () => {
    const { effects } = stepPaging(initialPaging(), { type: 'restart', target: null });
    expect(kinds(effects)).toEqual(['view', 'clear']);
  });

  it('draws the latest page, scrolls to it once, and then looks whether an older page is wanted', () => {
    const started = stepPaging(initialPaging(), { type: 'restart', target: TARGET });
    const { generation } = fetchOf(started.effects);
    const { state, effects } = stepPaging(started.state, { type: 'latestAnswered', generation, result: ok(page(0, 9)) });
    expect(times(state)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.exhausted).toBe(true); // a short page: nothing older
    expect(kinds(effects)).toEqual(['drawAll', 'scrollToLatest', 'view', 'checkRange']);
    expect(effects[2]).toEqual({ kind: 'view', view: { phase: 'ready', empty: false, olderError: null } });
  });

  it('says when the latest page fails, and asks again when the live feed answers', () => {
    const started = stepPaging(initialPaging(), { type: 'restart', target: TARGET });
    const { generation } = fetchOf(started.effects);
    const error = stepPaging(started.state, { type: 'latestAnswered', generation, result: failed('exchange unreachable') });
    expect(error.effects).toEqual([{ kind: 'view', view: { phase: 'error', message: 'exchange unreachable' } }]);
    const retry = stepPaging(error.state, { type: 'live', candles: [candle(3)] });
    expect(fetchOf(retry.effects).page).toBe('latest');
  });

  it('drops an answer for what is no longer shown', () => {
    const started = stepPaging(initialPaging(), { type: 'restart', target: TARGET });
    const { generation } = fetchOf(started.effects);
    const again = stepPaging(started.state, { type: 'restart', target: { pair: 'ETH-USDT', period: '5MIN' } });
    const late = stepPaging(again.state, { type: 'latestAnswered', generation, result: ok(page(0, 9)) });
    expect(late.effects).toEqual([]);
    expect(late.state.candles).toEqual([]);
    const detached = stepPaging(again.state, { type: 'detach' });
    expect(
      stepPaging(detached.state, { type: 'latestAnswered', generation: fetchOf(again.effects).generation, result: ok(page(0, 9)) }).effects,
    ).toEqual([]);
  });

  it('asks for one older page when the view nears the oldest bar, ending just before it', () => {
    const state = shown();
    expect(stepPaging(state, { type: 'range', from: 100, now: 0 }).effects).toEqual([]);
    const near = stepPaging(state, { type: 'range', from: 5, now: 0 });
    expect(fetchOf(near.effects)).toMatchObject({ page: 'older', request: { endTime: T0 + (HISTORY_PAGE - 1) * MIN - 1, limit: HISTORY_PAGE } });
    // One at a time.
    expect(stepPaging(near.state, { type: 'range', from: 2, now: 0 }).effects).toEqual([]);
  });

  it('puts an older page in front and stops once a page comes back short', () => {
    const near = stepPaging(shown(), { type: 'range', from: 5, now: 0 });
    const { generation } = fetchOf(near.effects);
    const { state, effects } = stepPaging(near.state, { type: 'olderAnswered', generation, result: ok(page(200, HISTORY_PAGE - 2)), now: 0 });
    expect(times(state).slice(0, 2)).toEqual([200, 201]);
    expect(state.candles).toHaveLength(HISTORY_PAGE + 99);
    expect(state.exhausted).toBe(true);
    expect(kinds(effects)).toEqual(['drawAll', 'view', 'checkRange']);
    expect(stepPaging(state, { type: 'range', from: 0, now: 0 }).effects).toEqual([]);
  });

  it('after an older page fails it shows why and waits before asking again', () => {
    const near = stepPaging(shown(), { type: 'range', from: 5, now: 1000 });
    const { generation } = fetchOf(near.effects);
    const { state, effects } = stepPaging(near.state, { type: 'olderAnswered', generation, result: failed('timed out'), now: 1000 });
    expect(effects).toEqual([{ kind: 'view', view: { phase: 'ready', empty: false, olderError: 'timed out' } }]);
    expect(stepPaging(state, { type: 'range', from: 5, now: 1000 + OLDER_RETRY_MS - 1 }).effects).toEqual([]);
    expect(fetchOf(stepPaging(state, { type: 'range', from: 5, now: 1000 + OLDER_RETRY_MS }).effects).page).toBe('older');
  });

  it('draws a live candle once: the last bar updated, the next appended', () => {
    const state = shown();
    const last = 2 * HISTORY_PAGE - 2;
    const live = [candle(last, { close: '100.9' }), candle(last + 1)];
    const step = stepPaging(state, { type: 'live', candles: live });
    expect(step.effects[0]).toEqual({ kind: 'drawLive', candles: live, appended: 1 });
    expect(times(step.state).at(-1)).toBe(last + 1);
    expect(step.state.candles.at(-2)?.close).toBe('100.9');
    expect(stepPaging(step.state, { type: 'live', candles: live }).effects).toEqual([]);
  });

  it('reloads the latest page over a gap in the live candles rather than draw a hole', () => {
    const state = shown();
    const step = stepPaging(state, { type: 'live', candles: [candle(2 * HISTORY_PAGE + 5)] });
    expect(fetchOf(step.effects).page).toBe('latest');
    // While it loads, live answers wait.
    expect(stepPaging(step.state, { type: 'live', candles: [candle(2 * HISTORY_PAGE + 6)] }).effects).toEqual([]);
  });
});
