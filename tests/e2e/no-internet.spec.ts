import type {BrowserContext} from '@playwright/test';
import {expect, test} from './fixtures';
import {port} from './origin';

/**
 * No test reaches the internet: the browser's proxy (origin.ts) fails every request to another host, in the
 * fixtures' contexts and in contexts a test opens itself, while the site on 127.0.0.1 loads as usual.
 */

/** Hosts this machine reaches without the proxy: npm's registry, and this server under another name. */
const elsewhere = ['https://registry.npmjs.org/', `http://localhost:${port}/`];

/** What a navigation to each of the hosts ends with, each in a tab of its own. */
async function visit(context: BrowserContext): Promise<string[]> {
  return Promise.all(
    elsewhere.map(async (url) => {
      const tab = await context.newPage();
      try {
        const response = await tab.goto(url);
        return `${url} answered ${response?.status()}`;
      } catch (error) {
        return `${url} ${/net::ERR_[A-Z_]+/.exec(String(error))?.[0] ?? String(error)}`;
      } finally {
        await tab.close();
      }
    }),
  );
}

const failed = elsewhere.map((url) => `${url} net::ERR_PROXY_CONNECTION_FAILED`);

test("the fixture's context reaches the site and no other host", async ({page, context}) => {
  expect((await page.goto('/'))?.status()).toBe(200);
  expect(await visit(context)).toEqual(failed);
});

test('a context opened by a test reaches no other host either', async ({browser, baseURL}) => {
  const context = await browser.newContext({baseURL});
  try {
    expect((await (await context.newPage()).goto('/'))?.status()).toBe(200);
    expect(await visit(context)).toEqual(failed);
  } finally {
    await context.close();
  }
});
