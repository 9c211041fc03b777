import { describe, expect, it } from 'vitest';
import { fakePackages, importing, refusals } from './probe';

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
