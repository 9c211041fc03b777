/**
 * Where the Electron binary is, without triggering the electron package's download-on-first-use
 * (which cannot work offline). Returns the path, or why there is none.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export function findElectronBinary(): { path: string } | { missing: string } {
  let packageDir: string;
  try {
    packageDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { missing: 'the electron package is not installed' };
  }
  const pathFile = path.join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'the Electron binary has not been downloaded' };
  const binary = path.join(
    process.env['ELECTRON_OVERRIDE_DIST_PATH'] ?? path.join(packageDir, 'dist'),
    readFileSync(pathFile, 'utf8').trim(),
  );
  return existsSync(binary) ? { path: binary } : { missing: `the Electron binary is missing at ${binary}` };
}
