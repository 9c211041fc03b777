/**
 * A seeded PRNG (mulberry32) whose whole state is one 32-bit integer, so it can be snapshotted and resumed.
 * It uses only integer operations and exact float sums, never Math.log or Math.cos, so a replay draws the same
 * numbers on any platform and Node version.
 */
export class Random {
  private state: number;

  constructor(state: number) {
    this.state = state >>> 0;
  }

  /** An independent stream for `stream` (e.g. a pair id) under the same seed. */
  static forStream(seed: number, stream: number): Random {
    let h = (seed ^ Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return new Random(h ^ (h >>> 16));
  }

  /** A float in [0, 1), a multiple of 2^-32. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), this.state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A standard normal variate, approximated by the Irwin–Hall sum of twelve uniforms (exact in floats). */
  normal(): number {
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += this.next();
    return sum - 6;
  }

  toSnapshot(): number {
    return this.state;
  }

  static fromSnapshot(state: number): Random {
    return new Random(state);
  }
}
