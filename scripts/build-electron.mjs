// Bundles the Electron shell: main (Node, CommonJS) and the sandboxed preload (CommonJS, electron only).
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: true,
  external: ['electron', 'keytar', 'better-sqlite3'],
  logLevel: 'warning',
};

await Promise.all([
  build({ ...common, entryPoints: ['app/main.ts'], outfile: 'dist/electron/main.cjs' }),
  build({ ...common, entryPoints: ['app/preload.ts'], outfile: 'dist/electron/preload.cjs' }),
]);
