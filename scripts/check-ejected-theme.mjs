// @ts-check
/**
 * How much of Docusaurus's own theme `src/theme` copies, and which upstream
 * file each ejected file came from.
 *
 * Copied lines: for each .ts/.tsx file in src/theme that has a file at the
 * same path in @docusaurus/theme-classic's or @docusaurus/theme-search-algolia's
 * `src/theme`, its lines that, trimmed and not blank, equal a trimmed line
 * of that upstream file, each upstream line matching once at most (so ten
 * `}` of ours count as copied only if upstream has ten). Stylesheets are
 * left out of the figure and listed apart.
 *
 * A helper script of ours beside them (in a folder that upstream has, at a
 * path upstream does not) is compared with that folder's upstream index
 * script instead, so that code moved out of an ejected file into a new file
 * still counts; helpers carry no Upstream line.
 *
 * Ejected files: every file in src/theme with an upstream file at its path,
 * except wrappers (a script that imports `@theme-original/…`). Each one names
 * its upstream file in its first comment, on a line of its own:
 *   Upstream: @docusaurus/theme-classic@3.10.2 src/theme/Tabs/index.tsx sha256:0123456789abcdef
 * where the hash is the start of the SHA-256 of that upstream file as it was
 * when copied. tests/unit/theme-upstream.test.ts holds node_modules to it.
 *
 * Usage:
 *   node scripts/check-ejected-theme.mjs             the copied lines, per file and in all
 *   node scripts/check-ejected-theme.mjs --upstream  the Upstream line each ejected file should carry today
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The theme packages whose `src/theme` the site's theme files may copy. */
export const UPSTREAM_PACKAGES = ['@docusaurus/theme-classic', '@docusaurus/theme-search-algolia'];

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** @param {string} text @returns {string[]} */
const meaningfulLines = (text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The lines of `ours` that copy a line of `upstream` (trimmed, blank lines
 * ignored, each upstream line used once).
 * @param {string} ours @param {string} upstream
 */
export function copiedLines(ours, upstream) {
  /** @type {Map<string, number>} */
  const available = new Map();
  for (const line of meaningfulLines(upstream)) available.set(line, (available.get(line) ?? 0) + 1);
  let copied = 0;
  for (const line of meaningfulLines(ours)) {
    const left = available.get(line) ?? 0;
    if (left > 0) {
      copied++;
      available.set(line, left - 1);
    }
  }
  return copied;
}

/** @param {string} text */
export const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * @typedef {{
 *   file: string,
 *   packageName: string,
 *   version: string,
 *   upstreamPath: string,
 *   upstreamFile: string,
 *   lines: number,
 *   copied: number,
 *   wrapper: boolean,
 *   helper: boolean,
 * }} ThemeFile
 */

/**
 * A wrapper: a script that imports `@theme-original/…`, or a stylesheet beside
 * such an index script (the wrapper's own styles, not the theme's).
 * @param {string} file
 */
function isWrapper(file) {
  const imports = (/** @type {string} */ script) =>
    fs.existsSync(script) && fs.readFileSync(script, 'utf8').includes(`'@theme-original/`);
  if (/\.tsx?$/.test(file)) return imports(file);
  const dir = path.dirname(file);
  return imports(path.join(dir, 'index.tsx')) || imports(path.join(dir, 'index.ts'));
}

/**
 * Every file of `src/theme` that has an upstream file at its path.
 * @param {string} [root] the site's folder
 * @returns {ThemeFile[]}
 */
export function themeFiles(root = siteDir) {
  const themeDir = path.join(root, 'src/theme');
  /** @type {ThemeFile[]} */
  const result = [];
  for (const file of walk(themeDir)) {
    const relative = path.relative(themeDir, file).split(path.sep).join('/');
    for (const packageName of UPSTREAM_PACKAGES) {
      const packageDir = path.join(root, 'node_modules', packageName);
      let upstreamPath = `src/theme/${relative}`;
      let helper = false;
      if (!fs.existsSync(path.join(packageDir, upstreamPath))) {
        // A helper script beside an upstream folder's files: compared with that folder's index script.
        const index = ['index.tsx', 'index.ts']
          .map((name) => path.posix.join(path.posix.dirname(upstreamPath), name))
          .find((candidate) => fs.existsSync(path.join(packageDir, candidate)));
        if (!/\.tsx?$/.test(file) || !index || isWrapper(file)) continue;
        upstreamPath = index;
        helper = true;
      }
      const upstreamFile = path.join(packageDir, upstreamPath);
      const text = fs.readFileSync(file, 'utf8');
      const {version} = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      result.push({
        file: `src/theme/${relative}`,
        packageName,
        version,
        upstreamPath,
        upstreamFile,
        lines: meaningfulLines(text).length,
        copied: copiedLines(text, fs.readFileSync(upstreamFile, 'utf8')),
        wrapper: isWrapper(file),
        helper,
      });
      break;
    }
  }
  return result;
}

/** @param {ThemeFile} file */
export const isScript = (file) => /\.tsx?$/.test(file.file);

/** The figure: copied lines of the scripts. @param {ThemeFile[]} files */
export const totalCopied = (files) => files.filter(isScript).reduce((sum, file) => sum + file.copied, 0);

/** The Upstream line an ejected file should carry for the upstream file now in node_modules. @param {ThemeFile} file */
export const upstreamLine = (file) =>
  `Upstream: ${file.packageName}@${file.version} ${file.upstreamPath} sha256:${sha256(fs.readFileSync(file.upstreamFile, 'utf8'))}`;

/** The Upstream line a file carries, parsed, or undefined. @param {string} text */
export function recordedUpstream(text) {
  const match = /^[\s/*]*Upstream: (@[\w.-]+\/[\w.-]+)@(\S+) (\S+) sha256:([0-9a-f]{16})\s*(?:\*\/)?$/m.exec(text);
  if (!match) return undefined;
  const [, packageName = '', version = '', upstreamPath = '', hash = ''] = match;
  return {packageName, version, upstreamPath, hash};
}

/**
 * What is wrong with the Upstream lines of the ejected files under `root`:
 * a missing line, or an upstream file that has changed since it was copied
 * (a Docusaurus upgrade), with what to compare and the line to write after
 * re-syncing. An upgrade that leaves a file as it was is no problem.
 * @param {string} [root]
 * @returns {string[]}
 */
export function upstreamProblems(root = siteDir) {
  /** @type {string[]} */
  const problems = [];
  for (const file of themeFiles(root).filter((f) => !f.wrapper && !f.helper)) {
    const recorded = recordedUpstream(fs.readFileSync(path.join(root, file.file), 'utf8'));
    const now = upstreamLine(file);
    if (!recorded || recorded.packageName !== file.packageName || recorded.upstreamPath !== file.upstreamPath) {
      problems.push(
        `${file.file} copies ${file.packageName}'s ${file.upstreamPath} but does not say so: add\n  ${now}`,
      );
      continue;
    }
    const hash = sha256(fs.readFileSync(file.upstreamFile, 'utf8'));
    if (recorded.hash === hash) continue;
    const from = `${file.packageName}@${recorded.version}`;
    problems.push(
      `${file.file} was copied from ${from} ${file.upstreamPath}, which ${file.packageName}@${file.version} has changed.\n` +
        `  Compare: npm diff --diff=${from} --diff=${file.packageName}@${file.version} ${file.upstreamPath}\n` +
        `  Carry the change into ${file.file} (or drop the copy), then make its Upstream line:\n  ${now}`,
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = themeFiles();
  if (process.argv.includes('--upstream')) {
    for (const file of files.filter((f) => !f.wrapper && !f.helper))
      console.log(`${file.file}\n  ${upstreamLine(file)}`);
  } else {
    const width = Math.max(...files.map((f) => f.file.length));
    for (const file of files) {
      const note = file.wrapper
        ? ' (wrapper)'
        : file.helper
          ? ` (helper, against ${file.upstreamPath})`
          : isScript(file)
            ? ''
            : ' (stylesheet, not in the total)';
      console.log(`${file.file.padEnd(width)}  ${String(file.copied).padStart(4)} of ${file.lines}${note}`);
    }
    console.log(`copied lines in src/theme scripts: ${totalCopied(files)}`);
  }
}
