// @ts-check
/**
 * `node scripts/validate-html.mjs [build dir]`, a step of `npm test` after the build: the Nu Html Checker
 * (the `vnu-jar` package, which needs Java 11 or later) checks every HTML file of the build, both
 * locales, in one run, and fails on any error, naming each page, each message and where it is.
 * Warnings and infos are not reported.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath, pathToFileURL} from 'node:url';

/**
 * @typedef {{type: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number,
 *   lastColumn?: number, message: string, extract?: string}} VnuMessage
 * @typedef {{page: string, message: string, count: number, line?: number, column?: number, extract?: string}} PageError
 */

/**
 * The major version of the `java` on the PATH, or `undefined` when there is none.
 * @param {string} [java]
 * @returns {number | undefined}
 */
export function javaVersion(java = 'java') {
  const {stdout, stderr, error} = spawnSync(java, ['-version'], {encoding: 'utf8'});
  if (error) return undefined;
  return parseJavaVersion(`${stderr ?? ''}${stdout ?? ''}`);
}

/**
 * `java -version` output → major version: `version "17.0.15"` is 17, `version "1.8.0_392"` is 8.
 * @param {string} output
 * @returns {number | undefined}
 */
export function parseJavaVersion(output) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}

/** The message `npm test` prints when Java is missing or too old. */
export const JAVA_NEEDED =
  "The Nu Html Checker (vnu-jar) needs Java 11 or later on the PATH. Install Debian's default-jre-headless " +
  '(sudo apt-get install -y default-jre-headless; `npm test` does it itself when it runs as root) or any ' +
  'Java 11+ runtime, then run the tests again.';

/**
 * vnu.jar, found through the `vnu-jar` package (its main module exports the jar's path).
 * @returns {string}
 */
export function vnuJar() {
  const require = createRequire(import.meta.url);
  let main;
  try {
    main = require.resolve('vnu-jar');
  } catch {
    throw new Error('The vnu-jar package is not installed: run `npm ci` (it is a devDependency).');
  }
  const jar = path.join(path.dirname(main), 'build', 'dist', 'vnu.jar');
  if (!fs.existsSync(jar)) throw new Error(`vnu-jar is installed but ${jar} is missing: reinstall it.`);
  return jar;
}

/**
 * Every HTML file under `dir`, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFiles(dir) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} at */
  const walk = (at) => {
    for (const entry of fs.readdirSync(at, {withFileTypes: true})) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) files.push(full);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The checker's errors, by page (the file's path in the build) and message: identical messages on one page
 * are counted, with the first one's position and extract.
 * @param {VnuMessage[]} messages vnu's `--format json` messages
 * @param {string} buildDir
 * @returns {PageError[]}
 */
export function pageErrors(messages, buildDir) {
  const root = path.resolve(buildDir);
  /** @type {Map<string, PageError>} */
  const byKey = new Map();
  for (const m of messages) {
    // "non-document-error" is a file the checker could not read: an error too.
    if (m.type !== 'error' && m.type !== 'non-document-error') continue;
    const file = m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? '(unknown)');
    const page = path.relative(root, file).split(path.sep).join('/');
    const key = `${page}\n${m.message}`;
    const known = byKey.get(key);
    if (known) known.count += 1;
    else
      byKey.set(key, {
        page,
        message: m.message,
        count: 1,
        line: m.lastLine,
        column: m.firstColumn ?? m.lastColumn,
        extract: m.extract,
      });
  }
  return [...byKey.values()].sort((a, b) => a.page.localeCompare(b.page) || b.count - a.count);
}

/**
 * The report: each page with its errors, then the number of errors of each message over all pages.
 * @param {PageError[]} errors
 * @param {number} pages how many pages were checked
 * @returns {string}
 */
export function formatReport(errors, pages) {
  const total = errors.reduce((sum, e) => sum + e.count, 0);
  if (total === 0) return `Nu Html Checker: no error on ${pages} pages.`;
  /** @type {string[]} */
  const lines = [];
  let page = '';
  for (const e of errors) {
    if (e.page !== page) {
      page = e.page;
      lines.push(page);
    }
    const where = e.line === undefined ? '' : ` (line ${e.line}, column ${e.column ?? '?'})`;
    const times = e.count > 1 ? `${e.count} × ` : '';
    lines.push(`  ${times}${e.message}${where}`);
    if (e.extract) lines.push(`    ${e.extract.replace(/\s+/g, ' ').trim().slice(0, 160)}`);
  }
  /** @type {Map<string, {count: number, pages: Set<string>}>} */
  const byMessage = new Map();
  for (const e of errors) {
    const entry = byMessage.get(e.message) ?? {count: 0, pages: new Set()};
    entry.count += e.count;
    entry.pages.add(e.page);
    byMessage.set(e.message, entry);
  }
  const failing = new Set(errors.map((e) => e.page)).size;
  lines.push('', `Nu Html Checker: ${total} errors on ${failing} of ${pages} pages:`);
  for (const [message, {count, pages: on}] of [...byMessage].sort((a, b) => b[1].count - a[1].count))
    lines.push(`  ${count} × ${message} (${on.size} ${on.size === 1 ? 'page' : 'pages'})`);
  return lines.join('\n');
}

/**
 * Runs the checker over every HTML file of `buildDir`.
 * @param {string} buildDir
 * @returns {{pages: number, errors: PageError[]}}
 */
export function validate(buildDir) {
  const version = javaVersion();
  if (version === undefined || version < 11)
    throw new Error(version === undefined ? JAVA_NEEDED : `Java ${version} is too old. ${JAVA_NEEDED}`);
  const files = htmlFiles(buildDir);
  if (files.length === 0) throw new Error(`No HTML file under ${buildDir}: build the site first (npm run build).`);
  const {stdout, stderr, status, error} = spawnSync(
    'java',
    ['-jar', vnuJar(), '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always', ...files],
    {encoding: 'utf8', maxBuffer: 512 * 1024 * 1024},
  );
  if (error) throw error;
  /** @type {{messages?: VnuMessage[]}} */
  let json;
  try {
    json = JSON.parse(stdout);
  } catch {
    throw new Error(`The Nu Html Checker failed (exit status ${status}):\n${stderr || stdout}`);
  }
  return {pages: files.length, errors: pageErrors(json.messages ?? [], buildDir)};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const start = Date.now();
  try {
    const {pages, errors} = validate(buildDir);
    console.log(formatReport(errors, pages));
    console.log(`(${((Date.now() - start) / 1000).toFixed(1)} s, ${pathToFileURL(buildDir).href})`);
    process.exit(errors.length > 0 ? 1 : 0);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
