/** `npm run bench -- [name ...] [--json]`: runs the named benchmarks (all when none is named). */
import { benchEngine } from './engine';
import { benchHttp } from './http';
import { printJson, printText, type BenchResult } from './report';
import { benchSigner } from './signer';

const benches: Record<string, () => BenchResult | Promise<BenchResult>> = {
  signer: benchSigner,
  engine: benchEngine,
  http: benchHttp,
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((a) => !a.startsWith('--'));
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
