// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      '.docusaurus-dev-*/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      // Declarations generated from Farm's source (scripts/extract-core-types.mjs).
      'tests/data/types/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus, 'react-hooks': reactHooks},
    rules: {
      // Every visible string goes through <Translate> or translate().
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            '·',
            '—',
            '×',
            '$',
            'GitHub',
            'X',
            'Farm',
            'Rust',
            'JavaScript',
            '→',
            '←',
            '(ms)',
            'ms',
            '@farmfe/core@',
            ':',
          ],
        },
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests index regex matches and fixtures they just built: `!` is the honest type there.
    files: ['tests/**/*.ts'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
);
