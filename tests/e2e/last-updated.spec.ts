import {execFileSync} from 'node:child_process';
import {expect, test} from './fixtures';

/**
 * Each doc shows the date of its file's last commit (showLastUpdateTime), formatted for the page's locale;
 * a Chinese page shows its own file's date. README.md, "Deploy".
 */
function lastCommit(file: string): Date {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {encoding: 'utf8'}).trim();
  expect(seconds, `${file} has a commit`).toMatch(/^\d+$/);
  return new Date(Number(seconds) * 1000);
}

const format = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(date);

const pages = [
  {path: '/docs/quick-start', file: 'docs/quick-start.md', lang: 'en-US', words: /^Last updated on /},
  {
    path: '/docs/0.x/quick-start',
    file: 'versioned_docs/version-0.x/quick-start.md',
    lang: 'en-US',
    words: /^Last updated on /,
  },
  {
    path: '/docs/2.x/config/dev-server',
    file: 'versioned_docs/version-2.x/config/dev-server.md',
    lang: 'en-US',
    words: /^Last updated on /,
  },
  {
    path: '/zh/docs/2.x/config/dev-server',
    file: 'i18n/zh/docusaurus-plugin-content-docs/version-2.x/config/dev-server.md',
    lang: 'zh-CN',
    words: /^最后于 .+ 更新$/,
  },
  {
    path: '/zh/docs/quick-start',
    file: 'i18n/zh/docusaurus-plugin-content-docs/current/quick-start.md',
    lang: 'zh-CN',
    words: /^最后于 .+ 更新$/,
  },
];

for (const {path, file, lang, words} of pages) {
  test(`${path} shows the last commit date of ${file}`, async ({page}) => {
    const date = lastCommit(file);
    await page.goto(path);
    const time = page.locator('article footer time[itemprop="dateModified"]');
    await expect(time).toHaveAttribute('datetime', date.toISOString());
    await expect(time).toHaveText(format(lang, date));
    await expect(page.locator('.theme-last-updated')).toHaveText(words);
  });
}

test('a Chinese page has its own date, not its English source’s', async ({page}) => {
  const english = lastCommit('docs/quick-start.md');
  const chinese = lastCommit('i18n/zh/docusaurus-plugin-content-docs/current/quick-start.md');
  test.skip(english.getTime() === chinese.getTime(), 'both files were last changed in the same commit');
  await page.goto('/zh/docs/quick-start');
  await expect(page.locator('time[itemprop="dateModified"]')).toHaveAttribute('datetime', chinese.toISOString());
  await page.goto('/docs/quick-start');
  await expect(page.locator('time[itemprop="dateModified"]')).toHaveAttribute('datetime', english.toISOString());
});
