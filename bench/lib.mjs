// @ts-check
/** Shared helpers of the benchmarks: machine description, medians, results file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromiumArgs} from '../scripts/chromium.mjs';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export {chromiumPath} from '../scripts/chromium.mjs';
/** Lighthouse starts its own Chromium: headless, with the flags the tests use. */
export const chromiumFlags = ['--headless=new', ...chromiumArgs];

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ i) => sorted[i] ?? NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}, Node.js ${process.version}`;
}

/**
 * Prints a section and appends it to bench/results.md with the date and machine.
 * @param {string} title
 * @param {string} body Markdown
 */
export function report(title, body) {
  const section = `\n## ${title}\n\n${new Date().toISOString()} · ${machine()}\n\n${body}\n`;
  console.log(section);
  const file = path.join(siteDir, 'bench/results.md');
  if (!fs.existsSync(file))
    fs.writeFileSync(file, '# Benchmark results\n\nAppended by `npm run bench`; newest last.\n');
  fs.appendFileSync(file, section);
}

/**
 * @param {string[]} header
 * @param {(string | number)[][]} rows
 */
export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

export const smoke = process.argv.includes('--smoke');
