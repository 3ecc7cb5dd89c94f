#!/usr/bin/env node
/**
 * Writes the TypeScript declarations of @farmfe/core 0.15.10 into tests/data/types/farmfe-core-0.15.10/, for
 * tests/content/examples.test.ts to type-check the 0.x docs' config examples against. The npm registry this
 * project reaches has no 0.15.10 (its 0.x releases stop at 0.14.18), so the declarations are made from Farm's
 * source at the tag, the way the release's own build made its dist/*.d.ts (`tsc -p tsconfig.build.json`):
 *   1. `git archive` the tag's packages/core and packages/runtime into a temporary folder;
 *   2. install the package's npm dependencies and dev dependencies at the ranges its package.json names
 *      (without its workspace packages and the napi CLI), plus TypeScript and the rollup and vite types its
 *      Vite adapter imports;
 *   3. emit declarations only, into dist/, and copy dist/ with the binding's declarations (binding/*.d.ts)
 *      and a package.json naming dist/index.d.ts.
 * Third-party types the declarations import (koa, chokidar, ws, rollup, vite, koa-proxies, @koa/cors) are not
 * copied: where this site does not install them, they resolve to nothing and count as `any` in the check.
 *
 * Usage (run by hand, with the npm registry reachable; CI has no copy of Farm):
 *   node scripts/extract-core-types-0.15.mjs <farm-git-dir>
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

const TAG = '@farmfe/core@0.15.10';
const VERSION = '0.15.10';
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteDir, 'tests/data/types/farmfe-core-0.15.10');

const gitDir = process.argv[2];
if (!gitDir) {
  console.error('usage: node scripts/extract-core-types-0.15.mjs <farm-git-dir>');
  process.exit(2);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-core-0.15-'));
const run = (/** @type {string} */ command, /** @type {string[]} */ args, /** @type {string} */ cwd) =>
  execFileSync(command, args, {cwd, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28});

const archive = run(
  'git',
  ['--git-dir', path.resolve(gitDir), 'archive', TAG, 'packages/core', 'packages/runtime'],
  work,
);
fs.writeFileSync(path.join(work, 'src.tar'), archive);
run('tar', ['-xf', 'src.tar'], work);
const core = path.join(work, 'packages/core');

const pkg = JSON.parse(fs.readFileSync(path.join(core, 'package.json'), 'utf8'));
if (pkg.version !== VERSION) throw new Error(`${TAG} has version ${pkg.version}`);
/** @type {Record<string, string>} */
const dependencies = Object.fromEntries(
  Object.entries({...pkg.dependencies, ...pkg.devDependencies}).filter(
    ([name, range]) => !String(range).startsWith('workspace:') && name !== '@napi-rs/cli',
  ),
);
fs.writeFileSync(
  path.join(core, 'package.json'),
  JSON.stringify({
    name: 'farm-core-types',
    private: true,
    type: 'module',
    dependencies: {...dependencies, typescript: '5.4.5', '@types/node': '^20', rollup: '^3', vite: '^4'},
  }),
);
run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], core);
// The runtime package's types come from the archived source (a workspace package at the tag).
fs.mkdirSync(path.join(core, 'node_modules/@farmfe'), {recursive: true});
fs.symlinkSync(path.join(work, 'packages/runtime'), path.join(core, 'node_modules/@farmfe/runtime'));
try {
  run('npx', ['tsc', '-p', 'tsconfig.build.json', '--emitDeclarationOnly', '--declarationMap', 'false'], core);
} catch {
  // tsc exits 1 on type errors in the sources and still writes every declaration.
}
const dist = path.join(core, 'dist');
if (!fs.existsSync(path.join(dist, 'index.d.ts'))) throw new Error('tsc wrote no dist/index.d.ts');

fs.rmSync(outDir, {recursive: true, force: true});
fs.mkdirSync(path.join(outDir, 'binding'), {recursive: true});
fs.cpSync(dist, path.join(outDir, 'dist'), {recursive: true, filter: (file) => !/\.(js|map|tsbuildinfo)$/.test(file)});
for (const file of ['index.d.ts', 'binding.d.ts']) {
  fs.copyFileSync(path.join(core, 'binding', file), path.join(outDir, 'binding', file));
}
fs.writeFileSync(
  path.join(outDir, 'package.json'),
  `${JSON.stringify({name: '@farmfe/core', version: VERSION, type: 'module', types: 'dist/index.d.ts', source: `${TAG} of farm-fe/farm, declarations made by scripts/extract-core-types-0.15.mjs`}, null, 2)}\n`,
);
fs.rmSync(work, {recursive: true, force: true});
console.log(`wrote ${path.relative(siteDir, outDir)}`);
