/**
 * Writes Perpdesk's four notification sounds to assets/sounds/ as 16-bit mono PCM WAV files, from sine tones and
 * an envelope only: no samples, no dependency, the same bytes on every run. Run with `npx tsx scripts/make-sounds.ts`.
 *
 * - fill: one short high tone, the quietest (fills are the most frequent);
 * - held: two tones rising a fifth (a held order fired);
 * - alert: two tones rising, as the alert chime always was;
 * - liquidation: three low tones falling, the loudest.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const RATE = 22_050;

/** A tone: frequency Hz, start s, length s, peak (0 to 1). */
type Tone = readonly [frequency: number, start: number, length: number, peak: number];

const SOUNDS: Readonly<Record<string, readonly Tone[]>> = {
  fill: [[1318.5, 0, 0.09, 0.3]],
  held: [
    [659.3, 0, 0.1, 0.35],
    [987.8, 0.11, 0.16, 0.35],
  ],
  alert: [
    [880, 0, 0.12, 0.4],
    [1320, 0.14, 0.18, 0.4],
  ],
  liquidation: [
    [523.3, 0, 0.12, 0.5],
    [440, 0.15, 0.12, 0.5],
    [349.2, 0.3, 0.22, 0.5],
  ],
};

/** 5 ms up, then an exponential fall to silence by the tone's end (no click at either end). */
function envelope(t: number, length: number): number {
  const attack = 0.005;
  if (t < attack) return t / attack;
  const fall = (t - attack) / (length - attack);
  return Math.exp(-5 * fall) * (1 - fall);
}

function samples(tones: readonly Tone[]): Int16Array {
  const seconds = Math.max(...tones.map(([, start, length]) => start + length)) + 0.02;
  const out = new Int16Array(Math.ceil(seconds * RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    let value = 0;
    for (const [frequency, start, length, peak] of tones) {
      const local = t - start;
      if (local >= 0 && local < length) value += peak * envelope(local, length) * Math.sin(2 * Math.PI * frequency * local);
    }
    out[i] = Math.round(Math.max(-1, Math.min(1, value)) * 32_767);
  }
  return out;
}

function wav(pcm: Int16Array): Buffer {
  const data = pcm.length * 2;
  const buffer = Buffer.alloc(44 + data);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + data, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // the format chunk's size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(RATE, 24);
  buffer.writeUInt32LE(RATE * 2, 28); // bytes a second
  buffer.writeUInt16LE(2, 32); // bytes a frame
  buffer.writeUInt16LE(16, 34); // bits a sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.length; i++) buffer.writeInt16LE(pcm[i]!, 44 + i * 2);
  return buffer;
}

const folder = join(import.meta.dirname, '..', 'assets', 'sounds');
mkdirSync(folder, { recursive: true });
for (const [name, tones] of Object.entries(SOUNDS)) {
  const file = join(folder, `${name}.wav`);
  writeFileSync(file, wav(samples(tones)));
  console.log(`wrote ${file}`);
}
