/**
 * Probes the layer rules: lays out a few files in a scratch tree shaped like ours, cruises them with the project's
 * own rules, and answers which rules refused. So a rule's test shows that `npm run lint` fails on the import it
 * forbids, without touching the real tree.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';

const require = createRequire(import.meta.url);
const { forbidden } = require('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

/** Every rule's name, for a test that each has a probe. */
export const ruleNames = (): string[] => forbidden.map((rule) => rule.name!);

/**
 * `files`: path → source; a path without source is an empty module. Answers each refused import as
 * `rule: from → to`, sorted.
 */
export async function refusals(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'perpdesk-layers-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      await mkdir(join(root, dirname(path)), { recursive: true });
      await writeFile(join(root, path), source === '' ? 'export const probe = 1;\n' : source);
    }
    const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0]!))];
    const result = await cruise(tops, {
      baseDir: root,
      ruleSet: { forbidden },
      validate: true,
      tsPreCompilationDeps: true,
      enhancedResolveOptions: { extensions: ['.ts', '.tsx'] },
    });
    if (typeof result.output === 'string') throw new Error(result.output);
    return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** `from` imports `to`, both laid out as modules: what the rules say of that one import. */
export function importing(from: string, to: string): Promise<string[]> {
  const depth = from.split('/').length - 1;
  return refusals({ [from]: `import '${'../'.repeat(depth)}${to.replace(/\.tsx?$/, '')}';`, [to]: '' });
}

/** Stand-ins for installed packages, for the rules about what may import them. */
export const fakePackages = (...names: string[]): Record<string, string> =>
  Object.fromEntries(
    names.flatMap((name) => [
      [`node_modules/${name}/index.js`, 'module.exports = {};'],
      [`node_modules/${name}/package.json`, JSON.stringify({ name, main: 'index.js' })],
    ]),
  );
