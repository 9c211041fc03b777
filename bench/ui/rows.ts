/** The UI bench's rows and targets: times in ms, shown in µs, against the bare baseline's. */
import type { Row, Target } from '../report';

/** A time row: ratio is peer ÷ ours, so above 1 means we take less time; the note says ours ÷ bare, as the targets do. */
export const timeRow = (name: string, oursMs: number, peerMs: number, note?: string): Row => ({
  name,
  ours: oursMs * 1000,
  peer: peerMs * 1000,
  ratio: peerMs / oursMs,
  note: `ours ÷ bare ${(oursMs / peerMs).toFixed(2)}×${note === undefined ? '' : `; ${note}`}`,
});

export const ratioTarget = (what: string, oursMs: number, bareMs: number, bound: number): Target => ({
  text: `${what} ≤ ${bound}× bare (${oursMs.toFixed(2)} vs ${bareMs.toFixed(2)} ms: ${(oursMs / bareMs).toFixed(2)}×)`,
  met: oursMs / bareMs <= bound,
});
