// @ts-check
/**
 * Release day for Farm 2 (CONTRIBUTING.md, "Release day"): /docs shows 2.x, 1.x moves to /docs/1.x.
 *
 * Changes three things and no file moves:
 *   - docusaurus.config.ts: `const stableLine = '1.x'` becomes '2.x' (the version table follows it);
 *   - i18n/zh/docusaurus-plugin-content-docs/version-2.x.json: the Chinese label loses its pre-release mark;
 *   - URL links to docs in Markdown (blog posts, cross-version links of the docs) keep pointing at the pages they
 *     meant: `/docs/2.x/x` becomes `/docs/x`, and `/docs/x` (a 1.x page) becomes `/docs/1.x/x`.
 * The version names stay (`current` is 1.x, `2.x` is Farm 2), so a reader's stored version choice keeps its meaning.
 *
 * Usage: node scripts/release-day.mjs [site directory]   (exits 1, changing nothing, when a step does not apply)
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const siteDir = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));

const configFile = path.join(siteDir, 'docusaurus.config.ts');
const zhLabelsFile = path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-docs/version-2.x.json');

const config = fs.readFileSync(configFile, 'utf8');
const stable = /^const stableLine = '1\.x' as/m;
if ((config.match(new RegExp(stable.source, 'gm')) ?? []).length !== 1) {
  console.error(`release-day: ${configFile} has no single "const stableLine = '1.x'" (already released?)`);
  process.exit(1);
}

/** @type {Record<string, {message: string, description: string}>} */
const zhLabels = JSON.parse(fs.readFileSync(zhLabelsFile, 'utf8'));
if (!zhLabels['version.label']) {
  console.error(`release-day: ${zhLabelsFile} has no version.label`);
  process.exit(1);
}

/** The Markdown files whose URL links to docs follow their pages to the new URLs. */
const markdownDirs = [
  'blog',
  'docs',
  'versioned_docs',
  'i18n/zh/docusaurus-plugin-content-blog',
  'i18n/zh/docusaurus-plugin-content-docs',
  'src/pages',
];
/** `](/docs/…` in a Markdown link: 2.x moves to /docs, a 1.x page to /docs/1.x; 0.x stays. */
const docsLink = /\]\(\/docs\/(?!0\.x\/|1\.x\/)(2\.x\/)?/g;
/** @param {string} text */
const moved = (text) => text.replace(docsLink, (_, beta) => (beta ? '](/docs/' : '](/docs/1.x/'));

fs.writeFileSync(configFile, config.replace(stable, "const stableLine = '2.x' as"));
let links = 0;
for (const dir of markdownDirs) {
  const root = path.join(siteDir, dir);
  if (!fs.existsSync(root)) continue;
  for (const rel of fs.readdirSync(root, {recursive: true, encoding: 'utf8'})) {
    if (!/\.mdx?$/.test(rel)) continue;
    const file = path.join(root, rel);
    const text = fs.readFileSync(file, 'utf8');
    const next = moved(text);
    if (next === text) continue;
    links += (text.match(docsLink) ?? []).length;
    fs.writeFileSync(file, next);
  }
}
zhLabels['version.label'].message = '2.x';
fs.writeFileSync(zhLabelsFile, `${JSON.stringify(zhLabels, null, 2)}\n`);
console.log(
  `release-day: /docs is 2.x, /docs/1.x is 1.x; ${links} Markdown links moved. Next: CONTRIBUTING.md, "Release day".`,
);
