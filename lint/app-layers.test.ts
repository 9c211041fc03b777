import { describe, expect, it } from 'vitest';
import { refusals } from './probe';

/** `from` imports `to` (both laid out as modules); answers what the layer rules say. */
const importing = (from: string, to: string) => {
  const depth = from.split('/').length - 1;
  return refusals({ [from]: `import '${'../'.repeat(depth)}${to.replace(/\.ts$/, '')}';`, [to]: '' });
};

describe('the layers of app/', () => {
  it('refuses the bridge layer importing a shell', async () => {
    expect(await importing('app/core/session.ts', 'app/shell/csp.ts')).toEqual([
      'app-bridge-never-imports-shells: app/core/session.ts → app/shell/csp.ts',
    ]);
    expect(await importing('app/core/session.ts', 'app/main.ts')).toEqual(['app-bridge-never-imports-shells: app/core/session.ts → app/main.ts']);
  });

  it('refuses held orders, algos or alerts importing the session or a shell', async () => {
    expect(await importing('app/held/protection.ts', 'app/core/session.ts')).toEqual([
      'app-automation-never-imports-bridge-or-shells: app/held/protection.ts → app/core/session.ts',
    ]);
  });

  it('refuses one automation domain importing another, and lets each import itself', async () => {
    expect(await importing('app/alerts/machine.ts', 'app/held/engine.ts')).toEqual([
      'app-automation-siblings-apart: app/alerts/machine.ts → app/held/engine.ts',
    ]);
    expect(await importing('app/algo/twap.ts', 'app/held/engine.ts')).toEqual([
      'app-automation-siblings-apart: app/algo/twap.ts → app/held/engine.ts',
    ]);
    expect(await importing('app/held/protection.ts', 'app/held/engine.ts')).toEqual([]);
  });

  it('refuses the trading layer or the history importing automation', async () => {
    expect(await importing('app/trading/trading.ts', 'app/held/protection.ts')).toEqual([
      'app-services-never-import-automation: app/trading/trading.ts → app/held/protection.ts',
    ]);
    expect(await importing('app/history/history.ts', 'app/core/session.ts')).toEqual([
      'app-services-never-import-automation: app/history/history.ts → app/core/session.ts',
    ]);
  });

  it('refuses the base importing a layer built on it', async () => {
    expect(await importing('app/durable/machine.ts', 'app/trading/trading.ts')).toEqual([
      'app-base-never-imports-upper-layers: app/durable/machine.ts → app/trading/trading.ts',
    ]);
    expect(await importing('app/exchange/client.ts', 'app/held/engine.ts')).toEqual([
      'app-base-never-imports-upper-layers: app/exchange/client.ts → app/held/engine.ts',
    ]);
  });

  it('refuses the paper exchange importing the client, and anything but the core starting it', async () => {
    expect(await importing('app/paper/http/server.ts', 'app/exchange/client.ts')).toEqual([
      'app-paper-stands-apart: app/paper/http/server.ts → app/exchange/client.ts',
    ]);
    expect(await importing('app/paper/store/wal.ts', 'app/fs/durable-files.ts')).toEqual([]);
    expect(await importing('app/algo/twap.ts', 'app/paper/random.ts')).toEqual([
      'app-only-the-core-starts-paper: app/algo/twap.ts → app/paper/random.ts',
    ]);
    expect(await importing('app/core/core.ts', 'app/paper/index.ts')).toEqual([]);
  });

  it('lets tests and test helpers wire anything', async () => {
    expect(await importing('app/held/protection.integration.test.ts', 'app/core/session.ts')).toEqual([]);
    expect(await importing('app/held/testing.ts', 'app/paper/index.ts')).toEqual([]);
  });
});
