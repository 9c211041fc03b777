import { Random } from '../shared/random';

/** The paper exchange's seeded PRNG as a function, so every run generates the same workloads. */
export function seededRandom(seed: number): () => number {
  const random = new Random(seed);
  return () => random.next();
}

/** A whole number in [min, max]. */
export const between = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
