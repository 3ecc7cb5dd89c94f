import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {copySite, docusaurus, siteDir} from './helpers';

/** Carries out CONTRIBUTING.md's release day for Farm 2 in a copy of the site, and builds the result. */
const site = copySite('farm-docs-release-day-');
const build = path.join(site, 'build');
const read = (rel: string) => fs.readFileSync(path.join(build, rel), 'utf8');
const releaseDay = () =>
  execFileSync(process.execPath, [path.join(siteDir, 'scripts/release-day.mjs'), site], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

/** The links of the navbar's version dropdown: [href, label], in order. */
function dropdown(html: string): [string, string][] {
  // minified HTML: <a class=dropdown__link href=/docs/1.x/quick-start>1.0.0</a>, attributes quoted or not
  return [...html.matchAll(/<a [^>]*class="?dropdown__link[^>]*href="?([^" >]+)"?[^>]*>([^<]+)<\/a>/g)]
    .map((m): [string, string] => [m[1]!, m[2]!])
    .filter(([href]) => href.includes('/docs/'));
}

beforeAll(() => {
  releaseDay();
  docusaurus(site, 'build');
}, 900_000);
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

describe('release day (scripts/release-day.mjs)', () => {
  test('a second run changes nothing and says why', () => {
    const config = fs.readFileSync(path.join(site, 'docusaurus.config.ts'), 'utf8');
    expect(releaseDay).toThrow(/already released/);
    expect(fs.readFileSync(path.join(site, 'docusaurus.config.ts'), 'utf8')).toBe(config);
  });

  test('/docs shows the 2.x pages, without the pre-release banner', () => {
    const page = read('docs/config/dev-server.html');
    expect(page).toContain('docs-version-2.x');
    expect(page).not.toContain('theme-doc-version-banner');
    expect(fs.existsSync(path.join(build, 'docs/2.x/config/dev-server.html'))).toBe(false);
  });

  test('1.x moves to /docs/1.x with its version name, so a stored choice of 1.x still means 1.x', () => {
    const page = read('docs/1.x/config/dev-server.html');
    expect(page).toContain('docs-version-current');
    expect(page).toContain('theme-doc-version-banner');
    expect(read('docs/0.x/quick-start.html')).toContain('docs-version-0.x');
  });

  test("Markdown links keep their pages: the 2.x post's links go to /docs, a 1.x post's to /docs/1.x", () => {
    // minified HTML: href=/docs/… with or without quotes
    expect(read('blog/farm-2-beta.html')).toMatch(/href="?\/docs\/migration\/from-1-x[" >]/);
    expect(read('blog/farm-2-beta.html')).not.toContain('/docs/2.x/');
    expect(read('blog/farm-1-7.html')).toMatch(/href="?\/docs\/1\.x\/migration\/from-1-0[" >#]/);
    expect(read('docs/migration/from-1-x.html')).toMatch(/href="?\/docs\/1\.x\/migration\/from-1-0[" >#]/);
  });

  test('the dropdown lists 2.x, 1.0.0 and 0.15, newest first, in both locales', () => {
    expect(dropdown(read('docs/quick-start.html'))).toEqual([
      ['/docs/quick-start', '2.x'],
      ['/docs/1.x/quick-start', '1.0.0'],
      ['/docs/0.x/quick-start', '0.15'],
    ]);
    expect(dropdown(read('zh/docs/quick-start.html')).map(([, label]) => label)).toEqual(['2.x', '1.0.0', '0.15']);
  });
});
