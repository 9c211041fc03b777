/**
 * The packaging configuration, checked where it cannot be built (no Electron binary, no network, no macOS or
 * Windows here): electron-builder.yml and build/electron-builder.e2e.yml are loaded, merged and validated against
 * its schema by electron-builder's own code, exactly as `npm run dist` and `npm run dist:e2e` load them; then the
 * targets, the fuses, the entitlements and which files go into the archive are asserted, the last with
 * electron-builder's own file matcher.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Configuration } from 'app-builder-lib';
import * as fileMatcher from 'app-builder-lib/out/fileMatcher';
import FpmTarget from 'app-builder-lib/out/targets/FpmTarget';
import { computeDefaultAppDirectory, getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import * as packageMetadata from 'app-builder-lib/out/util/packageMetadata';
import { DebugLogger } from 'builder-util';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_CONFIG = 'build/electron-builder.e2e.yml';

interface PackageJson {
  name: string;
  main: string;
  scripts: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  homepage?: string;
  author?: string | { name?: string; email?: string };
}
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as PackageJson;

/** electron-builder's own check of package.json (internal to it, so untyped). */
const { checkMetadata } = packageMetadata as unknown as {
  checkMetadata(metadata: PackageJson, devMetadata: PackageJson, appPackageFile: string, devPackageFile: string): void;
};

/** The configuration as electron-builder's packager reads it: found (or named), merged with what it extends, validated. */
async function load(configPath: string | null): Promise<Configuration> {
  const config = await getConfig(ROOT, configPath, null);
  await validateConfiguration(config, new DebugLogger(false));
  return config;
}

let release: Configuration;
let e2e: Configuration;
beforeAll(async () => {
  release = await load(null);
  e2e = await load(E2E_CONFIG);
});

const { FileMatcher, getFileMatchers } = fileMatcher;
type FileMatcher = fileMatcher.FileMatcher;
/** What electron-builder matches a production dependency's files with (internal to it, so untyped). */
const { getNodeModuleFileMatcher } = fileMatcher as unknown as {
  getNodeModuleFileMatcher(
    appDir: string,
    destination: string,
    macroExpander: (pattern: string) => string,
    platformSpecificBuildOptions: object,
    packager: { config: Configuration; debugLogger: DebugLogger },
  ): FileMatcher;
};
const aFile = { isDirectory: () => false } as Parameters<ReturnType<FileMatcher['createFilter']>>[1];

/** Whether electron-builder packs the file at `relative` inside the production dependency `moduleDir`. */
function packsFromModule(config: Configuration, moduleDir: string, relative: string): boolean {
  const patterns = getNodeModuleFileMatcher(ROOT, ROOT, (p) => p, {}, { config, debugLogger: new DebugLogger(false) }).patterns;
  const dir = path.join(ROOT, moduleDir);
  return new FileMatcher(dir, dir, (p) => p, patterns).createFilter()(path.join(dir, relative), aFile);
}

/** Whether electron-builder's matcher for `name` ("files", "asarUnpack") takes the file at `relative`. */
function takes(config: Configuration, name: 'files' | 'asarUnpack', relative: string): boolean {
  const matchers = getFileMatchers(config, name, ROOT, {
    macroExpander: (pattern) => pattern,
    customBuildOptions: {},
    globalOutDir: path.join(ROOT, config.directories?.output ?? 'dist'),
    defaultSrc: ROOT,
  });
  if (matchers === null) return false;
  return matchers.some((matcher) => matcher.createFilter()(path.join(ROOT, relative), aFile));
}

