import fs from 'node:fs';
import path from 'node:path';
import {test as nodeTest, type ConsoleMessage, type Locator, type Page} from '@playwright/test';
import {parse, type DefaultTreeAdapterTypes} from 'parse5';
import {expect, hydrated, sharedTest, test} from './fixtures';
import {locales, localePath} from './expected';
import {pageKinds} from './page-kinds';

/**
 * The site under hostile conditions (issue 8, "Resilience and security"):
 * blocked storage, no JavaScript, no internet, hostile input in the URL,
 * links that open new tabs, inline event handlers, and the
 * Content-Security-Policy that src/plugins/csp/ writes into every page.
 */

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const external = /^https?:\/\/(?!127\.0\.0\.1[:/])/;

declare global {
  interface Window {
    __pwned?: unknown;
    __cspViolations?: string[];
  }
}

/** Console messages of one type, collected from now on. */
function consoleOf(page: Page, type: ReturnType<ConsoleMessage['type']>): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** A failed request's console error ("Failed to load resource") is the browser's, not the site's. */
const isFailedLoad = (text: string) => text.startsWith('Failed to load resource');

test.describe('with localStorage throwing on access', () => {
  for (const kind of pageKinds) {
    test(`${kind.name} renders and works, and warns once in the console`, async ({page}) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const warnings = consoleOf(page, 'warning');
      const errors = consoleOf(page, 'error');
      await page.goto(kind.path);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('footer.theme-layout-footer')).toBeVisible();

      // The colour toggle still switches the mode (kept in memory only).
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await page.locator('.navbar button[class*="toggleButton"]').click();
      await expect(html).toHaveAttribute('data-theme', 'dark');

      expect(warnings.filter((w) => w.includes('browser storage is not available'))).toHaveLength(1);
      expect(errors.filter((e) => !isFailedLoad(e))).toEqual([]);

      // The navbar still navigates.
      await page.locator('.navbar').getByRole('link', {name: 'API', exact: true}).click();
      await expect(page).toHaveURL(/\/api\/rust-plugin-api$/);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test('the search modal still searches (it keeps recent searches in localStorage)', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/docs/features/css');
    await hydrated(page);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Input')).toBeVisible();
    await page.locator('.DocSearch-Input').fill('plugin');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).not.toHaveURL(/\/docs\/features\/css$/);
    await expect(page.locator('h1').first()).toBeVisible();
    // Recent searches are kept in memory for the tab (src/search/storage.ts).
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
  });
});

/** Every new-tab link has rel noopener and noreferrer (no window.opener, no Referer for the other site). */
async function unsafeNewTabLinks(scope: Page | Locator): Promise<string[]> {
  const links = await scope
    .locator('a[target="_blank" i]')
    .evaluateAll((anchors) => anchors.map((a) => ({href: a.getAttribute('href'), rel: a.getAttribute('rel') ?? ''})));
  return links
    .filter(({rel}) => !rel.split(/\s+/).includes('noopener') || !rel.split(/\s+/).includes('noreferrer'))
    .map(({href, rel}) => `${href} rel="${rel}"`);
}

