/**
 * The renderer's layers, each importing only those below it:
 *
 *   App: main.tsx, App.tsx, composition/ (the session wiring, the layout that places the panels)
 *   → features/<panel>/ (a panel never imports another panel)
 *   → services/ (every write, and what the writes need)
 *   → stores/ (Zustand stores, the poller and the feed table, the settings; their hooks in stores/hooks.ts)
 *   → domain/ (pure engines: forms, sizing, previews, models; no React, no DOM)
 *   → ui/ (generic pieces: table, dialog, fields, format helpers), bridge/ (the typed client)
 *   → shared/
 *
 * A test may wire what it tests with a real session or the stores' fixtures (the App layer and the stores are
 * above domain/), so tests are exempt from the rules that say so; no other rule spares them.
 */
const test = '\\.test\\.tsx?$';
const app = '^renderer/(main\\.tsx$|App\\.tsx$|composition/)';

const rule = require('./rule.cjs');

module.exports = [
  rule(
    'renderer-only-the-app-imports-the-app',
    'main.tsx, App.tsx and composition/ (session wiring, layout) are the top: no layer below imports them (a test may build a real session)',
    { path: '^renderer/', pathNot: [app, test] },
    { path: app },
  ),
  rule(
    'renderer-features-never-import-another-feature',
    'a panel never reaches into another: what they share lives in domain/, ui/, a service or a store, or the App composes them',
    { path: '^renderer/features/([^/]+)/' },
    { path: '^renderer/features/', pathNot: '^renderer/features/$1/' },
  ),
  rule(
    'renderer-services-never-import-features',
    'the services write for every panel: what they need of one is a pure engine in domain/ or a store',
    { path: '^renderer/services/' },
    { path: '^renderer/features/' },
  ),
  rule(
    'renderer-stores-never-import-services-or-features',
    'the stores hold the state and know nothing of the services that write it or the panels that show it',
    { path: '^renderer/stores/' },
    { path: '^renderer/(services|features)/' },
  ),
  rule(
    'renderer-domain-never-imports-the-layers-above',
    'domain/ engines work on what they are given: never the stores, the services, the panels or the client (a test may use the stores)',
    { path: '^renderer/domain/', pathNot: test },
    { path: '^renderer/(features|services|stores|bridge)/' },
  ),
  rule(
    'renderer-domain-is-pure',
    'domain/ has no React, no Zustand, no components and no styles: an engine runs without a page',
    { path: '^renderer/domain/' },
    { path: ['(^|/)node_modules/(react|react-dom|zustand)/', '\\.(tsx|css)$'] },
  ),
  rule(
    'renderer-ui-and-bridge-import-only-shared',
    'ui/ (generic pieces) and bridge/ (the client) are the bottom of the renderer: they import shared/ and nothing above',
    { path: '^renderer/(ui|bridge)/' },
    { path: '^renderer/(features|services|stores|domain)/' },
  ),
  rule(
    'renderer-only-services-import-the-writing-client',
    'bridge/client.ts can call every write: only services/ and the composition root that hands it to them import it',
    { path: '^renderer/', pathNot: ['^renderer/(services|composition)/', test, '/testing/'] },
    { path: '^renderer/bridge/client\\.ts$' },
  ),
];
