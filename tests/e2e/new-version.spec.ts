import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import type {Page} from '@playwright/test';
import {report, seriousViolations} from './axe';
import {controlled, expect, hydrated, test} from './fixtures';

/**
 * A new deployment reaches a reader who already has the site (src/features/offline/README.md): the service
 * worker of the new build installs beside the old one, the translated prompt offers to reload, and Reload
 * puts the new build in charge, its offline page included. The site under test is a copy of the build,
 * served on a port of its own; "deploying" changes the copy as a new build would: the worker script's
 * bytes, the revision of a precached file and that file, and a page.
 */
test.use({serviceWorkers: 'allow', bypassCSP: true});
// One site copy, changed as the test goes: the steps run in order.
test.describe.configure({mode: 'serial'});

const buildDir = process.env.E2E_BUILD_DIR ?? 'build';
const MARK = 'farm-deployment';

let site: string;
let server: Server;
let origin: string;

test.beforeAll(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-site-'));
  fs.cpSync(buildDir, site, {recursive: true});
  // Imported when it runs: Playwright's test loader would compile the module's ESM as CommonJS.
  const {serve} = (await import('../../scripts/serve.mjs')) as typeof import('../../scripts/serve.mjs');
  server = await serve({dir: site, port: 0, host: '127.0.0.1'});
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(site, {recursive: true, force: true});
});

/**
 * Deploys "build 2" of one locale's part of the copy (`prefix` '' or 'zh/'): a worker script whose bytes
 * differ, with a new revision for the offline page, which now carries a mark, and the quick start page with
 * the same mark.
 */
function deploy(prefix: string, build: number): void {
  const mark = `<meta name="${MARK}" content="${build}">`;
  const offline = path.join(site, prefix, 'offline.html');
  fs.writeFileSync(offline, fs.readFileSync(offline, 'utf8').replace('</head>', `${mark}</head>`));
  const page = path.join(site, prefix, 'docs/quick-start.html');
  fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('</head>', `${mark}</head>`));
  const sw = path.join(site, prefix, 'sw.js');
  const script = fs.readFileSync(sw, 'utf8');
  const next = script.replace(/("revision":")[0-9a-f]+(","url":"offline\.html")/, `$1build-${build}$2`);
  expect(next, 'the worker precaches the offline page with a revision').not.toBe(script);
  fs.writeFileSync(sw, `${next}\n// build ${build}\n`);
}

/** Whether the registration has a new worker waiting to take over. */
function waiting(page: Page): Promise<boolean> {
  return page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
}

/** Stores the reader's colour mode, as the theme's switch does: it applies from the next page load. */
async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
}

const prompt = (page: Page) => page.getByTestId('pwa-reload-popup');

test('a new deployment: the prompt appears, Reload brings the new build and its offline page', async ({
  page,
  context,
}) => {
  await page.goto(`${origin}/docs/quick-start`);
  await hydrated(page);
  await controlled(page);

  // Nothing new deployed: a reload shows no prompt.
  await page.reload();
  await hydrated(page);
  await controlled(page);
  expect(await waiting(page)).toBe(false);
  await expect(prompt(page)).toHaveCount(0);

  deploy('', 2);
  // The browser looks for a new worker when a page of its scope loads.
  await page.reload();
  await hydrated(page);
  await expect(prompt(page)).toBeVisible({timeout: 30_000});
  await expect(prompt(page)).toHaveRole('status');
  await expect(prompt(page)).toContainText('A new version of this site is available.');
  // Until the reader accepts, the old worker stays in charge and the new one waits.
  expect(await waiting(page)).toBe(true);

  let violations = await seriousViolations(page, '[data-testid="pwa-reload-popup"]');
  expect(violations, `light:\n${report(violations)}`).toEqual([]);

  // A later visit while the new worker still waits asks again; in dark mode this time.
  await setTheme(page, 'dark');
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(prompt(page)).toBeVisible({timeout: 30_000});
  violations = await seriousViolations(page, '[data-testid="pwa-reload-popup"]');
  expect(violations, `dark:\n${report(violations)}`).toEqual([]);

  // Keyboard: the Reload button takes focus and Enter presses it; the page reloads under the new worker.
  const reload = prompt(page).getByRole('button', {name: 'Reload'});
  await reload.focus();
  await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
  await hydrated(page);
  await controlled(page);
  expect(await waiting(page)).toBe(false);
  await expect(prompt(page)).toHaveCount(0);
  await expect(page.locator(`meta[name="${MARK}"]`)).toHaveAttribute('content', '2');

  // The new worker's precache is the one in use: offline, an unvisited page shows build 2's offline page.
  await context.setOffline(true);
  await page.goto(`${origin}/docs/advanced/ssr`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
  await expect(page.locator(`meta[name="${MARK}"]`)).toHaveAttribute('content', '2');
  violations = await seriousViolations(page);
  expect(violations, report(violations)).toEqual([]);
  await context.setOffline(false);
});

test('Chinese: the prompt is in Chinese, and closing it leaves the page as it is', async ({page}) => {
  await page.goto(`${origin}/zh/docs/quick-start`);
  await hydrated(page);
  await controlled(page);

  deploy('zh/', 2);
  await page.reload();
  await hydrated(page);
  await expect(prompt(page)).toBeVisible({timeout: 30_000});
  await expect(prompt(page)).toContainText('本站有新版本可用。');
  await expect(prompt(page).getByRole('button', {name: '重新加载'})).toBeVisible();

  await prompt(page).getByRole('button', {name: '关闭'}).click();
  await expect(prompt(page)).toHaveCount(0);
  // Closed, not accepted: the new worker still waits, and takes over when no page of the old one is open.
  expect(await waiting(page)).toBe(true);
});

test('the offline page, light and dark, in both locales: no serious or critical axe violation', async ({page}) => {
  for (const prefix of ['', '/zh'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.goto(`${origin}${prefix}/offline`);
      await setTheme(page, theme);
      await page.reload();
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const violations = await seriousViolations(page);
      expect(violations, `${prefix || '/'} ${theme}:\n${report(violations)}`).toEqual([]);
    }
  }
});
