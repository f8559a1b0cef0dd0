import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import wc from 'eslint-plugin-wc';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'storybook-static/', 'node_modules/', '.cache/', 'sw.js', 'src/locales/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  lit.configs['flat/recommended'],
  wc.configs['flat/recommended'],
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    languageOptions: {
      globals: globals.browser,
      parserOptions: {
        projectService: { allowDefaultProject: ['.storybook/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      // Elements are defined in their own define.ts, guarded by customElements.get.
      'wc/guard-super-call': 'off',
    },
  },
  {
    // Elements, events and shared code read the rules only through a topic's index (`rules/<topic>/index.js`): files
    // under a topic (and its internal/) are the rules package's own business, and the root index would bring every
    // topic into each element's bundle.
    files: ['src/elements/**', 'src/events/**', 'src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/rules/*/*', '**/rules/*/*/**', '!**/rules/*/index.js', '**/rules/index.js'],
              message: "Import the rules through their topic's public index: rules/<topic>/index.js.",
            },
          ],
        },
      ],
    },
  },
  {
    // Stories and the package entry may also use the root index (`rules/index.js`), never a topic's own files.
    files: ['src/index.ts', 'stories/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/rules/*/*', '**/rules/*/*/**', '!**/rules/*/index.js'],
              message: 'Import the rules through their public index: rules/<topic>/index.js or rules/index.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**'],
    rules: {
      // The DOM-diff chai plugin types every `expect(…).to.equal(…)` as a Promise, so the type-aware rule flags each
      // sync assertion; the one assertion that really is async, the accessibility check, must be awaited instead.
      '@typescript-eslint/no-floating-promises': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "ExpressionStatement > CallExpression[callee.property.name='accessible']",
          message: 'Await the accessibility check: `await expect(el).to.be.accessible()`.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
