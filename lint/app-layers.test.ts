import { describe, expect, it } from 'vitest';
import { importing } from './probe';

/** Each rule of app/'s layers, and imports it refuses: [rule, from, to]. */
const refused: [string, string, string][] = [
  ['app-bridge-never-imports-shells', 'app/core/session.ts', 'app/shell/csp.ts'],
  ['app-bridge-never-imports-shells', 'app/core/session.ts', 'app/main.ts'],
  ['app-automation-never-imports-bridge-or-shells', 'app/protection/protection.ts', 'app/core/session.ts'],
  ['app-automation-siblings-apart', 'app/alerts/machine.ts', 'app/protection/engine.ts'],
  ['app-automation-siblings-apart', 'app/algo/twap.ts', 'app/protection/engine.ts'],
  ['app-services-never-import-automation', 'app/trading/trading.ts', 'app/protection/protection.ts'],
  ['app-services-never-import-automation', 'app/history/history.ts', 'app/core/session.ts'],
  ['app-base-never-imports-upper-layers', 'app/durable/machine.ts', 'app/trading/trading.ts'],
  ['app-base-never-imports-upper-layers', 'app/exchange/client.ts', 'app/protection/engine.ts'],
  ['app-paper-stands-apart', 'app/paper/http/server.ts', 'app/exchange/client.ts'],
  ['app-only-the-core-starts-paper', 'app/algo/twap.ts', 'app/paper/random.ts'],
];

/** What the layers let through: a domain's own modules, the paper exchange's files, the core starting it, tests. */
const allowed: [string, string][] = [
  ['app/protection/protection.ts', 'app/protection/engine.ts'],
  ['app/paper/store/wal.ts', 'app/fs/durable-files.ts'],
  ['app/core/core.ts', 'app/paper/index.ts'],
  ['app/protection/protection.integration.test.ts', 'app/core/session.ts'],
  ['app/protection/testing.ts', 'app/paper/index.ts'],
];

describe('the layers of app/', () => {
  it.each(refused)('%s refuses %s importing %s', async (rule, from, to) => {
    expect(await importing(from, to)).toEqual([`${rule}: ${from} → ${to}`]);
  });

  it.each(allowed)('lets %s import %s', async (from, to) => {
    expect(await importing(from, to)).toEqual([]);
  });
});
