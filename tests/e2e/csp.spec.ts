import fs from 'node:fs';
import path from 'node:path';
import {test as nodeTest} from '@playwright/test';
import {parse} from 'parse5';
import {buildDir, elements, htmlFiles, type Element} from './built-html';
import {locales, localePath} from './expected';
import {expect, hydrated, sharedTest, test} from './fixtures';
import {searchModal} from './locators';
import {unsafeNewTabLinks} from './new-tab-links';
import {pageKinds} from './page-kinds';

/**
 * The Content-Security-Policy that src/features/csp/ writes first into every page's <head>: every built page has
 * it, no page kind breaks it in either locale or colour mode, and an injected inline script is blocked.
 */

declare global {
  interface Window {
    __pwned?: unknown;
    __cspViolations?: string[];
  }
}

nodeTest.describe('the built HTML', () => {
  const files = htmlFiles(buildDir);

  nodeTest('covers both locales', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(files.some((file) => file.startsWith(path.join(buildDir, 'zh') + path.sep))).toBe(true);
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
          expect(await unsafeNewTabLinks(searchModal(page))).toEqual([]);
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
