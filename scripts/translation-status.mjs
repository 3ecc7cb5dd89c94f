// @ts-check
/**
 * Which English documents have an up-to-date Chinese translation.
 *
 * Each Chinese Markdown file records, in its front matter, `source_hash`: the
 * first 12 hex digits of the SHA-256 of the English file it translates, as it
 * was when translated. A document is
 *   - translated: the Chinese file exists and its source_hash matches;
 *   - stale: the Chinese file exists, but the English file has changed since;
 *   - missing: there is no Chinese file.
 * For the JSON translation files, an id that `docusaurus write-translations`
 * would add is missing, and a message still equal to its English default
 * (other than names and symbols kept as they are) counts as missing too.
 *
 * Usage:
 *   node scripts/translation-status.mjs             print the table; exit 1 if anything is missing or stale
 *   node scripts/translation-status.mjs --hash FILE print the source_hash of an English file
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import matter from 'gray-matter';

export const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {{name: string, en: string, zh: string}} Area */

/** @type {Area[]} English folder and its Chinese counterpart, per area. */
export const areas = [
  {name: 'docs 1.0.0', en: 'docs', zh: 'i18n/zh/docusaurus-plugin-content-docs/current'},
  {name: 'docs 2.x', en: 'versioned_docs/version-2.x', zh: 'i18n/zh/docusaurus-plugin-content-docs/version-2.x'},
  {name: 'docs 0.15', en: 'versioned_docs/version-0.x', zh: 'i18n/zh/docusaurus-plugin-content-docs/version-0.x'},
  {name: 'blog', en: 'blog', zh: 'i18n/zh/docusaurus-plugin-content-blog'},
  {name: 'pages', en: 'src/pages', zh: 'i18n/zh/docusaurus-plugin-content-pages'},
];

/** @param {string} content */
export function sourceHash(content) {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, 12);
}

/** @param {string} dir @returns {string[]} paths relative to dir */
function markdownFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/**
 * @typedef {{file: string, state: 'translated' | 'stale' | 'missing'}} DocStatus
 * @param {Area} area
 * @param {string} [root]
 * @returns {DocStatus[]}
 */
export function areaStatus(area, root = siteDir) {
  return markdownFiles(path.join(root, area.en)).map((file) => {
    const zhFile = path.join(root, area.zh, file);
    if (!fs.existsSync(zhFile)) return {file, state: 'missing'};
    const want = sourceHash(fs.readFileSync(path.join(root, area.en, file), 'utf8'));
    const have = matter(fs.readFileSync(zhFile, 'utf8')).data.source_hash;
    return {file, state: have === want ? 'translated' : 'stale'};
  });
}

/** Messages that stay the same in Chinese: names, symbols, placeholders only. */
const kept = /^[\s\d{}()[\].,:;!?|/@#&%$*+=<>"'`~^_-]*$|^(Farm|API|GitHub|X|Discord|Awesome Farm|1\.0\.0|0\.15)$/;

/**
 * Ids of the JSON translation files that are absent or still in English.
 * @param {string} [root]
 * @returns {{file: string, id: string}[]}
 */
export function untranslatedMessages(root = siteDir) {
  const dir = path.join(root, 'i18n/zh');
  /** @type {{file: string, id: string}[]} */
  const out = [];
  const jsonFiles = fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.json') && !f.includes('translation'));
  for (const file of jsonFiles) {
    /** @type {Record<string, {message: string, description?: string}>} */
    const messages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const [id, {message}] of Object.entries(messages)) {
      const text = message.replace(/\{[a-zA-Z]+\}/g, '').trim();
      if (!/[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/.test(text) && !kept.test(text)) {
        out.push({file, id});
      }
    }
  }
  return out;
}

function main() {
  const hashIndex = process.argv.indexOf('--hash');
  if (hashIndex > 0) {
    const file = process.argv[hashIndex + 1];
    if (!file) throw new Error('--hash needs a file');
    console.log(sourceHash(fs.readFileSync(path.resolve(file), 'utf8')));
    return;
  }
  let problems = 0;
  console.log('area          translated  missing  stale');
  for (const area of areas) {
    const status = areaStatus(area);
    const count = (/** @type {DocStatus['state']} */ s) => status.filter((d) => d.state === s).length;
    console.log(
      `${area.name.padEnd(13)} ${String(count('translated')).padStart(10)} ${String(count('missing')).padStart(8)} ${String(count('stale')).padStart(6)}`,
    );
    for (const d of status.filter((x) => x.state !== 'translated'))
      console.log(`  ${d.state.padEnd(8)} ${area.en}/${d.file}`);
    problems += count('missing') + count('stale');
  }
  const messages = untranslatedMessages();
  console.log(`messages      ${messages.length === 0 ? 'all translated' : `${messages.length} untranslated`}`);
  for (const m of messages) console.log(`  missing  i18n/zh/${m.file}: ${m.id}`);
  problems += messages.length;
  process.exit(problems === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
