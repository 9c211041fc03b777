/**
 * Every benchmark answers the same way: per workload, our throughput, the peer's (the baseline it is compared
 * with, measured in the same run) and ours ÷ peer; then its targets and whether they are met.
 */

export interface Row {
  name: string;
  ours: number;
  peer: number;
  /** ours ÷ peer: above 1 means we are faster. */
  ratio: number;
  note?: string;
}

export interface Target {
  text: string;
  met: boolean;
}

export interface BenchResult {
  /** What "ours" and "peer" stand for in this benchmark, and how the figures were taken. */
  ours: string;
  peer: string;
  unit: string;
  method: string;
  rows: Row[];
  targets: Target[];
}

export const row = (name: string, ours: number, peer: number, note?: string): Row => ({
  name,
  ours,
  peer,
  ratio: ours / peer,
  ...(note === undefined ? {} : { note }),
});

export function printText(name: string, result: BenchResult): void {
  console.log(`${name}: ours = ${result.ours}; peer = ${result.peer}`);
  console.log(`  (${result.unit}, ${result.method})`);
  for (const r of result.rows) {
    const note = r.note === undefined ? '' : `   ${r.note}`;
    console.log(`  ${r.name.padEnd(26)} ours ${count(r.ours)}   peer ${count(r.peer)}   ratio ${r.ratio.toFixed(2).padStart(6)}${note}`);
  }
  for (const t of result.targets) console.log(`  target: ${t.text} — ${t.met ? 'met' : 'NOT met'}`);
}

/** One line for the whole run: `{"workloads":[{"name","ours","peer","ratio"}]}`. */
export function printJson(results: readonly BenchResult[]): void {
  const workloads = results.flatMap((result) =>
    result.rows.map((r) => ({
      name: r.name,
      ours: Math.round(r.ours),
      peer: Math.round(r.peer),
      ratio: Math.round(r.ratio * 1000) / 1000,
    })),
  );
  console.log(JSON.stringify({ workloads }));
}

const count = (n: number): string => Math.round(n).toLocaleString('en-US').padStart(11);
