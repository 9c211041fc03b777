import { describe, expect, it } from 'vitest';
import { fakePackages, refusals } from './probe';

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
