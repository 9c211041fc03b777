/**
 * The chart's history paging as one pure step machine, as order-drag.ts is: no chart, no bridge, no clock. The
 * chart controller feeds it what happened (what to show, the live candles, the bridge's answers, the visible range)
 * and carries out the effects it returns (ask the bridge, draw, tell React).
 *
 *   restart ─▶ loading ─latest page─▶ ready ─view near the oldest bar─▶ older page asked (one at a time) ─▶ ready …
 *                 │ fails                │ live candle a period or more past the last: the latest page again
 *                 ▼                      │ (it fills the gap; a hole is never drawn as if nothing happened there)
 *               error ─next live answer─▶ loading
 *
 * Every ask carries the generation it was made in; a restart or a new latest page bumps it, so an answer that
 * comes back for what is no longer shown is dropped. A failed older page is asked again no sooner than
 * OLDER_RETRY_MS later, and only when the view comes near the edge again.
 */
import type { BridgeResult } from '../../../shared/bridge';
import { PERIOD_MS, type Candle, type KlinePeriod } from '../../../shared/exchange';
import { addOlderPage, applyLive, HISTORY_PAGE, latestPage, olderPageEnd, planLive, wantsOlder } from './chart-history';

/** After an older page fails, scrolling asks again no sooner than this. */
export const OLDER_RETRY_MS = 3000;

/** What React shows over the chart. */
export type ChartView = { phase: 'loading' } | { phase: 'error'; message: string } | { phase: 'ready'; empty: boolean; olderError: string | null };

/** What the chart shows; null while it is not mounted or told nothing yet. */
export interface PagingTarget {
  pair: string;
  period: KlinePeriod;
}

export interface CandlesRequest {
  pair: string;
  period: KlinePeriod;
  limit: number;
  endTime?: number;
}

export interface PagingState {
  target: PagingTarget | null;
  /**
   * The history, oldest first; the series hold exactly these candles. Live candles are written into it in place
   * (a tick must not copy thousands of candles); every other step puts a new array here.
   */
  candles: Candle[];
  /** Bumped whenever what is asked for changes: an answer from an older generation is dropped. */
  generation: number;
  phase: 'loading' | 'error' | 'ready';
  loadingLatest: boolean;
  loadingOlder: boolean;
  /** Nothing older is to be had. */
  exhausted: boolean;
  olderFailedAt: number;
  olderError: string | null;
  /** The live candles last seen: each answer is drawn once. */
  lastLive: readonly Candle[] | null;
}

export type PagingEvent =
  /** Show `target` from scratch (a new pair or period, the chart created again); null: show nothing. */
  | { type: 'restart'; target: PagingTarget | null }
  /** The chart was removed: answers still on their way are dropped. */
  | { type: 'detach' }
  /** The live feed's candles for the target. */
  | { type: 'live'; candles: readonly Candle[] }
  | { type: 'latestAnswered'; generation: number; result: BridgeResult<Candle[]> }
  | { type: 'olderAnswered'; generation: number; result: BridgeResult<Candle[]>; now: number }
  /** The visible range now starts at logical index `from` (after a scroll, or when asked by `checkRange`). */
  | { type: 'range'; from: number | undefined; now: number };

export type PagingEffect =
  | { kind: 'fetch'; page: 'latest' | 'older'; generation: number; request: CandlesRequest }
  /** Empty the series (a restart). */
  | { kind: 'clear' }
  /** The whole history into the series (a page arrived). */
  | { kind: 'drawAll' }
  /** These candles into the series with `series.update`, oldest first; `appended` of them are new bars. */
  | { kind: 'drawLive'; candles: Candle[]; appended: number }
  | { kind: 'scrollToLatest' }
  | { kind: 'view'; view: ChartView }
  /** Read the visible range and step a `range` event: the view may be near the oldest bar still. */
  | { kind: 'checkRange' };

export interface PagingStep {
  state: PagingState;
  effects: PagingEffect[];
}

export const initialPaging = (): PagingState => ({
  target: null,
  candles: [],
  generation: 0,
  phase: 'loading',
  loadingLatest: false,
  loadingOlder: false,
  exhausted: false,
  olderFailedAt: -Infinity,
  olderError: null,
  lastLive: null,
});

const readyView = (s: PagingState): PagingEffect => ({
  kind: 'view',
  view: { phase: 'ready', empty: s.candles.length === 0, olderError: s.olderError },
});