test.describe('with JavaScript disabled', () => {
  for (const locale of locales) {
    test(`every page kind, ${locale}: main content, navbar links and footer are in the HTML`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({javaScriptEnabled: false, baseURL});
      await context.route(external, (route) => route.abort('internetdisconnected'));
      const page = await context.newPage();
      for (const kind of pageKinds) {
        await test.step(kind.name, async () => {
          await page.goto(localePath(locale, kind.path));
          await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');

          // The page's own content: everything between the navbar and the footer.
          const h1 = page.locator('#__docusaurus_skipToContent_fallback h1').first();
          await expect(h1).toBeVisible();
          expect((await h1.textContent())?.trim()).not.toBe('');

          const prefix = locale === 'en' ? '' : '/zh';
          const navbar = page.locator('nav.navbar');
          const hrefs = await navbar
            .locator('a.navbar__link')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
          for (const target of [
            /\/docs\/(0\.x\/)?quick-start$/,
            /\/docs\/(0\.x\/)?config\/(configuring-farm|compilation-options)$/,
            /\/docs\/(0\.x\/)?api\/rust-plugin-api$/,
            /\/docs\/(0\.x\/)?plugins\/official-plugins\/overview$/,
          ]) {
            expect(
              hrefs.some((href) => href.startsWith(`${prefix}/docs`) && target.test(href)),
              `navbar links to ${target}`,
            ).toBe(true);
          }
          // The Community dropdown's items are links in the HTML, reachable without the script that opens it.
          for (const href of [`${prefix}/team`, `${prefix}/blog/index`]) {
            expect(await navbar.locator(`.dropdown__menu a[href="${href}"]`).count(), href).toBeGreaterThan(0);
          }

          const footer = page.locator('footer.theme-layout-footer');
          await expect(footer).toBeVisible();
          await expect(footer.locator(`a[href="${prefix}/docs/quick-start"]`)).toBeVisible();
          await expect(footer.locator('a[href="https://github.com/farm-fe/farm"]')).toBeVisible();
        });
      }
      await context.close();
    });
  }
});

test.describe('with external images and fonts unreachable', () => {
  for (const width of [375, 1280]) {
    test(`every page kind at ${width} px: no horizontal overflow, no flood of console errors`, async ({
      page,
      baseURL,
    }) => {
      await page.setViewportSize({width, height: 800});
      let documentUrl = '';
      let errors: string[] = [];
      let blocked = 0;
      page.on('console', (message) => {
        // The not-found page's own 404 status is logged too: that one is meant.
        if (message.type() === 'error' && message.location().url !== documentUrl) errors.push(message.text());
      });
      page.on('requestfailed', (request) => {
        if (external.test(request.url()) && ['image', 'font'].includes(request.resourceType())) blocked += 1;
      });
      for (const kind of pageKinds) {
        await test.step(kind.name, async () => {
          documentUrl = new URL(kind.path, baseURL).href;
          errors = [];
          blocked = 0;
          await page.goto(kind.path);
          await hydrated(page);
          // Lazy images below the fold load (and fail) once scrolled to; wait until every image has settled.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForFunction(() => [...document.images].every((img) => img.complete));
          await page.evaluate(() => window.scrollTo(0, 0));

          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
            wide: [...document.querySelectorAll('body *')]
              .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
              .filter((el) => !el.closest('.navbar-sidebar, .sr-only'))
              .slice(0, 5)
              .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
          }));
          expect(overflow.scrollWidth, `wider than the window: ${overflow.wide.join(', ')}`).toBeLessThanOrEqual(
            overflow.clientWidth,
          );
          expect(errors.filter((e) => !isFailedLoad(e))).toEqual([]);
          expect(errors.length, 'at most one console error per blocked image or font').toBeLessThanOrEqual(blocked);
        });
      }
    });
  }
});

/**
 * Hostile inputs, each as it goes into a URL (percent-encoded where a raw
 * character cannot be written, like a lone surrogate or NUL).
 */
const HOSTILE_INPUTS: readonly {name: string; encoded: string}[] = [
  {name: 'HTML with an event handler', encoded: encodeURIComponent('<img src=x onerror=window.__pwned=1>')},
  {name: 'attribute break-out and script', encoded: encodeURIComponent('"><script>window.__pwned=1</script>')},
  {name: 'javascript: URL', encoded: encodeURIComponent('javascript:window.__pwned=1//')},
  {name: 'protocol-relative URL', encoded: encodeURIComponent('//example.com/%2e%2e')},
  // 10 000 characters that stay near 10 kB once encoded: servers refuse request lines much longer (Node: 16 kB).
  {name: '10 000 characters', encoded: encodeURIComponent(`<b>${'x'.repeat(9993)}</b>`)},
  {name: 'right-to-left override', encoded: encodeURIComponent('\u202Eplugin<i>x</i>')},
  {name: 'zero-width joiner', encoded: encodeURIComponent('plu\u200Dgin\u200B')},
  {name: 'lone surrogate', encoded: '%ED%A0%80plugin'},
  {name: 'emoji', encoded: encodeURIComponent('🚜👩‍💻 farm')},
  {name: 'NUL', encoded: '%00plugin%00'},
];

