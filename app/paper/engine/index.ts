/** The paper exchange's engine: pure state and commands, with prices and quantities as scaled integers. */
import { PaperEngine } from './engine';
import { seedMarket } from './seed';

export { PaperEngine, type Page } from './engine';
export type { Balance } from './accounts';
export { accept, illegal, required, type Outcome, type Rejection } from './outcome';
export { SETTLE_COIN, toPairRecord, type PairSpec } from './pairs';
export type { OrderCommand } from './rules';

/** A fresh engine with the standard pairs and, unless `seed` is null, the market maker's book laid at `now`. */
export function createEngine(options: { seed?: number | null; now?: number } = {}): PaperEngine {
  const engine = new PaperEngine();
  const { seed = 1, now = 0 } = options;
  if (seed !== null) seedMarket(engine, seed, now);
  return engine;
}
