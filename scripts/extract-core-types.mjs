#!/usr/bin/env node
/**
 * Writes the TypeScript declarations of one @farmfe/core release into tests/data/types/farmfe-core-<version>/,
 * for tests/content/examples.test.ts to type-check a docs version's config examples against. The releases listed
 * in RELEASES are not on the npm registry this project reaches (0.15.10: its 0.x releases there stop at 0.14.18;
 * the 2.0 betas: none), so the declarations are made from Farm's source at the tag, the way the release's own
 * build made its dist/*.d.ts (`tsc -p tsconfig.build.json`):
 *   1. `git archive` the tag's packages/core, the workspace packages its source imports (@farmfe/runtime, and at
 *      2.0 @farmfe/utils) and, when the tag has it, the tsconfig.base.json its tsconfig extends;
 *   2. install the npm dependencies and dev dependencies of those packages at the ranges their package.json files
 *      name (not their workspace packages, not the napi CLI), plus the TypeScript and the @types/node, rollup and
 *      vite versions RELEASES names for the tag (the root devDependencies the release was built with);
 *   3. link the workspace packages into node_modules/@farmfe and build the declarations of those that ship them
 *      from dist/ (their own tsconfig), so core's imports of them resolve as they did in the release build;
 *   4. emit core's declarations only, into dist/, and copy the declarations dist/index.d.ts reaches (its own and
 *      the binding's, binding/*.d.ts) with a package.json naming dist/index.d.ts.
 * Only @farmfe/core's own declarations are written. What they import from workspace packages (@farmfe/runtime's
 * Resource type, @farmfe/utils' colour helpers) and from third-party packages (chokidar, connect, http-proxy, ws,
 * rollup, vite, ...) is not copied: where this site does not install a package, its types resolve to nothing and
 * count as `any` in the check; where it does, the site's copy is used.
 *
 * Usage (run by hand, with the npm registry reachable; CI has no copy of Farm):
 *   node scripts/extract-core-types.mjs <farm-git-dir> <tag>
 * for example
 *   node scripts/extract-core-types.mjs <farm-git-dir> @farmfe/core@0.15.10
 *   node scripts/extract-core-types.mjs <farm-git-dir> @farmfe/core@2.0.0-beta.11
 * A new release needs one row in RELEASES.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

/**
 * Per release: the TypeScript that emits the declarations and the versions of the type packages the sources need
 * besides their own dependencies.
 * @type {Record<string, {typescript: string, types: Record<string, string>}>}
 */
const RELEASES = {
  '0.15.10': {typescript: '5.4.5', types: {'@types/node': '^20', rollup: '^3', vite: '^4'}},
  '2.0.0-beta.11': {typescript: '5.6.3', types: {'@types/node': '^18.19.67', rollup: '^3.29.4', vite: '^5.2.6'}},
};

const usage = () => {
  console.error('usage: node scripts/extract-core-types.mjs <farm-git-dir> <tag>');
  console.error(
    `known tags: ${Object.keys(RELEASES)
      .map((version) => `@farmfe/core@${version}`)
      .join(', ')}`,
  );
  process.exit(2);
};

const [gitDirArg, tag] = process.argv.slice(2);
if (!gitDirArg || !tag) usage();
const version = tag.replace(/^@farmfe\/core@/, '');
const release = RELEASES[version];
if (!tag.startsWith('@farmfe/core@') || !release) usage();

const gitDir = path.resolve(gitDirArg);
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(siteDir, `tests/data/types/farmfe-core-${version}`);

const run = (/** @type {string} */ command, /** @type {string[]} */ args, /** @type {string} */ cwd) =>
  execFileSync(command, args, {cwd, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28});
