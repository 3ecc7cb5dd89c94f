#!/usr/bin/env node
// Lists the commands, aliases and flags of Farm's CLI (packages/cli/src/index.ts, built with cac)
// at a git tag of a farm-fe/farm git directory.
//
//   node scripts/extract-cli.mjs <path-to-farm-git-dir> <tag> > tests/data/cli-<version>.json
//
// for example @farmfe/core@1.7.11 > cli-1.7.json, @farmfe/core@0.15.10 > cli-0.15.json and
// @farmfe/core@2.0.0-beta.11 > cli-2.0.json. At all three tags the CLI is the package @farmfe/cli in
// packages/cli (at 2.0.0-beta.11 its package.json says 2.0.0-beta.0); @farmfe/core has no bin.
//
// Output: [{ "name": "build", "aliases": [], "flags": ["--outDir", ...] }, ...]
// The entry named "" holds the global options (cli.option(...), plus --help and --version when
// cli.help() / cli.version() are called). The default command, declared as `[root]` (its cac name is
// the empty string), is listed under its first alias (`start`), which is how the docs name it.
// Run by hand; CI has no copy of Farm.
import {execFileSync} from 'node:child_process';

const [gitDir, tag] = process.argv.slice(2);
if (!gitDir || !tag) {
  console.error('usage: node scripts/extract-cli.mjs <path-to-farm-git-dir> <tag>');
  process.exit(1);
}

const CLI_PATH = 'packages/cli/src/index.ts';
let source;
try {
  source = execFileSync('git', ['--git-dir', gitDir, 'show', `${tag}:${CLI_PATH}`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
} catch (error) {
  console.error(`cannot read ${CLI_PATH} at ${tag} from ${gitDir}: ${error.stderr || error.message}`);
  process.exit(1);
}

/** Replaces comments with spaces, leaving string literals alone. */
function stripComments(text) {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const code = stripComments(source);

/** Long form of a cac option name: '-c, --config <file>' -> '--config'. */
function longFlag(raw) {
  const names = raw
    .replace(/[<[].*$/, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return names.find((n) => n.startsWith('--')) ?? names[0];
}

/** cac command name: the raw name without its <required> / [optional] arguments. */
function commandName(raw) {
  return raw.replace(/[<[].*$/, '').trim();
}

const global = {name: '', aliases: [], flags: []};
const commands = [];
let current = global;

// `cli` followed by a dot starts a new chain on the cac instance (global until .command()).
// A `.command|.option|.alias|.help|.version(` call continues the current chain.
const token = /\bcli(?=\s*\.)|\.(command|option|alias|help|version)\s*\(\s*(?:(['"`])((?:\\.|(?!\2)[^\\])*)\2)?/g;
for (const m of code.matchAll(token)) {
  if (!m[1]) {
    current = global;
    continue;
  }
  const [, method, , arg] = m;
  if (method === 'command') {
    current = {name: commandName(arg), aliases: [], flags: []};
    commands.push(current);
  } else if (method === 'option') {
    const flag = longFlag(arg);
    if (!current.flags.includes(flag)) current.flags.push(flag);
  } else if (method === 'alias') {
    current.aliases.push(arg);
  } else if (method === 'help' && current === global) {
    global.flags.push('--help');
  } else if (method === 'version' && current === global) {
    global.flags.push('--version');
  }
}

for (const cmd of commands) {
  if (cmd.name === '' && cmd.aliases.length > 0) {
    cmd.name = cmd.aliases.shift();
    cmd.default = true;
  }
}

process.stdout.write(`${JSON.stringify([global, ...commands], null, 2)}\n`);
