/**
 * Where the Electron binary is, without triggering the electron package's download-on-first-use (npm start runs
 * that download itself, bounded and reported: see electron-install.ts). Returns the path, or why there is none.
 * Follows the electron package's own rules: `path.txt` names the executable inside `dist/`, and
 * ELECTRON_OVERRIDE_DIST_PATH, when set, replaces `dist/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The electron package's folder, or null where it is not installed. */
export function electronPackageDir(): string | null {
  try {
    return path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** The executable's name inside the dist folder, as Electron's installer writes it for each platform. */
const executableName = (): string =>
  process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : process.platform === 'win32' ? 'electron.exe' : 'electron';

export function findElectronBinary(env: NodeJS.ProcessEnv = process.env): { path: string } | { missing: string } {
  const packageDir = electronPackageDir();
  if (packageDir === null) return { missing: 'the electron package is not installed' };
  const pathFile = path.join(packageDir, 'path.txt');
  const override = env['ELECTRON_OVERRIDE_DIST_PATH'];
  const named = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (named === null && !override) return { missing: 'the Electron binary has not been downloaded yet' };
  const binary = path.join(override || path.join(packageDir, 'dist'), named ?? executableName());
  return existsSync(binary) ? { path: binary } : { missing: 'the Electron binary has not been downloaded yet' };
}
