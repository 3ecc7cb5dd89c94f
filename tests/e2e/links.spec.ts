import fs from 'node:fs';
import path from 'node:path';
import {test as nodeTest} from '@playwright/test';
import {parse} from 'parse5';
import {buildDir, elements, htmlFiles} from './built-html';
import {locales, localePath} from './expected';
import {expect, hydrated, test} from './fixtures';
import {unsafeNewTabLinks} from './new-tab-links';
import {pageKinds} from './page-kinds';

/**
 * Links: every link that opens a new tab has rel noopener noreferrer, in the browser and in every built page,
 * and no built page has an inline event handler or a javascript: URL.
 */

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

nodeTest.describe('the built HTML', () => {
  const files = htmlFiles(buildDir);

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
});
