import { defineConfig, type TestProjectConfiguration } from 'vitest/config';

/**
 * Two suites. An `.integration.test.ts` spawns a process or a server (a paper exchange, a core, the CLI); every
 * other test runs in this process alone. `npm run test:unit` runs the others, `npm run test:integration` these.
 */
const integration = '**/*.integration.test.ts';
const everywhere = ['app', 'lint', 'shared', 'renderer', 'test'].map((top) => `${top}/**/*.test.ts`);
const suite = process.env['PERPDESK_SUITE'];
/** Tests that change the process's time zone: in a process of their own, never in a thread beside others. */
const ownProcess = ['renderer/features/chart/chart-format.test.ts'];

const unitProjects: TestProjectConfiguration[] = [
  // The unit tests start no process: threads start faster than forks.
  {
    extends: true,
    test: { name: 'unit', include: everywhere, exclude: ['**/node_modules/**', integration, ...ownProcess], pool: 'threads' },
  },
  { extends: true, test: { name: 'unit (own process)', include: ownProcess, pool: 'forks' } },
];

export default defineConfig({
  test: {
    projects: suite === 'unit' ? unitProjects : undefined,
    include:
      suite === 'unit'
        ? [] // each unit project names its own
        : suite === 'integration'
          ? everywhere.map((glob) => glob.replace('*.test.ts', '*.integration.test.ts'))
          : everywhere,
    exclude: ['**/node_modules/**'],
    // Ceilings, not expectations: the integration tests spawn cores and exchanges, which take several times longer on
    // a loaded 2-core machine than on an idle one.
    testTimeout: 30_000,
    hookTimeout: 40_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one, on the 2-core CI machine. The integration tests
    // spend most of their time waiting on the exchanges and cores they spawn, so two run well side by side.
    maxWorkers: 2,
  },
});
