/** `npm run bench -- [name ...] [--json]`: runs the named benchmarks (all when none is named). */
import { report, type Row } from './measure';
import { benchSigner } from './signer';

const benches: Record<string, () => Row[] | Promise<Row[]>> = {
  signer: benchSigner,
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !(n in benches));
if (unknown.length) {
  console.error(`bench: no benchmark named ${unknown.join(', ')}; there are: ${Object.keys(benches).join(', ')}`);
  process.exit(2);
}
for (const name of names.length ? names : Object.keys(benches)) {
  report(name, await (benches[name] as () => Row[] | Promise<Row[]>)(), json);
}
