import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {copySite, docusaurus} from './helpers';

/** Cuts a version in a copy of the site, as a maintainer would, and builds it. */
const site = copySite('farm-docs-version-');
const build = path.join(site, 'build');
const read = (rel: string) => fs.readFileSync(path.join(build, rel), 'utf8');

beforeAll(() => {
  docusaurus(site, 'docs:version', '9.9');
  docusaurus(site, 'build');
}, 600_000);
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

describe('npm run docusaurus docs:version <name>', () => {
  test('records the version and copies the docs, the sidebars and the Chinese docs', () => {
    expect(JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'))).toEqual(['9.9', '2.x', '0.x']);
    expect(fs.existsSync(path.join(site, 'versioned_docs/version-9.9/quick-start.md'))).toBe(true);
    expect(fs.existsSync(path.join(site, 'versioned_sidebars/version-9.9-sidebars.json'))).toBe(true);
    const zhCurrent = path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/current');
    if (fs.existsSync(zhCurrent)) {
      for (const f of fs.readdirSync(zhCurrent, {recursive: true, encoding: 'utf8'}).filter((x) => x.endsWith('.md'))) {
        expect(fs.existsSync(path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/version-9.9', f))).toBe(true);
      }
    }
  });

  test('the new version builds, in both locales, and is in the version dropdown with its label', () => {
    const page = read('docs/9.9/quick-start.html');
    expect(page).toContain('docs-version-9.9');
    // minified HTML: <a class=dropdown__link href=/docs/9.9/quick-start>9.9</a>
    expect(read('docs/quick-start.html')).toMatch(
      /<a [^>]*class="?dropdown__link[^>]*href="?\/docs\/9\.9\/quick-start"?>9\.9<\/a>/,
    );
    expect(fs.existsSync(path.join(build, 'zh/docs/9.9/quick-start.html'))).toBe(true);
  });

  test('the Chinese copies are Chinese documents of the new version', () => {
    const zhSource = path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/version-9.9/quick-start.md');
    if (!fs.existsSync(zhSource)) return;
    const title = /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(fs.readFileSync(zhSource, 'utf8'))?.[1];
    // The minifier may or may not quote the attribute.
    expect(read('zh/docs/9.9/quick-start.html')).toMatch(
      new RegExp(`<title data-rh="?true"?>${title} \\| Farm</title>`),
    );
  });

  test('existing links keep working: current and 0.x pages are where they were', () => {
    for (const rel of [
      'docs/quick-start.html',
      'docs/0.x/quick-start.html',
      'zh/docs/quick-start.html',
      'docs/0.x/concepts.html',
    ]) {
      expect(fs.existsSync(path.join(build, rel))).toBe(true);
    }
  });
});
