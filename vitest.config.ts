import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'shared/**/*.test.ts', 'renderer/**/*.test.ts', 'test/**/*.test.ts'],
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
