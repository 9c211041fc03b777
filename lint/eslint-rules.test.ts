/** The code rules that ESLint holds (eslint.config.js), each shown refusing what it forbids and letting the rest through. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rules `source` breaks as the file `path` of the tree. */
async function broken(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('the code rules of the renderer', () => {
  it('refuse the bridge called past its client, except in the bridge and where browser mode installs it', async () => {
    const call = "export const send = () => window.perpdesk?.call('x', {});\n";
    expect(await broken('renderer/features/settings/x.ts', call)).toEqual(['no-restricted-properties']);
    expect(await broken('renderer/services/x.ts', call)).toEqual(['no-restricted-properties']);
    expect(await broken('renderer/bridge/x.ts', call)).toEqual([]);
  });

  it('refuse the page, storage and fetch in domain/, not in its tests', async () => {
    const page = 'export const width = () => document.body.clientWidth + localStorage.length;\n';
    expect(await broken('renderer/domain/trading/x.ts', page)).toEqual(['no-restricted-globals', 'no-restricted-globals']);
    expect(await broken('renderer/domain/trading/x.test.ts', page)).toEqual([]);
    expect(await broken('renderer/features/trading/x.ts', page)).toEqual([]);
  });

  it('refuse instanceof a DOM class or event (false in a pop-out window) in the renderer, and only there', async () => {
    const element = 'export const focus = (el: unknown) => el instanceof HTMLElement && el.focus();\n';
    expect(await broken('renderer/features/chart/x.ts', element)).toEqual(['no-restricted-syntax']);
    expect(await broken('renderer/ui/x.tsx', element)).toEqual(['no-restricted-syntax']);
    expect(await broken('e2e/x.ts', element)).toEqual([]);
    const others = ['Node', 'KeyboardEvent', 'Event', 'SVGPathElement', 'window.HTMLInputElement'].map(
      (type) => `export const is = (value: unknown) => value instanceof ${type};\n`,
    );
    for (const source of others) expect(await broken('renderer/features/chart/x.ts', source)).toEqual(['no-restricted-syntax']);
    // Classes that are not the DOM's are the same in every window.
    const own = 'export const is = (value: unknown) => value instanceof Error || value instanceof Map;\n';
    expect(await broken('renderer/features/chart/x.ts', own)).toEqual([]);
  });

  it('refuse a time in the locale’s words everywhere in the renderer', async () => {
    expect(await broken('renderer/bridge/x.ts', 'export const t = new Date().toLocaleTimeString();\n')).toEqual(['no-restricted-properties']);
  });
});
