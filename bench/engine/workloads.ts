/**
 * The four workloads, each one seeded stream. No order is ever refused: quantities stay within the pair's
 * limits, cancels only name orders still resting, and market orders never take more than the book holds where
 * that matters (see `mixed`).
 */
import { between, seededRandom } from '../random';
import { StreamBuilder, type Workload } from './operations';

/** Mostly resting limit orders spread over 500 levels a side; a tenth of the operations cancel one. */
function addHeavy(): Workload {
  const random = seededRandom(11);
  const b = new StreamBuilder();
  for (let i = 0; i < 100_000; i++) {
    if (random() < 0.9 || b.cancellable === 0) {
      const isBuy = random() < 0.5;
      const level = between(random, 1, 500);
      b.addAtLevel(isBuy, level, between(random, 1, 20));
    } else b.cancelRandom(random);
  }
  return b.workload('add-heavy', '90% resting limit adds over 500 levels a side, 10% cancels', []);
}

/** 50 levels a side, 300 orders deep each at first; two thirds of the operations cancel a random order. */
function cancelHeavy(): Workload {
  const random = seededRandom(12);
  const b = new StreamBuilder();
  const levels = 50;
  const addAnywhere = () => {
    const isBuy = random() < 0.5;
    const level = between(random, 1, levels);
    b.addAtLevel(isBuy, level, between(random, 1, 20));
  };
  for (let i = 0; i < 2 * levels * 300; i++) addAnywhere();
  const setup = b.take();
  for (let i = 0; i < 30_000; i++) {
    if (random() < 1 / 3) addAnywhere();
    else b.cancelRandom(random);
  }
  return b.workload(
    'cancel-heavy (deep levels)',
    '1/3 adds, 2/3 cancels on 50 levels a side holding 300 orders each at first, 200 at the end',
    setup,
  );
}

/** Market orders on a book of 2000 levels a side, 12 orders each; each takes ~28 orders over ~3 levels. */
function marketSweeps(): Workload {
  const random = seededRandom(13);
  const b = new StreamBuilder();
  const resting = { buy: 0, sell: 0 };
  for (let level = 1; level <= 2000; level++) {
    for (let i = 0; i < 12; i++) {
      for (const isBuy of [true, false]) {
        const quantity = between(random, 1, 20);
        b.addAtLevel(isBuy, level, quantity, false);
        resting[isBuy ? 'buy' : 'sell'] += quantity;
      }
    }
  }
  const setup = b.take();
  for (let i = 0; i < 1500; i++) {
    const isBuy = i % 2 === 0;
    const side = isBuy ? 'sell' : 'buy';
    const quantity = Math.min(between(random, 200, 400), resting[side]);
    resting[side] -= quantity;
    b.market(isBuy, quantity);
  }
  return b.workload('market sweeps', 'market orders only, alternating sides, each sweeping ~28 resting orders over ~3 levels', setup);
}

/**
 * A trading day in miniature: adds near the touch (10 levels a side) and deeper (100 more levels), cancels of
 * the deeper orders, and market orders that take from the near levels. Markets never take more than the near
 * levels hold, so every cancel still finds its order resting.
 */
function mixed(): Workload {
  const random = seededRandom(14);
  const b = new StreamBuilder();
  const NEAR = 10;
  const DEEP = 100;
  const near = { buy: 0, sell: 0 };
  const addNear = (isBuy: boolean) => {
    const quantity = between(random, 1, 20);
    const level = between(random, 1, NEAR);
    b.addAtLevel(isBuy, level, quantity, false);
    near[isBuy ? 'buy' : 'sell'] += quantity;
  };
  const addDeep = (isBuy: boolean) => {
    const level = NEAR + between(random, 1, DEEP);
    b.addAtLevel(isBuy, level, between(random, 1, 20));
  };
  for (let i = 0; i < NEAR * 10; i++) [true, false].forEach(addNear);
  for (let i = 0; i < DEEP * 10; i++) [true, false].forEach(addDeep);
  const setup = b.take();
  for (let i = 0; i < 200_000; i++) {
    const r = random();
    const isBuy = random() < 0.5;
    const side = isBuy ? 'sell' : 'buy';
    if (r < 0.275) addNear(isBuy);
    else if (r < 0.55 || (r < 0.825 && b.cancellable === 0)) addDeep(isBuy);
    else if (r < 0.825) b.cancelRandom(random);
    else if (near[side] === 0) addNear(isBuy);
    else {
      const quantity = Math.min(between(random, 5, 30), near[side]);
      near[side] -= quantity;
      b.market(isBuy, quantity);
    }
  }
  return b.workload('mixed', '55% adds (half at the touch), 27.5% cancels, 17.5% market orders', setup);
}

export const workloads = (): Workload[] => [addHeavy(), cancelHeavy(), marketSweeps(), mixed()];
