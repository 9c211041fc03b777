/**
 * Which sound a batch of events plays, if any: one per batch (five fills at once: one sound), the most urgent of
 * those turned on in Settings › Sounds. No React, no audio here (play-sound.ts plays it).
 *
 * A liquidation's sound plays on a liquidation fill (fill-watch.ts): Perpdesk has no earlier warning of one (no
 * margin-ratio event), and a guess from the mark would cry wolf.
 */
import type { SoundName, Sounds } from '../settings/sounds-setting';

/** Most urgent first. */
const URGENCY: readonly SoundName[] = ['liquidation', 'held', 'alert', 'fill'];

export function soundOf(events: readonly SoundName[], on: Sounds): SoundName | null {
  return URGENCY.find((name) => on[name] && events.includes(name)) ?? null;
}

export const fillSounds = (events: readonly { kind: 'fill' | 'liquidation' }[]): SoundName[] =>
  events.map((e) => (e.kind === 'liquidation' ? 'liquidation' : 'fill'));

/** A held order that fired (all or part of it) plays "held"; its other notices (armed, refused, …) play nothing. */
export const noticeSounds = (notices: readonly { kind: string }[]): SoundName[] =>
  notices.some((n) => n.kind === 'triggered' || n.kind === 'partial') ? ['held'] : [];
