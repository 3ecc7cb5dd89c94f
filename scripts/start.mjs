#!/usr/bin/env node
// @ts-check
/**
 * `npm start` and `npm run start:zh`: `docusaurus start` with a generated-files folder of its own
 * per locale, so an English and a Chinese dev server can run side by side.
 *
 * Why: every `docusaurus start` writes the site's generated files (routes.js, registry.js, the docs'
 * metadata…) into one folder, `.docusaurus/` by default, and its bundler watches them. A second dev
 * server for the other locale overwrote them, and the first one then rebuilt itself from the other
 * locale's routes: English edits never showed again, without any error. Docusaurus reads the folder's
 * name from DOCUSAURUS_GENERATED_FILES_DIR_NAME when it loads, so this script sets it to
 * `.docusaurus-dev-<locale>` before starting it. The bundler's persistent cache lives inside that folder
 * too (src/features/speed/node/bundlerCache), so the two servers share no cache either.
 *
 * A lock file in the folder holds the server's process id:
 *   - a second server for the same locale stops at once and says which process holds it;
 *   - a lock left by a server that did not shut down (a crash, a kill) means its generated files and
 *     cache may be half-written: the folder is deleted and the server starts cold, and says so.
 *
 * Usage: node scripts/start.mjs [docusaurus start options], for example --locale zh --port 3001.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The locale a `docusaurus start` command line asks for (`--locale zh`, `--locale=zh`, `-l zh`); en by default.
 * @param {string[]} args
 */
export function localeOf(args) {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--locale' || arg === '-l') return args[i + 1] ?? 'en';
    if (arg.startsWith('--locale=')) return arg.slice('--locale='.length);
  }
  return 'en';
}

/** Name of the generated-files folder of a locale's dev server. @param {string} locale */
export function generatedDirName(locale) {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(locale)) throw new Error(`not a locale: ${locale}`);
  return `.docusaurus-dev-${locale}`;
}

/** Whether a process with this id is running (a zombie, killed but not yet reaped, is not). @param {number} pid */
export function isRunning(pid) {
  const stat = `/proc/${pid}/stat`;
  if (fs.existsSync('/proc/self/stat')) {
    try {
      // Linux: the state follows the command name in parentheses; Z is a zombie.
      return !/\)\s+Z\s/.test(fs.readFileSync(stat, 'utf8'));
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the folder's lock for this process.
 * @param {string} dir the generated-files folder
 * @param {number} [pid]
 * @returns {{state: 'fresh' | 'stale', pid?: number} | {state: 'busy', pid: number}}
 */
export function takeLock(dir, pid = process.pid) {
  const lock = path.join(dir, 'dev-server.lock');
  let state = /** @type {'fresh' | 'stale'} */ ('fresh');
  let previous;
  if (fs.existsSync(lock)) {
    previous = Number.parseInt(fs.readFileSync(lock, 'utf8'), 10);
    if (Number.isInteger(previous) && previous !== pid && isRunning(previous)) return {state: 'busy', pid: previous};
    // The server that wrote it is gone without removing it: what it left may be half-written.
    fs.rmSync(dir, {recursive: true, force: true});
    state = 'stale';
  }
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(lock, String(pid));
  return {state, pid: previous};
}

function main() {
  const args = process.argv.slice(2);
  const locale = localeOf(args);
  const dirName = generatedDirName(locale);
  const dir = path.join(siteDir, dirName);
  const lock = takeLock(dir);
  if (lock.state === 'busy') {
    console.error(
      `A dev server for the "${locale}" locale is already running (process ${lock.pid}). ` +
        `Use that one, or stop it first. To preview the other language beside it, run ` +
        `${locale === 'zh' ? 'npm start' : 'npm run start:zh'}.`,
    );
    process.exit(1);
  }
  if (lock.state === 'stale') {
    console.warn(
      `The last "${locale}" dev server (process ${lock.pid}) did not shut down cleanly, so its generated ` +
        `files and cache were deleted: this start compiles everything afresh.`,
    );
  }
  const release = () => {
    try {
      if (fs.readFileSync(path.join(dir, 'dev-server.lock'), 'utf8') === String(process.pid))
        fs.rmSync(path.join(dir, 'dev-server.lock'));
    } catch {
      // Already gone (npm run clear): nothing to release.
    }
  };
  const bin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  const child = spawn(process.execPath, [bin, 'start', ...args], {
    cwd: siteDir,
    stdio: 'inherit',
    env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: dirName},
  });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    release();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
