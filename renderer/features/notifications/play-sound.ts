/**
 * Plays one of the sounds in assets/sounds through Web Audio. The files come inlined in the bundle (the renderer's
 * Content-Security-Policy lets no media load), decoded once each. Silent, never throwing and never logging, where
 * there is no audio or the browser holds it back until a click.
 */
import type { SoundName } from '../../stores';
import alert from '../../../assets/sounds/alert.wav?inline';
import fill from '../../../assets/sounds/fill.wav?inline';
import held from '../../../assets/sounds/held.wav?inline';
import liquidation from '../../../assets/sounds/liquidation.wav?inline';

const FILES: Readonly<Record<SoundName, string>> = { fill, held, alert, liquidation };

let context: AudioContext | null = null;
const decoded = new Map<SoundName, Promise<AudioBuffer>>();

function bytesOf(dataUrl: string): ArrayBuffer {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/** Before the trader's first click or key the browser would refuse the sound, and say so in the console. */
const mayPlay = (): boolean => typeof navigator === 'undefined' || navigator.userActivation?.hasBeenActive !== false;

export function playSound(name: SoundName): void {
  if (typeof window === 'undefined' || !('AudioContext' in window) || !mayPlay()) return;
  try {
    const audio = (context ??= new window.AudioContext());
    if (audio.state === 'suspended') audio.resume().catch(() => undefined);
    let buffer = decoded.get(name);
    if (!buffer) {
      buffer = audio.decodeAudioData(bytesOf(FILES[name]));
      decoded.set(name, buffer);
    }
    buffer
      .then((data) => {
        const source = audio.createBufferSource();
        source.buffer = data;
        source.connect(audio.destination);
        source.start();
      })
      .catch(() => decoded.delete(name));
  } catch {
    // No audio here: the toast and the desktop notification still tell.
  }
}
