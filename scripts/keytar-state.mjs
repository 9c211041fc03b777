// Prints keytar's state for scripts/setup-system.sh: "ok" (it loads), "unbuilt" (installed, its native binding
// missing or broken: `npm rebuild keytar`), or "absent VERSION" (npm dropped it, as it drops an optional
// dependency whose build failed: install the version the lockfile names).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let state;
try {
  require('keytar');
  state = 'ok';
} catch (err) {
  if (err?.code === 'MODULE_NOT_FOUND' && /'keytar'/.test(err.message)) {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    state = `absent ${lock.packages['node_modules/keytar'].version}`;
  } else {
    state = 'unbuilt';
  }
}
console.log(state);
