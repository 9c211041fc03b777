/**
 * The layers of app/, top to bottom; each imports only layers below it:
 *   shells     app/*.ts (main, preload, browser-host, cli, the headless process, start) and app/shell/
 *   bridge     app/core/: the core's assembly, the session that wires the services, dispatch and handlers
 *   automation app/protection/, app/algo/, app/alerts/: siblings, never importing one another
 *   services   app/trading/ (orders, guards, the exit ledger, market, account, positions), app/history/ and
 *              app/workspaces/ (the screen's layouts)
 *   base       app/durable/, app/exchange/, app/journal/, app/vault/, app/fs/
 * The paper exchange (app/paper/) stands apart: it imports only shared/ and app/fs/, and only the bridge layer and
 * the shells start it. Tests and test helpers (`*.test.ts`, `testing.ts`, `testing/`) may wire anything.
 */
const testCode = '(\\.test\\.tsx?$|(^|/)testing(\\.ts$|/))';
const shells = '^app/([^/]+\\.ts$|shell/)';
const automation = '^app/(protection|algo|alerts)/';
const services = '^app/(trading|history|workspaces)/';
const base = '^app/(durable|exchange|journal|vault|fs)/';

const forbidden = require('./rule.cjs');
/** Tests and test helpers are spared every rule of app/. */
const rule = (name, comment, { path, pathNot = [] }, to) => forbidden(name, comment, { path, pathNot: [testCode, ...[pathNot].flat()] }, to);

module.exports = [
  rule(
    'app-bridge-never-imports-shells',
    'the shells start the core; the core never reaches back into a shell',
    { path: '^app/core/' },
    { path: shells },
  ),
  rule(
    'app-automation-never-imports-bridge-or-shells',
    'protection, algos and alerts are services the session wires: they never import the session, the handlers or a shell',
    { path: automation },
    { path: ['^app/core/', shells] },
  ),
  rule(
    'app-automation-siblings-apart',
    'protection, algos and alerts never import one another: what they share lives in the trading layer or app/durable/',
    { path: '^app/(protection|algo|alerts)/' },
    { path: automation, pathNot: '^app/$1/' },
  ),
  rule(
    'app-services-never-import-automation',
    'the trading layer, the history and the workspaces are what automation and the core use: they never import protection, algos, alerts, the core or a shell',
    { path: services },
    { path: [automation, '^app/core/', shells] },
  ),
  rule(
    'app-base-never-imports-upper-layers',
    'the durable core, the exchange client, the journal, the vault and fs know nothing of the layers built on them',
    { path: base },
    { path: [services, automation, '^app/core/', shells, '^app/paper/'] },
  ),
  rule(
    'app-paper-stands-apart',
    'the paper exchange is reached over HTTP like any exchange: it imports only shared/ and app/fs/',
    { path: '^app/paper/' },
    { path: '^app/', pathNot: '^app/(paper|fs)/' },
  ),
  rule(
    'app-only-the-core-starts-paper',
    'only the core and the shells start the paper exchange; everything else talks to it as to any exchange',
    { path: '^app/', pathNot: ['^app/(core|paper)/', shells] },
    { path: '^app/paper/' },
  ),
];
