import {spawn, type ChildProcess} from 'node:child_process';
import {expect, test} from './fixtures';
import {expectedFor} from './expected';

const notFound = {en: 'Page Not Found', zh: '找不到页面'};

test.describe('unknown paths', () => {
  for (const [path, heading] of [
    ['/this/does/not/exist', notFound.en],
    ['/docs/no-such-doc', notFound.en],
    ['/docs/0.x/frameworks/react', notFound.en],
    ['/zh/nope', notFound.zh],
  ] as const) {
    test(`${path} shows the not-found page with status 404`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText(heading);
    });
  }
});

test.describe('.html and /index.html reach the clean page', () => {
  for (const [path, route, locale] of [
    ['/docs/quick-start.html', '/docs/quick-start', 'en'],
    ['/docs/quick-start/index.html', '/docs/quick-start', 'en'],
    ['/team.html', '/team', 'en'],
    ['/zh/docs/why-farm/index.html', '/docs/why-farm', 'zh'],
  ] as const) {
    test(path, async ({page}) => {
      await page.goto(path);
      await expect(page.locator('h1').first()).toHaveText(expectedFor(route, locale).h1);
    });
  }
});

test.describe('docusaurus serve', () => {
  let server: ChildProcess | undefined;
  const port = 4199;
  test.beforeAll(async () => {
    server = spawn(
      'npx',
      [
        'docusaurus',
        'serve',
        '--dir',
        process.env.E2E_BUILD_DIR ?? 'build',
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--no-open',
      ],
      {
        stdio: 'ignore',
        detached: true,
      },
    );
    for (let i = 0; i < 100; i += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    throw new Error('docusaurus serve did not start');
  });
  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid);
  });
  test('answers an unknown path with status 404 and the not-found page', async ({request}) => {
    const response = await request.get(`http://127.0.0.1:${port}/no/such/page`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });
});
