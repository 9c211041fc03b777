/**
 * `npm start`'s first use of Electron: where the binary is missing, run Electron's own installer (its download,
 * with a progress line), then find the binary again. A failure comes back as one plain reason, for one line.
 *
 * PERPDESK_ELECTRON_INSTALLER names another installer script to run in its place (tests point it at a fake);
 * PERPDESK_ELECTRON_INSTALL_TIMEOUT is how many seconds without progress before the download is given up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeDownloadFailure } from './download-failure';
import { electronPackageDir, findElectronBinary } from './electron-binary';
import { runElectronInstaller } from './electron-installer';

const DEFAULT_SILENCE_S = 30;
const LIMIT_MS = 15 * 60_000;

export interface ObtainOptions {
  env?: NodeJS.ProcessEnv;
  /** Where the progress line goes. */
  out?: NodeJS.WriteStream;
}

export async function obtainElectronBinary({ env = process.env, out = process.stdout }: ObtainOptions = {}): Promise<
  { path: string } | { missing: string }
> {
  const found = findElectronBinary(env);
  if ('path' in found) return found;
  const packageDir = electronPackageDir();
  if (packageDir === null) return { missing: 'Electron is not installed (npm install puts it in place)' };

  const version = (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
  const progress = progressLine(out, `Perpdesk: downloading Electron ${version} (first start only)…`);
  const result = await runElectronInstaller({
    script: env['PERPDESK_ELECTRON_INSTALLER'] || path.join(packageDir, 'install.js'),
    env,
    silenceMs: silenceSeconds(env) * 1000,
    limitMs: LIMIT_MS,
    onProgress: progress.update,
  });
  progress.end(result.ok ? 'done' : 'failed');
  if (!result.ok) return { missing: `could not download Electron (${describeDownloadFailure(result.failure)})` };
  const installed = findElectronBinary(env);
  return 'path' in installed ? installed : { missing: `the Electron installer finished, but ${installed.missing}` };
}

function silenceSeconds(env: NodeJS.ProcessEnv): number {
  const given = Number(env['PERPDESK_ELECTRON_INSTALL_TIMEOUT']);
  return Number.isFinite(given) && given > 0 ? given : DEFAULT_SILENCE_S;
}

/** One line that grows a percentage: rewritten in place on a terminal, a few steps where the output is a file. */
function progressLine(out: NodeJS.WriteStream, title: string) {
  let shown = -1;
  out.write(out.isTTY ? title : `${title}\n`);
  return {
    update(received: number, total: number) {
      const mb = (bytes: number) => `${Math.round(bytes / 1_000_000)} MB`;
      const percent = total > 0 ? Math.floor((received / total) * 100) : -1;
      if (out.isTTY) {
        out.write(`\r${title} ${percent >= 0 ? `${percent} % of ${mb(total)}` : mb(received)}`);
      } else if (percent >= shown + 25) {
        shown = percent - (percent % 25);
        out.write(`Perpdesk: ${shown} % of ${mb(total)}\n`);
      }
    },
    end(word: string) {
      out.write(out.isTTY ? ` ${word}\n` : '');
    },
  };
}
