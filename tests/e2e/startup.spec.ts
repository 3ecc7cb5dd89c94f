import {expect, hydrated, test} from './fixtures';

/** The first line of V8's explicit compile hint (src/features/speed/node/compileHints). */
const HINT = '//# allFunctionsCalledOnLoad';

test.describe('startup scripts', () => {
  for (const path of ['/', '/docs/quick-start', '/zh/blog/farm-1-0']) {
    test(`${path}: the runtime and main bundle open with V8's compile hint, the page's other scripts do not`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      await hydrated(page);
      const sources = await page
        .locator('script[src]')
        .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).getAttribute('src')!));
      const startup = sources.filter((src) => /\/(runtime~)?main\.[0-9a-f]+\.js$/.test(src));
      expect(startup).toHaveLength(2);
      for (const src of startup) {
        const body = await (await request.get(src)).text();
        expect(body.split('\n')[0], src).toBe(HINT);
      }
      // The route's chunks, added as the page loads, are left to V8's lazy compiling.
      const chunks = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((name) => /\/assets\/js\/.+\.js$/.test(name) && !/\/(runtime~)?main\./.test(name)),
      );
      expect(chunks.length).toBeGreaterThan(0);
      for (const src of chunks) expect((await (await request.get(src)).text()).startsWith(HINT), src).toBe(false);
    });
  }
});