describe('the packaging configuration', () => {
  it('is what electron-builder finds by itself, valid against its schema, for this one-package project', async () => {
    expect(release).toMatchObject({
      appId: 'com.perpdesk.app',
      productName: 'Perpdesk',
      directories: { output: 'release', buildResources: 'build' },
    });
    // No build config elsewhere to shadow the file, and no app/package.json to make app/ the "app directory".
    expect((pkg as unknown as Record<string, unknown>)['build']).toBeUndefined();
    expect(existsSync(path.join(ROOT, 'app/package.json'))).toBe(false);
    expect(await computeDefaultAppDirectory(ROOT, release.directories?.app)).toBe(ROOT);
    // electron-builder's own checks of package.json (name, version, no electron among the dependencies).
    expect(() => checkMetadata(pkg, pkg, path.join(ROOT, 'package.json'), path.join(ROOT, 'package.json'))).not.toThrow();
    expect(pkg.devDependencies).toHaveProperty('electron');
    expect(pkg.devDependencies).toHaveProperty('electron-builder');
  });

  it('builds AppImage and deb for Linux, the deb depending on libsecret with electron-builder’s own dependencies kept', () => {
    expect(release.linux).toMatchObject({ target: ['AppImage', 'deb'], category: 'Finance' });
    const depends = release.deb?.depends ?? [];
    expect(depends).toContain('libsecret-1-0');
    // A list given here replaces electron-builder's defaults instead of adding to them: none may go missing.
    const defaults = (FpmTarget.prototype as unknown as { getDefaultDepends(target: string): string[] }).getDefaultDepends('deb');
    expect(defaults.length).toBeGreaterThan(0);
    expect(depends).toEqual(expect.arrayContaining(defaults));
    expect(release.deb?.recommends).toContain('gnome-keyring');
  });

  it.todo(
    'can name the deb’s maintainer and homepage: electron-builder refuses a .deb without package.json "homepage" and "author" with an email (or linux.maintainer)',
  );

  it('builds a dmg for Apple silicon and Intel, hardened, with only the entitlements Electron needs, not notarized by default', () => {
    expect(release.mac?.target).toEqual([{ target: 'dmg', arch: ['arm64', 'x64'] }]);
    expect(release.mac).toMatchObject({ hardenedRuntime: true, notarize: false, category: 'public.app-category.finance' });
    // The same file for the app and its helpers (otherwise the helpers get electron-builder's template, which
    // also turns off library validation).
    expect(release.mac?.entitlements).toBe('build/entitlements.mac.plist');
    expect(release.mac?.entitlementsInherit).toBe('build/entitlements.mac.plist');
    const plist = readFileSync(path.join(ROOT, 'build/entitlements.mac.plist'), 'utf8');
    const entries = [...plist.replace(/<!--[\s\S]*?-->/g, '').matchAll(/<key>([^<]+)<\/key>\s*<(\w+)\s*\/>/g)].map(([, key, value]) => [key, value]);
    expect(entries).toEqual([
      ['com.apple.security.cs.allow-jit', 'true'],
      ['com.apple.security.cs.allow-unsigned-executable-memory', 'true'],
    ]);
    expect(plist.match(/<key>/g)).toHaveLength(2);
  });

  it('builds an NSIS installer for Windows that asks where to install', () => {
    expect(release.win?.target).toEqual(['nsis']);
    expect(release.nsis).toMatchObject({ oneClick: false, allowToChangeInstallationDirectory: true });
  });

  it('flips the fuses: no running as Node, no NODE_OPTIONS, no --inspect, cookies encrypted, the app only from its checked asar, no extra file:// privileges', () => {
    expect(release.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('has an e2e build that flips only the inspect fuse back, into its own output directory', () => {
    expect(e2e.electronFuses).toEqual({ ...release.electronFuses, enableNodeCliInspectArguments: true });
    const { electronFuses: _a, directories: dirsE2e, extends: extended, ...restE2e } = e2e;
    const { electronFuses: _b, directories: dirs, ...rest } = release;
    expect(extended).toBe('electron-builder.yml');
    expect(restE2e).toEqual(rest);
    expect(dirsE2e).toEqual({ ...dirs, output: 'release/e2e' });
  });

  it('packs the build into an asar, with keytar’s native module unpacked and rebuilt from source for Electron', () => {
    expect(release.asar).toBe(true);
    expect(takes(release, 'asarUnpack', 'node_modules/keytar/build/Release/keytar.node')).toBe(true);
    expect(takes(release, 'asarUnpack', 'node_modules/keytar/lib/keytar.js')).toBe(false);
    expect(takes(release, 'asarUnpack', 'dist/electron/main.cjs')).toBe(false);
    // The files list leaves keytar whole (its code, its native module), only its source maps stay out.
    for (const file of ['package.json', 'lib/keytar.js', 'build/Release/keytar.node']) {
      expect([file, packsFromModule(release, 'node_modules/keytar', file)]).toEqual([file, true]);
    }
    expect(packsFromModule(release, 'node_modules/keytar', 'lib/keytar.js.map')).toBe(false);
    expect(release).toMatchObject({ npmRebuild: true, buildDependenciesFromSource: true });
    // keytar is a production dependency (optional where it cannot build), so electron-builder packs and rebuilds it.
    expect({ ...pkg.dependencies, ...pkg.optionalDependencies }).toHaveProperty('keytar');
    // The bundles leave only electron and keytar to be required at run time (scripts/build-electron.mjs).
    expect(readFileSync(path.join(ROOT, 'scripts/build-electron.mjs'), 'utf8')).toMatch(/external: \['electron', 'keytar', 'better-sqlite3'\]/);
  });

  it('packs better-sqlite3 (the history) as keytar: its native module unpacked, rebuilt for Electron, left to require', () => {
    expect(takes(release, 'asarUnpack', 'node_modules/better-sqlite3/build/Release/better_sqlite3.node')).toBe(true);
    expect(takes(release, 'asarUnpack', 'node_modules/better-sqlite3/lib/database.js')).toBe(false);
    for (const file of ['package.json', 'lib/database.js', 'build/Release/better_sqlite3.node']) {
      expect([file, packsFromModule(release, 'node_modules/better-sqlite3', file)]).toEqual([file, true]);
    }
    expect(pkg.dependencies).toHaveProperty('better-sqlite3');
  });

  it('takes the build and package.json, and no sources, source maps, configuration or output', () => {
    for (const file of [
      'package.json',
      'dist/electron/main.cjs',
      'dist/electron/preload.cjs',
      'dist/renderer/index.html',
      'dist/renderer/assets/index-abc123.js',
    ]) {
      expect([file, takes(release, 'files', file)]).toEqual([file, true]);
    }
    const left = [
      'dist/electron/main.cjs.map',
      'dist/renderer/assets/index-abc123.js.map',
      'app/main.ts',
      'app/core/core.ts',
      'renderer/main.tsx',
      'shared/bridge/contract.ts',
      'scripts/build-electron.mjs',
      'e2e/electron.spec.ts',
      'bench/run.ts',
      'electron-builder.yml',
      'build/entitlements.mac.plist',
      'tsconfig.json',
      'vite.config.ts',
      'README.md',
      'release/Perpdesk-0.1.0.AppImage',
      '.env',
    ];
    for (const file of left) expect([file, takes(release, 'files', file)]).toEqual([file, false]);
  });

  it('starts the app from the file the build writes, and finds the preload and renderer beside it', () => {
    expect(pkg.main).toBe('dist/electron/main.cjs');
    const bundler = readFileSync(path.join(ROOT, 'scripts/build-electron.mjs'), 'utf8');
    expect(bundler).toContain("outfile: 'dist/electron/main.cjs'");
    expect(bundler).toContain("outfile: 'dist/electron/preload.cjs'");
    const main = readFileSync(path.join(ROOT, 'app/main.ts'), 'utf8');
    expect(main).toContain("path.join(__dirname, 'preload.cjs')");
    expect(main).toContain("path.join(__dirname, '../renderer')");
    expect(readFileSync(path.join(ROOT, 'vite.config.ts'), 'utf8')).toContain("outDir: '../dist/renderer'");
  });

  it('is built by `npm run dist`, and the e2e build by `npm run dist:e2e`, never published from here', () => {
    // On a Node older than electron-builder's tools want, each stops at once and says so (scripts/require-node.mjs).
    const gate = (command: string) => `node scripts/require-node.mjs 22.12 "${command}" && `;
    expect(pkg.scripts['dist']).toBe(`${gate('npm run dist')}npm run build && electron-builder --publish never`);
    expect(pkg.scripts['dist:e2e']).toBe(`${gate('npm run dist:e2e')}npm run build && electron-builder --config ${E2E_CONFIG} --publish never`);
  });
});