const git = (/** @type {string[]} */ args) => run('git', ['--git-dir', gitDir, ...args], siteDir).toString('utf8');
const readJson = (/** @type {string} */ file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Folder of every package of the monorepo at the tag, by npm name. */
const packageDirs = new Map();
for (const file of git(['ls-tree', '-r', '--name-only', tag, '--', 'packages', 'js-plugins', 'rust-plugins']).split(
  '\n',
)) {
  if (!/^[^/]+\/[^/]+\/package\.json$/.test(file)) continue;
  const {name} = JSON.parse(git(['show', `${tag}:${file}`]));
  if (name) packageDirs.set(name, path.posix.dirname(file));
}

const coreManifest = JSON.parse(git(['show', `${tag}:packages/core/package.json`]));
if (coreManifest.version !== version) throw new Error(`${tag} has version ${coreManifest.version}`);

/** Workspace packages core's sources import (by npm name), found in the sources at the tag. */
let coreSources = '';
try {
  coreSources = git(['grep', '-h', '-o', '-E', "from '@farmfe/[^'/]+", tag, '--', 'packages/core/src']);
} catch {
  // git grep exits 1 when nothing matches: core imports no workspace package
}
const imported = new Set([...coreSources.matchAll(/@farmfe\/[^'/\s]+/g)].map((m) => m[0]));
const workspace = Object.entries({...coreManifest.dependencies, ...coreManifest.devDependencies})
  .filter(([name, range]) => String(range).startsWith('workspace:') && imported.has(name))
  .map(([name]) => {
    const dir = packageDirs.get(name);
    if (!dir) throw new Error(`${name} is a workspace dependency of core with no folder at ${tag}`);
    return {name, dir};
  });

const work = fs.mkdtempSync(path.join(os.tmpdir(), `farm-core-${version}-`));
const archived = ['packages/core', ...workspace.map((w) => w.dir)];
fs.writeFileSync(path.join(work, 'src.tar'), run('git', ['--git-dir', gitDir, 'archive', tag, ...archived], work));
run('tar', ['-xf', 'src.tar'], work);
// The root tsconfig the packages' tsconfig.json files extend, when the tag has one.
try {
  fs.writeFileSync(path.join(work, 'tsconfig.base.json'), git(['show', `${tag}:tsconfig.base.json`]));
} catch {
  // without it tsc warns and uses its defaults for what the base would have set
}

/**
 * npm dependencies of core and of the linked workspace packages, without workspace packages and the napi CLI.
 * @type {Record<string, string>}
 */
const dependencies = {};
for (const dir of ['packages/core', ...workspace.map((w) => w.dir)]) {
  const manifest = readJson(path.join(work, dir, 'package.json'));
  for (const [name, range] of Object.entries({...manifest.dependencies, ...manifest.devDependencies})) {
    if (String(range).startsWith('workspace:') || name === '@napi-rs/cli' || name === 'typescript') continue;
    dependencies[name] ??= String(range);
  }
}
fs.writeFileSync(
  path.join(work, 'package.json'),
  JSON.stringify({
    name: 'farm-core-types',
    private: true,
    type: 'module',
    dependencies: {...dependencies, typescript: release.typescript, ...release.types},
  }),
);
run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], work);

const tsc = path.join(work, 'node_modules/typescript/bin/tsc');
/**
 * Runs tsc for declarations only. It exits 1 on type errors in the sources (a type package of another version than
 * the release's lockfile had) and still writes every declaration, so only the count of errors is reported.
 */
const emitDeclarations = (/** @type {string} */ project, /** @type {string} */ cwd) => {
  try {
    run(process.execPath, [tsc, '-p', project, '--emitDeclarationOnly', '--declarationMap', 'false'], cwd);
  } catch (error) {
    const errors = String(/** @type {{stdout?: Buffer}} */ (error).stdout ?? '').match(/error TS\d+/g)?.length ?? 0;
    console.error(
      `tsc -p ${path.relative(work, path.join(cwd, project))}: ${errors} type errors, declarations written`,
    );
  }
};

fs.mkdirSync(path.join(work, 'node_modules/@farmfe'), {recursive: true});
for (const {name, dir} of workspace) {
  const pkgDir = path.join(work, dir);
  fs.symlinkSync(pkgDir, path.join(work, 'node_modules', name));
  const manifest = readJson(path.join(pkgDir, 'package.json'));
  const shipsDist = JSON.stringify([manifest.main, manifest.types, manifest.exports]).includes('dist/');
  if (!shipsDist) continue;
  const project = ['tsconfig.build.json', 'tsconfig.json'].find((file) => fs.existsSync(path.join(pkgDir, file)));
  if (!project) throw new Error(`${name} ships dist/ but has no tsconfig at ${tag}`);
  emitDeclarations(project, pkgDir);
}

const core = path.join(work, 'packages/core');
emitDeclarations('tsconfig.build.json', core);
const dist = path.join(core, 'dist');
if (!fs.existsSync(path.join(dist, 'index.d.ts'))) throw new Error('tsc wrote no dist/index.d.ts');

/**
 * The declaration files a program that imports @farmfe/core can see: dist/index.d.ts (the package's `types`) and
 * every file it reaches through relative imports, re-exports, `import()` types and `/// <reference path>`.
 * Files outside that set (internal helpers no public declaration mentions) cannot change a type check.
 */
function reachableDeclarations(/** @type {string} */ entry) {
  const found = new Set();
  const pending = [entry];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (found.has(file)) continue;
    found.add(file);
    const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const specifiers = [
      ...info.importedFiles.map((ref) => ref.fileName).filter((name) => /^\.{1,2}\//.test(name)),
      ...info.referencedFiles.map((ref) => ref.fileName),
    ];
    for (const specifier of specifiers) {
      const target = path.resolve(path.dirname(file), specifier);
      const candidates = [
        target.replace(/\.js$/, '.d.ts'),
        target.replace(/\.cjs$/, '.d.cts'),
        target.replace(/\.mjs$/, '.d.mts'),
        `${target}.d.ts`,
        path.join(target, 'index.d.ts'),
        target,
      ];
      const resolved = candidates.find((candidate) => candidate.endsWith('.ts') && fs.existsSync(candidate));
      if (!resolved) throw new Error(`${path.relative(core, file)} imports ${specifier}, which has no declarations`);
      pending.push(resolved);
    }
  }
  return found;
}

const kept = reachableDeclarations(path.join(core, 'dist/index.d.ts'));
fs.rmSync(outDir, {recursive: true, force: true});
for (const file of kept) {
  const relative = path.relative(core, file);
  if (!/^(dist|binding)\//.test(relative)) throw new Error(`${relative} is outside dist/ and binding/`);
  fs.mkdirSync(path.dirname(path.join(outDir, relative)), {recursive: true});
  fs.copyFileSync(file, path.join(outDir, relative));
}
fs.writeFileSync(
  path.join(outDir, 'package.json'),
  `${JSON.stringify({name: '@farmfe/core', version, type: 'module', types: 'dist/index.d.ts', source: `${tag} of farm-fe/farm, declarations made by scripts/extract-core-types.mjs`}, null, 2)}\n`,
);
fs.rmSync(work, {recursive: true, force: true});
console.log(`wrote ${path.relative(siteDir, outDir)}`);