/** Nothing ran, nothing was injected, and the page did not fall into the error boundary. */
async function expectNothingRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], script:not([src]):text("__pwned")')).toHaveCount(0);
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
}

test.describe('hostile input', () => {
  for (const input of HOSTILE_INPUTS) {
    test(`${input.name} in the search query and the hash renders as text and runs nothing`, async ({page}) => {
      await test.step('search query', async () => {
        await page.goto(`/search?q=${input.encoded}`);
        await hydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        const query = await page.evaluate(() => new URLSearchParams(window.location.search).get('q'));
        await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(query ?? '');
        if (query?.includes('<') && query.length < 200) await expect(page.locator('h1')).toContainText(query);
        await expectNothingRan(page);
      });
      await test.step('hash', async () => {
        await page.goto(`/docs/features/css#${input.encoded}`);
        await hydrated(page);
        await expect(page.locator('h1')).toHaveText('CSS');
        await page.locator('.navbar').getByRole('link', {name: 'Guides', exact: true}).click();
        await expect(page).toHaveURL(/\/docs\/quick-start$/);
        await expectNothingRan(page);
      });
    });

    test(`${input.name} in the URL path shows the not-found page, and a zh .html path stays on the site`, async ({
      page,
    }) => {
      await test.step('path', async () => {
        const response = await page.goto(`/docs/${input.encoded}`);
        expect(response?.status()).toBe(404);
        // A path that is not valid UTF-8 once decoded (the lone surrogate) hydrates too: src/clientModules/repairPath.ts.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expectNothingRan(page);
      });
      await test.step('zh .html path', async () => {
        await page.goto(`/zh/docs/${input.encoded}.html`);
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        await expect(page.locator('h1')).toBeVisible();
        expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/zh\//);
        await expectNothingRan(page);
      });
    });
  }
});

test.describe('links that open a new tab', () => {
  for (const locale of locales) {
    test(`every page kind, ${locale}: every target=_blank link has rel noopener noreferrer`, async ({page}) => {
      for (const kind of pageKinds) {
        await test.step(kind.name, async () => {
          await page.goto(localePath(locale, kind.path));
          await hydrated(page);
          expect(await page.locator('a[target="_blank" i]').count(), 'navbar and footer link out').toBeGreaterThan(0);
          expect(await unsafeNewTabLinks(page)).toEqual([]);
        });
      }
    });
  }
});

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function elements(node: Node): Element[] {
  const own = 'tagName' in node ? [node] : [];
  const children = 'childNodes' in node ? node.childNodes : [];
  const content =
    'tagName' in node && node.tagName === 'template' ? [(node as DefaultTreeAdapterTypes.Template).content] : [];
  return [...own, ...[...children, ...content].flatMap(elements)];
}

