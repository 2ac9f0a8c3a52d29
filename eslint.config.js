// ESLint for the whole workspace (part of `npm test`): typescript-eslint's recommended rules, React hooks rules
// for the two front ends, and the right globals for Node code and browser code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-artifacts/**', '.tools/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // An argument or binding that starts with `_` is unused on purpose (a signature kept for its callers).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // The job catalogue's interfaces start empty and are filled by module augmentation, which types cannot do.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'always' }],
    },
  },
  {
    // Tests read JSON answers whose shape is what they assert; typing every body would repeat the DTOs.
    files: ['**/*.spec.ts', '**/testing/**', 'test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['api/**', 'scripts/**', 'bench/**', 'test/**', '*/dev/**', '*/scripts/**', '**/*.cjs', '**/*.mjs', '*.js'],
    languageOptions: { globals: globals.node },
  },
  { files: ['test/browser/**'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  {
    files: ['storefront/**', 'backoffice/**', 'ui/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['storefront/*.ts', 'backoffice/*.ts', 'storefront/*.js', 'backoffice/*.js'],
    languageOptions: { globals: globals.node },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } },
);
