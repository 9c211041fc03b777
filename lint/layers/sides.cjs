/** The three sides of the tree by runtime: app/ is Node, renderer/ is the sandboxed page, shared/ runs in both. */
const nodeOnlyPackages = '(^|/)node_modules/(electron|keytar|ws|better-sqlite3)/';

const rule = require('./rule.cjs');

module.exports = [
  rule('app-never-imports-renderer', 'app/ is the Node side: it never imports the screen', { path: '^app/' }, { path: '^renderer/' }),
  rule(
    'renderer-never-imports-app',
    'renderer/ reaches the core only through the bridge (window.perpdesk), never by import',
    { path: '^renderer/' },
    { path: '^app/' },
  ),
  rule(
    'renderer-has-no-node',
    'the renderer is a sandboxed page: Node built-ins and the shell and Node packages belong in app/',
    { path: '^renderer/' },
    { path: nodeOnlyPackages },
  ),
  rule(
    'renderer-has-no-node-builtins',
    'the renderer is a sandboxed page: Node built-ins belong in app/',
    { path: '^renderer/' },
    { dependencyTypes: ['core'] },
  ),
  rule(
    'shared-imports-neither-side',
    'shared/ runs on both sides: it imports neither app/ nor renderer/',
    { path: '^shared/' },
    { path: '^(app|renderer)/' },
  ),
  rule(
    'shared-is-pure',
    'shared/ runs on both sides: no Node built-ins, no shell or Node packages, no React',
    { path: '^shared/' },
    { path: [nodeOnlyPackages, '(^|/)node_modules/react(-dom)?/'] },
  ),
  rule(
    'shared-has-no-node-builtins',
    'shared/ runs on both sides: Node built-ins belong in app/',
    { path: '^shared/' },
    { dependencyTypes: ['core'] },
  ),
];
