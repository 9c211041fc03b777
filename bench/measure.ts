/** Timing helpers shared by the benchmarks. */

/** Runs `fn` repeatedly for about `ms` milliseconds after a warm-up and returns calls per second. */
export function opsPerSecond(fn: () => void, ms = 1000): number {
  for (let end = performance.now() + ms / 5; performance.now() < end;) fn();
  let ops = 0;
  const start = performance.now();
  const end = start + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) fn();
    ops += 100;
  }
  return ops / ((performance.now() - start) / 1000);
}

/** Seconds that `fn` takes once. */
export function secondsFor(fn: () => void): number {
  const start = performance.now();
  fn();
  return (performance.now() - start) / 1000;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