const unchanged = (state: PagingState): PagingStep => ({ state, effects: [] });

/** The newest page: at first, after a failure, or over a gap in the live candles (it fills the gap). */
function loadLatest(s: PagingState, effects: PagingEffect[] = []): PagingStep {
  if (s.target === null) return { state: s, effects };
  const state: PagingState = { ...s, generation: s.generation + 1, loadingLatest: true, loadingOlder: false };
  const request = { pair: s.target.pair, period: s.target.period, limit: HISTORY_PAGE };
  return { state, effects: [...effects, { kind: 'fetch', page: 'latest', generation: state.generation, request }] };
}

export function stepPaging(s: PagingState, event: PagingEvent): PagingStep {
  switch (event.type) {
    case 'restart': {
      const state: PagingState = { ...initialPaging(), target: event.target, generation: s.generation + 1 };
      return loadLatest(state, [{ kind: 'view', view: { phase: 'loading' } }, { kind: 'clear' }]);
    }
    case 'detach':
      return { state: { ...s, target: null, generation: s.generation + 1 }, effects: [] };
    case 'live': {
      if (event.candles === s.lastLive) return unchanged(s);
      const state = { ...s, lastLive: event.candles };
      if (state.target === null || state.loadingLatest) return unchanged(state);
      // The feed answers again: so may the history.
      if (state.phase === 'error') return loadLatest(state);
      if (state.phase !== 'ready') return unchanged(state);
      const plan = planLive(state.candles, event.candles, PERIOD_MS[state.target.period]);
      if (plan.kind === 'none') return unchanged(state);
      if (plan.kind === 'gap') return loadLatest(state);
      const appended = applyLive(state.candles, plan.candles);
      const effects: PagingEffect[] = [{ kind: 'drawLive', candles: plan.candles, appended }];
      if (appended > 0) effects.push(readyView(state));
      return { state, effects };
    }
    case 'latestAnswered': {
      if (event.generation !== s.generation || s.target === null) return unchanged(s);
      const { result } = event;
      if (!result.ok) {
        // With candles on screen (a reload over a gap) they stay; the next live answer tries again.
        if (s.phase === 'ready') return unchanged({ ...s, loadingLatest: false });
        return {
          state: { ...s, loadingLatest: false, phase: 'error' },
          effects: [{ kind: 'view', view: { phase: 'error', message: result.error.message } }],
        };
      }
      const page = latestPage({ candles: s.candles, exhausted: s.exhausted }, result.value, PERIOD_MS[s.target.period]);
      const state: PagingState = { ...s, loadingLatest: false, phase: 'ready', candles: page.candles, exhausted: page.exhausted };
      const effects: PagingEffect[] = [{ kind: 'drawAll' }];
      if (s.phase !== 'ready') effects.push({ kind: 'scrollToLatest' });
      effects.push(readyView(state), { kind: 'checkRange' });
      return { state, effects };
    }
    case 'range': {
      const { target } = s;
      const ready = s.phase === 'ready' && !s.loadingLatest;
      if (target === null || !wantsOlder(event.from, { ready, loading: s.loadingOlder, exhausted: s.exhausted })) return unchanged(s);
      const endTime = olderPageEnd(s.candles);
      if (endTime === undefined || event.now - s.olderFailedAt < OLDER_RETRY_MS) return unchanged(s);
      const request = { pair: target.pair, period: target.period, limit: HISTORY_PAGE, endTime };
      return { state: { ...s, loadingOlder: true }, effects: [{ kind: 'fetch', page: 'older', generation: s.generation, request }] };
    }
    case 'olderAnswered': {
      if (event.generation !== s.generation || s.target === null) return unchanged(s);
      const { result } = event;
      if (!result.ok) {
        const state = { ...s, loadingOlder: false, olderFailedAt: event.now, olderError: result.error.message };
        return { state, effects: [readyView(state)] };
      }
      const page = addOlderPage(s.candles, result.value);
      const state: PagingState = { ...s, loadingOlder: false, candles: page.candles, exhausted: page.exhausted, olderError: null };
      const effects: PagingEffect[] = page.added > 0 ? [{ kind: 'drawAll' }] : [];
      // Still near the left edge (a fast scroll, a wide screen): the next page.
      effects.push(readyView(state), { kind: 'checkRange' });
      return { state, effects };
    }
  }
}
