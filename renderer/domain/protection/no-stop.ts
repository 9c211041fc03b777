/**
 * The "No stop" warning (a setting, off unless turned on): a position with no armed held stop loss or trailing stop
 * on its market and side is marked, and told once when it has gone the chosen seconds without one. A bracket leg
 * still waiting for its entry is no stop yet. Each unprotected spell is told once: a stop set and removed again
 * starts a new one. No React here; the time comes in as `now`.
 */
import type { HeldOrderView } from '../../../shared/bridge';
import type { Position } from '../../../shared/exchange';
import type { NoStopWarning } from '../settings/no-stop-setting';
import { heldOn } from './protection-model';

export type PositionSide = Pick<Position, 'symbol' | 'isLong'>;

export const noStopKey = (position: PositionSide): string => `${position.symbol} ${position.isLong ? 'long' : 'short'}`;

export const hasStop = (position: PositionSide, held: readonly HeldOrderView[]): boolean =>
  heldOn(position, held).some((h) => h.kind === 'stop-loss' || h.kind === 'trailing-stop');

/** The positions with no stop; null while either list is not known (nothing is said on a guess). */
export function withoutStop<P extends PositionSide>(positions: readonly P[] | null, held: readonly HeldOrderView[] | null): P[] | null {
  if (positions === null || held === null) return null;
  return positions.filter((p) => !hasStop(p, held));
}

export interface NoStopSpells {
  /** Since when each unprotected position (by noStopKey) has been without a stop. */
  since: ReadonlyMap<string, number>;
  /** Those already told in their spell. */
  told: ReadonlySet<string>;
}

export const NO_SPELLS: NoStopSpells = { since: new Map(), told: new Set() };

/**
 * The spells after looking at `unprotected` at `now`, and the positions whose spell has just reached the wait (to
 * tell once). Off: no spells and nothing told. Unknown lists (null): nothing changes.
 */
export function watchNoStop<P extends PositionSide>(
  spells: NoStopSpells,
  unprotected: readonly P[] | null,
  now: number,
  setting: NoStopWarning,
): { spells: NoStopSpells; due: P[] } {
  if (!setting.on) return { spells: NO_SPELLS, due: [] };
  if (unprotected === null) return { spells, due: [] };
  const since = new Map<string, number>();
  const told = new Set<string>();
  const due: P[] = [];
  for (const position of unprotected) {
    const key = noStopKey(position);
    const start = spells.since.get(key) ?? now;
    since.set(key, start);
    if (spells.told.has(key)) told.add(key);
    else if (now - start >= setting.seconds * 1000) {
      told.add(key);
      due.push(position);
    }
  }
  return { spells: { since, told }, due };
}

/** The notification of a position that has gone `seconds` without a stop. */
export function noStopMessage(position: PositionSide, seconds: number, since: number) {
  const side = position.isLong ? 'long' : 'short';
  return {
    tag: `no-stop-${noStopKey(position)}-${since}`,
    tone: 'warn' as const,
    title: `No stop: ${position.symbol} ${side}`,
    body: `No armed stop loss or trailing stop for ${seconds} s: set one in its Positions row (TP / SL)`,
  };
}

/** The top bar's words: "No stop: 2", or null when every position has one (or the warning is off). */
export const noStopChipText = (count: number): string | null => (count > 0 ? `No stop: ${count}` : null);
