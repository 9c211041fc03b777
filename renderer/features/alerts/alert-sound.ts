/**
 * The alert's sound, made with WebAudio (no asset file): two short rising tones. Quiet and short, so it tells without
 * startling; silent where the platform has no audio or blocks it before a user gesture.
 */
type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

const audioClass = (): AudioContextClass | null =>
  typeof window !== 'undefined' && 'AudioContext' in window ? window.AudioContext : null;

/** The two tones: (frequency Hz, start s, length s). */
export const CHIME: readonly (readonly [number, number, number])[] = [
  [880, 0, 0.12],
  [1320, 0.14, 0.18],
];

export function playAlertSound(): void {
  const Audio = audioClass();
  if (!Audio) return;
  try {
    context ??= new Audio();
    if (context.state === 'suspended') void context.resume();
    const start = context.currentTime;
    for (const [frequency, at, length] of CHIME) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.2, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + at);
      oscillator.stop(start + at + length + 0.02);
    }
  } catch {
    // No audio here: the toast and the desktop notification still tell.
  }
}
