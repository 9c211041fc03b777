/** Each layer rule refusing an import that breaks it, and letting through what it should (see docs/architecture.md). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fakePackages, importing, refusals, ruleNames } from './probe';

describe('the sides of the tree', () => {
  it.each([
    ['app-never-imports-renderer', 'app/core/x.ts', 'renderer/ui/y.ts'],
    ['renderer-never-imports-app', 'renderer/ui/x.ts', 'app/fs/y.ts'],
  ])('%s refuses %s importing %s', async (rule, from, to) => {
    expect(await importing(from, to)).toEqual([`${rule}: ${from} → ${to}`]);
  });
  it('refuses shared/ importing either side', async () => {
    const files = { 'shared/x.ts': "import '../app/fs/y';\nimport '../renderer/ui/z';", 'app/fs/y.ts': '', 'renderer/ui/z.ts': '' };
    expect(await refusals(files)).toEqual([
      'shared-imports-neither-side: shared/x.ts → app/fs/y.ts',
      'shared-imports-neither-side: shared/x.ts → renderer/ui/z.ts',
    ]);
  });
  it('refuses Node in the renderer and in shared/', async () => {
    const files = {
      'renderer/ui/x.ts': "import { readFile } from 'node:fs';\nimport { ipcRenderer } from 'electron';\nexport { readFile, ipcRenderer };",
      'shared/y.ts': "import { join } from 'node:path';\nimport { useState } from 'react';\nexport { join, useState };",
      ...fakePackages('electron', 'react'),
    };
    expect(await refusals(files)).toEqual([
      'renderer-has-no-node-builtins: renderer/ui/x.ts → fs',
      'renderer-has-no-node: renderer/ui/x.ts → node_modules/electron/index.js',
      'shared-has-no-node-builtins: shared/y.ts → path',
      'shared-is-pure: shared/y.ts → node_modules/react/index.js',
    ]);
  });
  it('refuses cycles, type-only ones too', async () => {
    const files = {
      'shared/a.ts': "import type { B } from './b';\nexport type A = B;",
      'shared/b.ts': "import type { A } from './a';\nexport type B = A | 1;",
    };
    expect(await refusals(files)).toEqual(['no-cycles: shared/a.ts → shared/b.ts']);
  });
});

/** Each rule of app/'s layers, and imports it refuses: [rule, from, to]. */
const refused: [string, string, string][] = [
  ['app-bridge-never-imports-shells', 'app/core/session.ts', 'app/shell/csp.ts'],
  ['app-bridge-never-imports-shells', 'app/core/session.ts', 'app/main.ts'],
  ['app-automation-never-imports-bridge-or-shells', 'app/protection/protection.ts', 'app/core/session.ts'],
  ['app-automation-siblings-apart', 'app/alerts/machine.ts', 'app/protection/engine.ts'],
  ['app-automation-siblings-apart', 'app/algo/twap.ts', 'app/protection/engine.ts'],
  ['app-services-never-import-automation', 'app/trading/trading.ts', 'app/protection/protection.ts'],
  ['app-services-never-import-automation', 'app/history/history.ts', 'app/core/session.ts'],
  ['app-services-never-import-automation', 'app/workspaces/service.ts', 'app/alerts/alerts.ts'],
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

/** React as a package, for the rule that keeps it out of domain/. */
const react = fakePackages('react');

describe("the renderer's layers", () => {
  it('refuses a layer below the App importing the App layer, but lets a test build a real session', async () => {
    const files = {
      'renderer/App.tsx': "import './features/chart/x';",
      'renderer/features/chart/x.ts': "import '../../composition/session';",
      'renderer/features/chart/x.test.ts': "import '../../composition/testing/manual-session';",
      'renderer/composition/session.ts': '',
      'renderer/composition/testing/manual-session.ts': '',
    };
    expect(await refusals(files)).toEqual(['renderer-only-the-app-imports-the-app: renderer/features/chart/x.ts → renderer/composition/session.ts']);
  });

  it('refuses a feature importing another feature, not its own modules or domain/', async () => {
    const files = {
      'renderer/features/ladder/x.ts': "import '../market/order-book-model';\nimport './y';\nimport '../../domain/market/order-book-model';",
      'renderer/features/ladder/y.ts': '',
      'renderer/features/market/order-book-model.ts': '',
      'renderer/domain/market/order-book-model.ts': '',
    };
    expect(await refusals(files)).toEqual([
      'renderer-features-never-import-another-feature: renderer/features/ladder/x.ts → renderer/features/market/order-book-model.ts',
    ]);
  });

  it('refuses services importing a feature', async () => {
    const files = {
      'renderer/services/trading.ts': "import '../features/portfolio/cancel-all';\nimport '../domain/trading/order-form';",
      'renderer/features/portfolio/cancel-all.ts': '',
      'renderer/domain/trading/order-form.ts': '',
    };
    expect(await refusals(files)).toEqual([
      'renderer-services-never-import-features: renderer/services/trading.ts → renderer/features/portfolio/cancel-all.ts',
    ]);
  });

  it('refuses the stores importing a service or a feature, types too', async () => {
    const files = {
      'renderer/stores/action-log-store.ts':
        "import type { Said } from '../services/outcomes';\nimport type { LadderSaid } from '../features/ladder/said';\nimport type { Tone } from '../domain/outcome-text';\nexport type T = Said | LadderSaid | Tone;",
      'renderer/services/outcomes.ts': 'export type Said = 1;',
      'renderer/features/ladder/said.ts': 'export type LadderSaid = 2;',
      'renderer/domain/outcome-text.ts': 'export type Tone = 3;',
    };
    expect(await refusals(files)).toEqual([
      'renderer-stores-never-import-services-or-features: renderer/stores/action-log-store.ts → renderer/features/ladder/said.ts',
      'renderer-stores-never-import-services-or-features: renderer/stores/action-log-store.ts → renderer/services/outcomes.ts',
    ]);
  });

  it('refuses domain/ importing the stores (or any layer above it), but lets its test use the stores', async () => {
    const files = {
      'renderer/domain/protection/no-stop.ts':
        "import type { NoStopWarning } from '../../stores/settings-store';\nimport '../../ui/format';\nexport type W = NoStopWarning;",
      'renderer/domain/protection/no-stop.test.ts': "import '../../stores/testing/fake-invoke';\nimport './no-stop';",
      'renderer/stores/settings-store.ts': 'export type NoStopWarning = 1;',
      'renderer/stores/testing/fake-invoke.ts': '',
      'renderer/ui/format.ts': '',
    };
    expect(await refusals(files)).toEqual([
      'renderer-domain-never-imports-the-layers-above: renderer/domain/protection/no-stop.ts → renderer/stores/settings-store.ts',
    ]);
  });

  it('refuses React and components in domain/, but not a format helper of ui/', async () => {
    const files = {
      ...react,
      'renderer/domain/trading/order-form.ts':
        "import { useState } from 'react';\nimport '../../ui/Dialog';\nimport '../../ui/format';\nexport { useState };",
      'renderer/ui/Dialog.tsx': '',
      'renderer/ui/format.ts': '',
    };
    expect(await refusals(files)).toEqual([
      'renderer-domain-is-pure: renderer/domain/trading/order-form.ts → node_modules/react/index.js',
      'renderer-domain-is-pure: renderer/domain/trading/order-form.ts → renderer/ui/Dialog.tsx',
    ]);
  });

  it('refuses ui/ and bridge/ importing any layer of the renderer above them', async () => {
    const files = {
      'renderer/ui/StaleBadge.tsx': "import '../stores/hooks';\nimport './format';",
      'renderer/bridge/client.ts': "import '../domain/trading/order-form';",
      'renderer/stores/hooks.ts': '',
      'renderer/ui/format.ts': '',
      'renderer/domain/trading/order-form.ts': '',
    };
    expect(await refusals(files)).toEqual([
      'renderer-ui-and-bridge-import-only-shared: renderer/bridge/client.ts → renderer/domain/trading/order-form.ts',
      'renderer-ui-and-bridge-import-only-shared: renderer/ui/StaleBadge.tsx → renderer/stores/hooks.ts',
    ]);
  });

  it('refuses a feature or a store importing the client that can write, but lets the services and the composition root', async () => {
    const files = {
      'renderer/features/settings/GuardSettings.tsx': "import type { WriteInvoke } from '../../bridge/client';\nexport type I = WriteInvoke;",
      'renderer/stores/feeds.ts': "import { invoke } from '../bridge/client';\nexport { invoke };",
      'renderer/services/guards.ts': "import type { WriteInvoke } from '../bridge/client';\nexport type I = WriteInvoke;",
      'renderer/composition/start.ts': "import { invoke } from '../bridge/client';\nexport { invoke };",
      'renderer/bridge/client.ts': 'export type WriteInvoke = 1;\nexport const invoke = 1;',
    };
    expect(await refusals(files)).toEqual([
      'renderer-only-services-import-the-writing-client: renderer/features/settings/GuardSettings.tsx → renderer/bridge/client.ts',
      'renderer-only-services-import-the-writing-client: renderer/stores/feeds.ts → renderer/bridge/client.ts',
    ]);
  });
});

it('has a test here for each layer rule', () => {
  const tests = readFileSync(import.meta.filename, 'utf8');
  expect(ruleNames().filter((rule) => !tests.includes(`'${rule}`))).toEqual([]);
});
