// Layers by runtime, checked by a machine: shared/ is pure, app/ is Node, renderer/ is DOM.
// Import cycles, type-only ones included, are checked over the whole tree by `npm run lint:cycles` (dpdm), which
// `npm run lint` runs after ESLint: ESLint's import plugins skip `import type` when they look for cycles.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const importsOf = (layer) => ({
  regex: `(^|/)${layer}(/|$)`,
  caseSensitive: true,
  message: `this layer never imports ${layer}/`,
});
const nodeOnly = [
  { regex: '^node:', message: 'Node built-ins belong in app/' },
  { regex: '^(electron|keytar|ws|better-sqlite3)$', message: 'shell and Node packages belong in app/' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['app/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [importsOf('renderer')] }] },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [importsOf('app'), ...nodeOnly] }],
      // Times on screen are 24-hour everywhere (ui/format.ts), never the locale's "4:14:10 AM".
      'no-restricted-properties': [
        'error',
        ...['toLocaleTimeString', 'toLocaleString'].map((property) => ({ property, message: 'Times on screen are 24-hour: use formatClock (ui/format.ts)' })),
      ],
    },
  },
  {
    files: ['shared/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [importsOf('app'), importsOf('renderer'), ...nodeOnly, { regex: '^react', message: 'shared/ has no UI' }] },
      ],
    },
  },
);
