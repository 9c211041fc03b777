/** Runs `fn` repeatedly for about `ms` milliseconds after a warm-up and returns operations per second. */
export function opsPerSecond(fn: () => void, ms = 1000): number {
  const deadline = (target: number) => performance.now() + target;
  for (let end = deadline(ms / 5); performance.now() < end; ) fn();
  let ops = 0;
  const start = performance.now();
  const end = start + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i++) fn();
    ops += 100;
  }
  return ops / ((performance.now() - start) / 1000);
}

export interface Row {
  name: string;
  ours: number;
  baseline: number;
  /** ours ÷ baseline, both in operations per second: 1 means as fast as the baseline. */
  ratio: number;
  note?: string;
}

export function report(title: string, rows: Row[], json: boolean): void {
  if (json) return void console.log(JSON.stringify({ bench: title, workloads: rows }));
  console.log(`${title}`);
  for (const r of rows) {
    console.log(
      `  ${r.name.padEnd(28)} ours ${fmt(r.ours)}/s   baseline ${fmt(r.baseline)}/s   ratio ${r.ratio.toFixed(2)}${r.note ? `   ${r.note}` : ''}`,
    );
  }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US').padStart(11);
