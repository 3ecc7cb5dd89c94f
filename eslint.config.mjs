// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The code layout's boundaries (README.md, "Layout"). Each feature lives in src/features/<feature>/, its code split
 * by where it runs: node/ (Node only: plugins, build steps), shared/ (Node and the browser), client/ (browser modules
 * and hooks), components/ (React components), worker/ (the service worker).
 * - Browser code (src/theme, src/components, src/pages, src/clientModules, a feature's client/, components/, worker/)
 *   imports nothing from a node/ folder, nor Node's built-in modules.
 * - shared/ code imports only shared code (its own folder, another feature's shared/, packages).
 * - A feature imports another feature only through its public entries: its shared/ files, and the index.ts of its
 *   node/ or client/ folder. src/theme, src/pages and docusaurus.config.ts may import any feature's client/ or
 *   components/ (a theme wrapper renders its feature's component).
 */
const features = fs
  .readdirSync(new URL('src/features/', import.meta.url), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const nodeOnly = [
  {
    regex: '(^|/)node(/|$)',
    message: 'Browser code cannot import Node-only code (a node/ folder): what both need goes in shared/.',
  },
  {regex: '^node:', message: 'Browser code cannot import Node built-in modules.'},
];

const sharedOnly = [
  {
    regex: '^\\.\\./(node|client|components|worker)(/|$)',
    message: 'shared/ code runs in Node and in the browser: it imports only shared code.',
  },
];

/**
 * Another feature's internals, by alias or by relative path: anything in its node/, client/, components/ or worker/
 * folder but the index of node/ or client/.
 * @param {string} feature
 */
const otherFeatures = (feature) => [
  {
    regex:
      `^(@site/src/features/|(\\.\\./)+(features/)?)(?!${feature}/)[\\w-]+/` +
      '(node/(?!index(\\.ts)?$)|client/(?!index(\\.ts)?$)|components/|worker/)',
    message: 'A feature imports another only through its shared/ files or the index.ts of its node/ or client/ folder.',
  },
];

/** @param {object[]} patterns */
const restricted = (patterns) => ({'no-restricted-imports': ['error', {patterns}]});

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
    files: ['src/{theme,components,pages,clientModules}/**/*.{ts,tsx,js}'],
    rules: restricted(nodeOnly),
  },
  ...features.flatMap((feature) => [
    {files: [`src/features/${feature}/**/*.{ts,tsx,js}`], rules: restricted(otherFeatures(feature))},
    {
      files: [`src/features/${feature}/{client,components,worker}/**/*.{ts,tsx,js}`],
      rules: restricted([...nodeOnly, ...otherFeatures(feature)]),
    },
    {
      files: [`src/features/${feature}/shared/**/*.{ts,tsx,js}`],
      rules: restricted([...sharedOnly, ...otherFeatures(feature)]),
    },
  ]),
  {
    // Tests index regex matches and fixtures they just built: `!` is the honest type there.
    files: ['tests/**/*.ts'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off'},
  },
);
