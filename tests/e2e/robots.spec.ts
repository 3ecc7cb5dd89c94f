import {expect, test} from './fixtures';

/** robots.txt (static/robots.txt) lets crawlers in and names the sitemap of each locale, which the build writes. */
test('robots.txt names both locales’ sitemaps, and both exist', async ({request}) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  const sitemaps = [...text.matchAll(/^Sitemap: (\S+)$/gm)].map((match) => match[1]!);
  expect(sitemaps).toEqual(['https://farmfe.org/sitemap.xml', 'https://farmfe.org/zh/sitemap.xml']);
  const expected: [string, string][] = [
    [sitemaps[0]!, 'https://farmfe.org/docs/quick-start'],
    [sitemaps[1]!, 'https://farmfe.org/zh/docs/quick-start'],
  ];
  for (const [sitemap, page] of expected) {
    // The same file, served here: it lists that locale's pages and not the offline page.
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    expect(xml).toContain(`<loc>${page}</loc>`);
    expect(xml).not.toContain('/offline<');
  }
});
