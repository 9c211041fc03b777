/** `npm run bench -- [name ...] [--json]`: runs the named benchmarks (all when none is named). */
import { benchClient } from './client';
import { benchEngine } from './engine';
import { benchFresh } from './fresh';
import { benchHttp } from './http';
import { benchPolling } from './polling';
import { printJson, printText, type BenchResult } from './report';
import { benchSigner } from './signer';
import { benchStores } from './stores';
import { benchUi } from './ui';

const benches: Record<string, () => BenchResult | Promise<BenchResult>> = {
  signer: benchSigner,
  engine: benchEngine,
  http: benchHttp,
  client: benchClient,
  ui: benchUi,
  polling: benchPolling,
  fresh: benchFresh,
  stores: benchStores,
};

const args = process.argv.slice(2);
const json = args.includes('--json');
// Names only: a flag's value (`--minutes 1`) is the flag's, not a benchmark's.
const names = args.filter((a, i) => !a.startsWith('--') && !(args[i - 1] ?? '').startsWith('--minutes'));
const unknown = names.filter((n) => !(n in benches));
if (unknown.length) {
  console.error(`bench: no benchmark named ${unknown.join(', ')}; there are: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
const results: BenchResult[] = [];
for (const name of names.length ? names : Object.keys(benches)) {
  const result = await benches[name]!();
  if (json) results.push(result);
  else printText(name, result);
}
if (json) printJson(results);
