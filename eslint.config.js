// The code's own rules. Which part of the tree may import which, and import cycles, are checked by dependency-cruiser
// (`.dependency-cruiser.cjs`, `npm run lint:layers`), which `npm run lint` runs after ESLint.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Times on screen are 24-hour everywhere (ui/format.ts), never the locale's "4:14:10 AM".
const clockRules = ['toLocaleTimeString', 'toLocaleString'].map((property) => ({
  property,
  message: 'Times on screen are 24-hour: use formatClock (ui/format.ts)',
}));
// The bridge is reached only through renderer/bridge/client, whose writing half only renderer/services/ imports.
const bridgeRules = ['window', 'globalThis'].map((object) => ({
  object,
  property: 'perpdesk',
  message: 'Call the bridge through renderer/bridge/client (writes through renderer/services/)',
}));
// A node or event of a pop-out window is of that window's classes, so `instanceof` a DOM class of this one is false for
// it: ask what it is instead (renderer/ui/dom.ts; for an event, its `type` or `'key' in event`).
const DOM_CLASS = '/^(HTML\\w*Element|SVG\\w*Element|Element|Node|Text|Document|Window|Event|\\w+Event)$/';
const domClassRules = [`[right.name=${DOM_CLASS}]`, `[right.object.name=/^(window|globalThis|self)$/][right.property.name=${DOM_CLASS}]`].map(
  (right) => ({
    selector: `BinaryExpression[operator="instanceof"]${right}`,
    message: 'instanceof a DOM class is false for what a pop-out window holds: use the checks of renderer/ui/dom.ts',
  }),
);

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
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-properties': ['error', ...clockRules, ...bridgeRules],
      'no-restricted-syntax': ['error', ...domClassRules],
    },
  },
  {
    // The bridge's own side, and the composition root that installs browser mode's bridge when there is none.
    files: ['renderer/bridge/**', 'renderer/composition/start.ts'],
    rules: { 'no-restricted-properties': ['error', ...clockRules] },
  },
  {
    // The pure engines work on what they are given: no page, no storage, no timers of the browser's.
    files: ['renderer/domain/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'requestAnimationFrame', 'fetch'].map((name) => ({
          name,
          message: 'domain/ is pure: take what it needs as an argument',
        })),
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**'],
    languageOptions: { globals: {} },
  },
);
