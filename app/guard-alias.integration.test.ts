/** `npm run guard`, the headless process's old name, spawned as a user runs it: one line saying so, then the same. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const run = (script: string) =>
  new Promise<{ code: number | null; stderr: string }>((resolve) => {
    // A launch option the headless process refuses: it answers at once, before it starts a core.
    execFile(process.execPath, ['--import', 'tsx', script, '--browser'], { cwd: ROOT }, (err, _stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stderr }),
    );
  });

it('says in one line that it is now npm run headless, then behaves as it does', async () => {
  const [alias, headless] = await Promise.all([run('app/guard.ts'), run('app/headless.ts')]);
  const [notice, ...rest] = alias.stderr.split('\n');
  expect(notice).toBe('Perpdesk: `npm run guard` is now `npm run headless` (the core without a window); starting it.');
  expect(rest.join('\n')).toBe(headless.stderr);
  expect(headless.stderr).toMatch(/^Perpdesk headless: the headless process has no window/);
  expect([alias.code, headless.code]).toEqual([2, 2]);
});
