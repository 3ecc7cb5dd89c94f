import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {chromiumArgs, chromiumPath} from '../../scripts/chromium.mjs';
import {until} from './farm-project';
import {copySite} from './helpers';

/**
 * The writer's loop with both languages open: an English and a Chinese dev server run side by side
 * (`npm start`, `npm run start:zh`), and each shows every edit of its own Markdown in the open page,
 * without a reload. Each has its own generated-files folder: in a shared one,
 * the second server's routes replace the first one's.
 */
const site = copySite('farm-dev-servers-');
const ports = {en: 4411, zh: 4412} as const;
const files = {
  en: path.join(site, 'docs/features/css.md'),
  zh: path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/current/features/css.md'),
};
const originals = {en: fs.readFileSync(files.en, 'utf8'), zh: fs.readFileSync(files.zh, 'utf8')};

type Server = {child: ChildProcess; log: () => string};
const servers: Partial<Record<'en' | 'zh', Server>> = {};
let browser: Browser;

// As a writer's shell has it: Vitest sets NODE_ENV=test, which browserslist would read as an environment name.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));

function startServer(locale: 'en' | 'zh'): Server {
  const args = ['scripts/start.mjs', '--port', String(ports[locale]), '--host', '127.0.0.1', '--no-open'];
  if (locale === 'zh') args.push('--locale', 'zh');
  const child = spawn(process.execPath, args, {cwd: site, env, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {child, log: () => output};
}

async function serves(url: string): Promise<boolean> {
  try {
    const res = await fetch(url);
    return res.ok && (await res.text()).includes('__docusaurus');
  } catch {
    return false;
  }
}

/** Adds a paragraph before the first second-level heading of a Markdown file. */
function addParagraph(file: string, original: string, text: string): void {
  fs.writeFileSync(file, original.replace(/^## /m, `${text}\n\n## `));
}

beforeAll(async () => {
  servers.en = startServer('en');
  servers.zh = startServer('zh');
  try {
    await until('English dev server', () => serves(`http://127.0.0.1:${ports.en}/docs/features/css`), 300_000);
    await until('Chinese dev server', () => serves(`http://127.0.0.1:${ports.zh}/zh/docs/features/css`), 300_000);
  } catch (error) {
    throw new Error(`${String(error)}\nen log:\n${servers.en.log()}\nzh log:\n${servers.zh.log()}`);
  }
  browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
}, 600_000);

afterAll(async () => {
  await browser?.close();
  for (const server of Object.values(servers)) {
    if (server?.child.pid) {
      try {
        process.kill(-server.child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  fs.writeFileSync(files.en, originals.en);
  fs.writeFileSync(files.zh, originals.zh);
  fs.rmSync(site, {recursive: true, force: true});
});

async function open(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.locator('article h1').waitFor({timeout: 120_000});
  return page;
}

const shows = (page: Page, text: string) => () =>
  page.evaluate((t) => document.querySelector('article')?.textContent?.includes(t) ?? false, text);

describe('English and Chinese dev servers side by side', () => {
  test('each server keeps a generated-files folder of its own', () => {
    expect(fs.existsSync(path.join(site, '.docusaurus-dev-en/registry.js'))).toBe(true);
    expect(fs.existsSync(path.join(site, '.docusaurus-dev-zh/registry.js'))).toBe(true);
    expect(fs.readFileSync(path.join(site, '.docusaurus-dev-en/registry.js'), 'utf8')).not.toContain('i18n/zh/');
    // The bundler's persistent cache is the server's own too (src/features/speed/node/bundlerCache).
    expect(fs.existsSync(path.join(site, '.docusaurus-dev-en/rspack-cache'))).toBe(true);
    expect(fs.existsSync(path.join(site, '.docusaurus-dev-zh/rspack-cache'))).toBe(true);
  });

  test('each open page shows its own edit, without a reload', async () => {
    const en = await open(`http://127.0.0.1:${ports.en}/docs/features/css`);
    const zh = await open(`http://127.0.0.1:${ports.zh}/zh/docs/features/css`);
    // A reload would drop this mark: it shows the edit arrived through hot reloading.
    await en.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    await zh.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));

    addParagraph(files.en, originals.en, 'Writer check: first English edit.');
    addParagraph(files.zh, originals.zh, '写作检查：第一次中文修改。');
    const enMs = await until('English edit in the English page', shows(en, 'first English edit'), 60_000);
    const zhMs = await until('Chinese edit in the Chinese page', shows(zh, '第一次中文修改'), 60_000);
    console.log(`edits shown after ${enMs} ms (en) and ${zhMs} ms (zh)`);

    // A second round: the servers stay live after the first.
    addParagraph(files.en, originals.en, 'Writer check: second English edit.');
    addParagraph(files.zh, originals.zh, '写作检查：第二次中文修改。');
    await until('second English edit', shows(en, 'second English edit'), 60_000);
    await until('second Chinese edit', shows(zh, '第二次中文修改'), 60_000);
    expect(await shows(en, '中文修改')()).toBe(false);
    expect(await zh.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
    expect(await en.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);

    fs.writeFileSync(files.en, originals.en);
    fs.writeFileSync(files.zh, originals.zh);
    await until('English page back to the original', async () => !(await shows(en, 'English edit')()), 60_000);
    await until('Chinese page back to the original', async () => !(await shows(zh, '中文修改')()), 60_000);
  });

  test('a broken link added to a doc is reported in words a writer understands', async () => {
    const before = servers.en!.log().length;
    addParagraph(files.en, originals.en, 'See [the missing page](./no-such-page.md).');
    await until(
      'the broken-link report',
      () => servers.en!.log().slice(before).includes("couldn't be resolved"),
      60_000,
    );
    const report = servers.en!.log().slice(before);
    expect(report).toContain('Markdown link with URL `./no-such-page.md` in source file "docs/features/css.md"');
    fs.writeFileSync(files.en, originals.en);
    await until(
      'the server compiles again',
      () => servers.en!.log().slice(before).includes('compiled successfully'),
      60_000,
    );
  });

  test('broken front matter shows in the open page and in the terminal with its file and line; a fix brings the page back', async () => {
    const page = await open(`http://127.0.0.1:${ports.en}/docs/features/css`);
    await page.evaluate(() => ((window as unknown as {notReloaded: boolean}).notReloaded = true));
    const before = servers.en!.log().length;
    const terminal = () => servers.en!.log().slice(before);
    // The dev server's error overlay: an iframe of the page's own origin.
    const overlay = () =>
      page.evaluate(
        () =>
          document.querySelector<HTMLIFrameElement>('#webpack-dev-server-client-overlay')?.contentDocument?.body
            ?.innerText ?? '',
      );
    const title = () => page.evaluate(() => document.querySelector('article h1')?.textContent ?? '');

    // An unquoted value holding ": ": YAML stops at line 2, column 11, the second colon.
    expect(originals.en).toMatch(/^title: CSS$/m);
    fs.writeFileSync(files.en, originals.en.replace(/^title: CSS$/m, 'title: CSS: broken'));
    await until('the error in the open page', async () => (await overlay()).includes('css.md:2:11'), 60_000, terminal);
    const shown = await overlay();
    expect(shown).toContain('docs/features/css.md:2:11: the front matter is not valid YAML');
    expect(shown).toContain('> 2 | title: CSS: broken');
    // Both readers of the file say so in the terminal: the docs plugin, whose reload keeps the old routes, and the bundler.
    await until(
      'the bundler error in the terminal',
      () => /compiled with \d+ errors?/.test(terminal()),
      60_000,
      terminal,
    );
    await until(
      'the docs plugin error in the terminal',
      () => terminal().includes('Site plugin reload failure'),
      60_000,
      terminal,
    );
    expect(terminal()).toMatch(
      /Site plugin reload failure[\s\S]*docs\/features\/css\.md:2:11: the front matter is not valid YAML/,
    );
    // Rspack marks each error of its report with ×.
    expect(terminal()).toMatch(/×\s+docs\/features\/css\.md:2:11: the front matter is not valid YAML/);

    // The next good save: the page shows it and the overlay goes, without a reload.
    fs.writeFileSync(
      files.en,
      originals.en
        .replace(/^title: CSS$/m, "title: 'CSS: fixed'")
        .replace(/^## /m, 'Writer check: front matter fixed.\n\n## '),
    );
    await until('the new title', async () => (await title()) === 'CSS: fixed', 60_000, terminal);
    await until('the new paragraph', shows(page, 'front matter fixed'), 60_000, terminal);
    await until('the overlay gone', async () => (await overlay()) === '', 60_000, terminal);
    expect(await page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);

    fs.writeFileSync(files.en, originals.en);
    await until('the original title', async () => (await title()) === 'CSS', 60_000, terminal);
    await page.close();
  });

  test('a second server for a locale that already has one stops at once and says why', () => {
    const second = spawnSync(process.execPath, ['scripts/start.mjs', '--port', '4413', '--no-open'], {
      cwd: site,
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/A dev server for the "en" locale is already running \(process \d+\)/);
  });
});
