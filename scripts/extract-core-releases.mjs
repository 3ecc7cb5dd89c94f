#!/usr/bin/env node
// Lists the @farmfe/core 1.x releases: every version that a commit set in packages/core/package.json
// on the history of a tag of a farm-fe/farm git directory, with that commit ("Version Packages") and
// its date. Several 1.x releases have no git tag, so the commits are the record, not the tags. A
// version is kept only if packages/core/CHANGELOG.md at the tag has a heading for it too.
//
//   node scripts/extract-core-releases.mjs <path-to-farm-git-dir> '@farmfe/core@1.7.11' \
//     > tests/data/core-releases-1.x.json
//
// Output: [{ "version": "1.0.0", "commit": "<40 hex>", "date": "YYYY-MM-DD" }, ...], oldest first.
// Run by hand; CI has no copy of Farm.
import {execFileSync} from 'node:child_process';

const [gitDir, tag] = process.argv.slice(2);
if (!gitDir || !tag) {
  console.error("usage: node scripts/extract-core-releases.mjs <path-to-farm-git-dir> '@farmfe/core@1.7.11'");
  process.exit(1);
}

/** @param {string[]} args */
const git = (args) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});

const stable1x = /^1\.\d+\.\d+$/;

const changelog = git(['show', `${tag}:packages/core/CHANGELOG.md`]);
const inChangelog = new Set([...changelog.matchAll(/^## (\S+)\s*$/gm)].map((m) => m[1]));

// Oldest first, so the first commit that set a version is the one kept.
const log = git([
  'log',
  '--reverse',
  '--format=commit %H %ad',
  '--date=short',
  '-p',
  '--unified=0',
  tag,
  '--',
  'packages/core/package.json',
]);

/** @type {Map<string, {version: string, commit: string, date: string}>} */
const releases = new Map();
let commit = '';
let date = '';
for (const line of log.split('\n')) {
  const head = /^commit ([0-9a-f]{40}) (\d{4}-\d{2}-\d{2})$/.exec(line);
  if (head) {
    commit = head[1];
    date = head[2];
    continue;
  }
  const set = /^\+\s*"version":\s*"([^"]+)"/.exec(line);
  if (set && stable1x.test(set[1]) && inChangelog.has(set[1]) && !releases.has(set[1])) {
    releases.set(set[1], {version: set[1], commit, date});
  }
}

const byVersion = (/** @type {string} */ a, /** @type {string} */ b) => {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
};
const list = [...releases.values()].sort((a, b) => byVersion(a.version, b.version));
const missing = [...inChangelog].filter((v) => stable1x.test(v) && !releases.has(v));
if (missing.length > 0) console.error(`in CHANGELOG.md but never set in package.json: ${missing.join(', ')}`);
console.log(JSON.stringify(list, null, 2));
