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

module.exports = [
  {
    name: 'renderer-only-the-app-imports-the-app',
    severity: 'error',
    comment: 'main.tsx, App.tsx and composition/ (session wiring, layout) are the top: no layer below imports them (a test may build a real session)',
    from: { path: '^renderer/', pathNot: [app, test] },
    to: { path: app },
  },
  {
    name: 'renderer-features-never-import-another-feature',
    severity: 'error',
    comment: 'a panel never reaches into another: what they share lives in domain/, ui/, a service or a store, or the App composes them',
    from: { path: '^renderer/features/([^/]+)/' },
    to: { path: '^renderer/features/', pathNot: '^renderer/features/$1/' },
  },
  {
    name: 'renderer-services-never-import-features',
    severity: 'error',
    comment: 'the services write for every panel: what they need of one is a pure engine in domain/ or a store',
    from: { path: '^renderer/services/' },
    to: { path: '^renderer/features/' },
  },
  {
    name: 'renderer-stores-never-import-services-or-features',
    severity: 'error',
    comment: 'the stores hold the state and know nothing of the services that write it or the panels that show it',
    from: { path: '^renderer/stores/' },
    to: { path: '^renderer/(services|features)/' },
  },
  {
    name: 'renderer-domain-never-imports-the-layers-above',
    severity: 'error',
    comment: 'domain/ engines work on what they are given: never the stores, the services, the panels or the client (a test may use the stores)',
    from: { path: '^renderer/domain/', pathNot: test },
    to: { path: '^renderer/(features|services|stores|bridge)/' },
  },
  {
    name: 'renderer-domain-is-pure',
    severity: 'error',
    comment: 'domain/ has no React, no Zustand, no components and no styles: an engine runs without a page',
    from: { path: '^renderer/domain/' },
    to: { path: ['(^|/)node_modules/(react|react-dom|zustand)/', '\\.(tsx|css)$'] },
  },
  {
    name: 'renderer-ui-and-bridge-import-only-shared',
    severity: 'error',
    comment: 'ui/ (generic pieces) and bridge/ (the client) are the bottom of the renderer: they import shared/ and nothing above',
    from: { path: '^renderer/(ui|bridge)/' },
    to: { path: '^renderer/(features|services|stores|domain)/' },
  },
  {
    name: 'renderer-only-services-import-the-writing-client',
    severity: 'error',
    comment: 'bridge/client.ts can call every write: only services/ and the composition root that hands it to them import it',
    from: { path: '^renderer/', pathNot: ['^renderer/(services|composition)/', test, '/testing/'] },
    to: { path: '^renderer/bridge/client\\.ts$' },
  },
];