nodeTest.describe('the built HTML', () => {
  const files = htmlFiles(buildDir);

  nodeTest('covers both locales', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.startsWith(path.join(buildDir, 'zh') + path.sep))).toBe(true);
  });

  nodeTest('has no inline event handler, javascript: URL, or new-tab link without noopener noreferrer', () => {
    const problems: string[] = [];
    for (const file of files) {
      const html = fs.readFileSync(file, 'utf8');
      for (const el of elements(parse(html))) {
        for (const {name, value} of el.attrs) {
          const where = `${path.relative(buildDir, file)}: <${el.tagName} ${name}="${value.slice(0, 60)}">`;
          if (/^on[a-z]+$/i.test(name)) problems.push(`inline handler ${where}`);
          if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && /^\s*javascript:/i.test(value)) {
            problems.push(`javascript: URL ${where}`);
          }
        }
        const target = el.attrs.find((a) => a.name === 'target')?.value;
        const rel = (el.attrs.find((a) => a.name === 'rel')?.value ?? '').split(/\s+/);
        if (target?.toLowerCase() === '_blank' && !(rel.includes('noopener') && rel.includes('noreferrer'))) {
          problems.push(`target=_blank without noopener noreferrer in ${path.relative(buildDir, file)}`);
        }
      }
      // The raw text too: no ` onclick=`-style attribute survives in any tag.
      const tags = html.replace(/<script\b[\s\S]*?<\/script>/gi, '').match(/<[a-z][^>]*\son[a-z]+=[^>]*>/gi) ?? [];
      for (const tag of tags) problems.push(`inline handler in ${path.relative(buildDir, file)}: ${tag.slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  });

  nodeTest(
    'every page starts its <head> with a Content-Security-Policy, and keeps <meta charset> in its first 1024 bytes',
    () => {
      const problems: string[] = [];
      for (const file of files) {
        const html = fs.readFileSync(file, 'utf8');
        const head = elements(parse(html)).find((el) => el.tagName === 'head');
        const first = head?.childNodes.find((child): child is Element => 'tagName' in child);
        const httpEquiv = first?.attrs.find((a) => a.name === 'http-equiv')?.value;
        const policy = first?.attrs.find((a) => a.name === 'content')?.value ?? '';
        if (
          first?.tagName !== 'meta' ||
          httpEquiv !== 'Content-Security-Policy' ||
          !/\bscript-src 'self'/.test(policy)
        ) {
          problems.push(`${path.relative(buildDir, file)}: no CSP meta first in <head>`);
        }
        const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
        if (/'unsafe-inline'|'unsafe-eval'|\*|data:|https?:/.test(scriptSrc)) {
          problems.push(`${path.relative(buildDir, file)}: script-src allows more than the site and hashes`);
        }
        const charset = Buffer.from(html)
          .subarray(0, 1024)
          .toString('latin1')
          .search(/<meta charset=/i);
        if (charset < 0) problems.push(`${path.relative(buildDir, file)}: <meta charset> past the first 1024 bytes`);
      }
      expect(problems).toEqual([]);
    },
  );
});

test.describe('Content-Security-Policy', () => {
  for (const locale of locales) {
    for (const theme of ['light', 'dark'] as const) {
      for (const kind of pageKinds) {
        sharedTest(`${kind.name}, ${locale}, ${theme}: no violation, with the search modal in use`, async ({page}) => {
          await page.addInitScript((mode) => {
            window.__cspViolations = [];
            document.addEventListener(
              'securitypolicyviolation',
              (event) => {
                window.__cspViolations!.push(
                  `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
                );
              },
              true,
            );
            window.localStorage.setItem('theme', mode);
          }, theme);
          const cspConsole: string[] = [];
          page.on('console', (message) => {
            if (/Content Security Policy/i.test(message.text())) cspConsole.push(message.text());
          });

          await page.goto(localePath(locale, kind.path));
          await hydrated(page);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
          if (kind.name === 'search page') await expect(page.locator('main article').first()).toBeVisible();

          // The modal's code is a lazy chunk, and the built-in index is fetched: both from 'self'.
          await page.locator('.DocSearch-Button').click();
          await page.locator('.DocSearch-Input').fill('plugin');
          // Hits or "no results": either way the search ran on the fetched index.
          await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
          expect(await unsafeNewTabLinks(page.locator('.DocSearch-Modal'))).toEqual([]);
          await page.keyboard.press('Escape');

          // Client-side navigation loads the next page's chunks.
          await page.locator('.navbar a.navbar__link[href$="/api/rust-plugin-api"]').click();
          await expect(page).toHaveURL(/\/api\/rust-plugin-api$/);
          await expect(page.locator('h1').first()).toBeVisible();

          expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
          expect(cspConsole).toEqual([]);
        });
      }
    }
  }

  test('an injected inline script is blocked and reported (the policy is in force)', async ({page}) => {
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(event.effectiveDirective);
      });
    });
    await page.goto('/docs/features/css');
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = 1';
      document.body.append(script);
    });
    await expect.poll(() => page.evaluate(() => window.__cspViolations)).toEqual(['script-src-elem']);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  });
});
