/** Settings › Sounds: which events play their short sound (each on unless turned off). */

export type SoundName = 'fill' | 'held' | 'alert' | 'liquidation';
export const SOUND_NAMES: readonly SoundName[] = ['fill', 'held', 'alert', 'liquidation'];
export type Sounds = Readonly<Record<SoundName, boolean>>;

/**
 * Each sound's saved choice; the alert's falls back to the one switch of before (`alertSound`), so a trader who
 * had silenced the alert chime keeps it silent.
 */
export function readSounds(sounds: unknown, alertSound: unknown): Sounds {
  const saved = typeof sounds === 'object' && sounds !== null ? (sounds as Partial<Record<SoundName, unknown>>) : {};
  const read = (name: SoundName, fallback: boolean) => (typeof saved[name] === 'boolean' ? (saved[name] as boolean) : fallback);
  return { fill: read('fill', true), held: read('held', true), alert: read('alert', alertSound !== false), liquidation: read('liquidation', true) };
}
