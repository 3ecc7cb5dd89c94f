import fs from 'node:fs';
import path from 'node:path';
import {expect, hydrated, test} from './fixtures';

/**
 * Since-markers (src/components/Since) say which Farm release brought a documented fact, in the
 * page's language, as text of the page: a reader without JavaScript and the search index see them.
 */
const option = '#compilationoutputclean';

test('an option added after 1.0 carries its release, in English and Chinese', async ({page}) => {
  await page.goto(`/docs/config/compilation-options${option}`);
  await hydrated(page);
  const marker = page.locator(`h3${option} + *`);
  await expect(marker).toContainText('since 1.3.12');
  await page.goto(`/zh/docs/config/compilation-options${option}`);
  await hydrated(page);
  await expect(page.locator(`h3${option} + *`)).toContainText('自 1.3.12 起');
});

test('a removed fact says which release removed it', async ({page}) => {
  await page.goto('/docs/cli/cli-api');
  await hydrated(page);
  await expect(page.locator('article .badge', {hasText: 'removed in 1.1.3'}).first()).toBeVisible();
});

test('the marker is in the server HTML and in the search index', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/docs/config/compilation-options');
  await expect(page.locator('article')).toContainText('since 1.3.12');
  await context.close();
  const dir = path.join(__dirname, '../../build/search-index');
  const shard = fs.readdirSync(dir).find((f) => /^en\.docs-default-current\.[\w-]+\.json$/.test(f));
  expect(shard).toBeDefined();
  expect(fs.readFileSync(path.join(dir, shard!), 'utf8')).toContain('since 1.3.12');
});

test('a marker with a fact key shows only its release; the key stays in the source', async ({page}) => {
  await page.goto('/docs/advanced/ssr');
  await hydrated(page);
  await expect(page.locator('article .badge', {hasText: 'since 1.3.6'})).toBeVisible();
  await expect(page.locator('article [fact]')).toHaveCount(0);
  await expect(page.locator('article')).not.toContainText('target-library');
});
