// The code's own rules. Which part of the tree may import which, and import cycles, are checked by dependency-cruiser
// (`.dependency-cruiser.cjs`, `npm run lint:layers`), which `npm run lint` runs after ESLint.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      // Times on screen are 24-hour everywhere (ui/format.ts), never the locale's "4:14:10 AM".
      'no-restricted-properties': [
        'error',
        ...['toLocaleTimeString', 'toLocaleString'].map((property) => ({
          property,
          message: 'Times on screen are 24-hour: use formatClock (ui/format.ts)',
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
