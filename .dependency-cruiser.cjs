/**
 * Which part of the tree may import which (docs/architecture.md draws it). `npm run lint` runs this over the whole
 * tree; `lint/*.test.ts` show each rule refusing an import that breaks it. Type-only imports count: a layer that
 * needs another's types depends on it as much as on its values.
 */
const cycles = require('./lint/layers/cycles.cjs');
const sides = require('./lint/layers/sides.cjs');
const app = require('./lint/layers/app.cjs');
const renderer = require('./lint/layers/renderer.cjs');

module.exports = {
  forbidden: [...cycles, ...sides, ...app, ...renderer],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
