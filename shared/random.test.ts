import { describe, expect, it } from 'vitest';
import { Random } from './random';

const draws = (random: Random, n: number) => Array.from({ length: n }, () => random.next());

describe('Random', () => {
  it('gives the same numbers for the same seed, other numbers for another seed or stream', () => {
    expect(draws(new Random(42), 5)).toEqual(draws(new Random(42), 5));
    expect(draws(new Random(42), 5)).not.toEqual(draws(new Random(43), 5));
    expect(draws(Random.forStream(42, 1), 5)).not.toEqual(draws(Random.forStream(42, 2), 5));
  });

  it('resumes from a snapshot exactly where it was', () => {
    const random = new Random(7);
    draws(random, 100);
    const resumed = Random.fromSnapshot(JSON.parse(JSON.stringify(random.toSnapshot())) as number);
    expect(draws(resumed, 10)).toEqual(draws(random, 10));
  });

  it('draws normals with mean about 0 and variance about 1', () => {
    const random = new Random(1);
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(variance).toBeGreaterThan(0.95);
    expect(variance).toBeLessThan(1.05);
  });
});
