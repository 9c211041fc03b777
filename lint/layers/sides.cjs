/** The three sides of the tree by runtime: app/ is Node, renderer/ is the sandboxed page, shared/ runs in both. */
const nodeOnlyPackages = '(^|/)node_modules/(electron|keytar|ws|better-sqlite3)/';

module.exports = [
  {
    name: 'app-never-imports-renderer',
    severity: 'error',
    comment: 'app/ is the Node side: it never imports the screen',
    from: { path: '^app/' },
    to: { path: '^renderer/' },
  },
  {
    name: 'renderer-never-imports-app',
    severity: 'error',
    comment: 'renderer/ reaches the core only through the bridge (window.perpdesk), never by import',
    from: { path: '^renderer/' },
    to: { path: '^app/' },
  },
  {
    name: 'renderer-has-no-node',
    severity: 'error',
    comment: 'the renderer is a sandboxed page: Node built-ins and the shell and Node packages belong in app/',
    from: { path: '^renderer/' },
    to: { path: nodeOnlyPackages },
  },
  {
    name: 'renderer-has-no-node-builtins',
    severity: 'error',
    comment: 'the renderer is a sandboxed page: Node built-ins belong in app/',
    from: { path: '^renderer/' },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: 'shared-imports-neither-side',
    severity: 'error',
    comment: 'shared/ runs on both sides: it imports neither app/ nor renderer/',
    from: { path: '^shared/' },
    to: { path: '^(app|renderer)/' },
  },
  {
    name: 'shared-is-pure',
    severity: 'error',
    comment: 'shared/ runs on both sides: no Node built-ins, no shell or Node packages, no React',
    from: { path: '^shared/' },
    to: { path: [nodeOnlyPackages, '(^|/)node_modules/react(-dom)?/'] },
  },
  {
    name: 'shared-has-no-node-builtins',
    severity: 'error',
    comment: 'shared/ runs on both sides: Node built-ins belong in app/',
    from: { path: '^shared/' },
    to: { dependencyTypes: ['core'] },
  },
];
