/** The Node-version gate in front of commands that need a newer Node than this machine's (npm run dist). */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('../scripts/require-node.mjs', import.meta.url));

const gate = (needed: string) =>
  new Promise<{ code: number; stderr: string }>((resolve) =>
    execFile(process.execPath, [SCRIPT, needed, 'npm run dist'], (err, _stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stderr }),
    ),
  );

describe('a command that needs a newer Node', () => {
  it('stops at once and says which Node it needs and which this is', async () => {
    expect(await gate('99.1')).toEqual({
      code: 1,
      stderr: `npm run dist needs Node 99.1 or later; this is Node ${process.versions.node}. Install Node 99 (for example \`nvm install 99\`) and run it again.\n`,
    });
  });

  it('lets it run on this Node or an older requirement', async () => {
    const [major, minor] = process.versions.node.split('.');
    expect(await gate(`${major}.${minor}`)).toEqual({ code: 0, stderr: '' });
    expect(await gate('18.0')).toEqual({ code: 0, stderr: '' });
  });
});
