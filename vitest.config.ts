import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'shared/**/*.test.ts', 'renderer/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 15_000,
    hookTimeout: 20_000,
    pool: 'forks',
  },
});
