// @ts-check
/**
 * Release day for Farm 2 (CONTRIBUTING.md, "Release day"): /docs shows 2.x, 1.x moves to /docs/1.x.
 *
 * Changes two things and no file moves:
 *   - docusaurus.config.ts: `const stableLine = '1.x'` becomes '2.x' (the version table follows it);
 *   - i18n/zh/docusaurus-plugin-content-docs/version-2.x.json: the Chinese label loses its pre-release mark.
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

fs.writeFileSync(configFile, config.replace(stable, "const stableLine = '2.x' as"));
zhLabels['version.label'].message = '2.x';
fs.writeFileSync(zhLabelsFile, `${JSON.stringify(zhLabels, null, 2)}\n`);
console.log('release-day: /docs is 2.x, /docs/1.x is 1.x. Next: CONTRIBUTING.md, "Release day".');
