/**
 * Breakeven on a position: its held stop loss moved to the entry plus both taker fees (or one set there), sent to
 * the core and said in the action log. A price already past breakeven comes back as `past`, so the screen can ask
 * before sending it again with `now` (it would close the position at once). No React here.
 */
import { FIRES_AT_ONCE_CODE, type BridgeResult, type HeldOrderView } from '../../shared/bridge';
import type { Position } from '../../shared/exchange';
import type { ActionLogStore } from '../stores/action-log-store';
import type { WriteInvoke } from '../bridge/client';
import { errorText, type Said } from './outcomes';
import { refreshingAfter } from './protection';

export interface BreakevenDeps {
  invoke: WriteInvoke;
  /** The held orders and the Connection's count refreshed after the write, whatever its answer. */
  refresh: () => void;
  actionLog?: ActionLogStore;
  now?: () => number;
}

export type BreakevenOutcome = { kind: 'said'; said: Said } | { kind: 'past' };

/** Moves `position`'s stop to breakeven; `fireNow`: the trader said to set it even where it closes the position at once. */
export type MoveToBreakeven = (position: Position, fireNow?: boolean) => Promise<BreakevenOutcome>;

export function createBreakeven({ invoke, refresh, actionLog, now = Date.now }: BreakevenDeps): MoveToBreakeven {
  const then = refreshingAfter(refresh);
  return async (position, fireNow = false) => {
    const params = { pair: position.symbol, positionId: position.id, ...(fireNow ? { now: true } : {}) };
    const result = await then(invoke('protection.breakeven', params));
    if (!result.ok && result.error.code === FIRES_AT_ONCE_CODE && !fireNow) return { kind: 'past' };
    const said = breakevenSaid(position, result);
    actionLog?.getState().actions.logged(said, now());
    return { kind: 'said', said };
  };
}

/** "Stop on the BTC-USDT long moved to breakeven 60072.1", or why it was not. */
export function breakevenSaid(position: Position, result: BridgeResult<HeldOrderView>): Said {
  const which = `the ${position.symbol} ${position.isLong ? 'long' : 'short'}`;
  if (result.ok) return { tone: 'ok', text: `Stop on ${which} moved to breakeven ${result.value.trigger ?? ''}`.trimEnd() };
  const tone = result.error.kind === 'unknown-outcome' ? 'unknown' : 'error';
  return { tone, text: `Stop on ${which} not moved to breakeven: ${errorText(result.error).replace(/\.$/, '')}` };
}
