import type {Page} from '@playwright/test';
import {expect, hydrated, test} from './fixtures';
import {searchModal} from './locators';
import {locales, localePath, routes} from './expected';

/**
 * Hostile input at every entry point a visitor controls, in both locales: the search modal's field, the search
 * page's `?q=` and the path of a page that does not exist. A corpus of injection payloads, each of which would
 * call the exposed `__xssHit(n)` (or open a dialog) if the page ran it; the Content-Security-Policy's violation
 * events count as well, since a blocked payload still means it reached the DOM as markup. Then a scripted visit of
 * 20 pages per locale with no violation at all. url-input.spec.ts has the smaller set of odd inputs (surrogates,
 * NUL, 10 000 characters), and csp.spec.ts the policy per page kind with the modal in use.
 *
 * One page serves a whole corpus: the binding and listeners are installed once, before any load.
 */

const PAYLOADS: readonly string[] = [
  '<script>__xssHit(1)</script>',
  '<img src=x onerror=__xssHit(2)>',
  '<svg onload=__xssHit(3)>',
  '"><script>__xssHit(4)</script>',
  "'><img src=x onerror=__xssHit(5)>",
  'javascript:__xssHit(6)',
  '<iframe src="javascript:__xssHit(7)"></iframe>',
  '<body onload=__xssHit(8)>',
  '<details open ontoggle=__xssHit(9)>',
  '<a href="javascript:__xssHit(10)">docs</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xssHit(11)>',
  '<svg><script>__xssHit(12)</script></svg>',
  '<input autofocus onfocus=__xssHit(13)>',
  '<video><source onerror=__xssHit(14)></video>',
  '<audio src=x onerror=__xssHit(15)>',
  '<object data="javascript:__xssHit(16)"></object>',
  '<embed src="javascript:__xssHit(17)">',
  '<form><button formaction=javascript:__xssHit(18)>go</button></form>',
  "<style>@import 'javascript:__xssHit(19)';</style>",
  '<meta http-equiv="refresh" content="0;url=javascript:__xssHit(20)">',
  '<base href="javascript:__xssHit(21)//">',
  "{{constructor.constructor('__xssHit(22)')()}}",
  '${__xssHit(23)}',
  '<img src="x" onerror="&#95;&#95;xssHit(24)">',
  '%3Cscript%3E__xssHit(25)%3C%2Fscript%3E',
  '<scr<script>ipt>__xssHit(26)</scr</script>ipt>',
  '<IMG SRC=x OnErRoR=__xssHit(27)>',
  '<img src=x onerror=alert(28)>',
  '</textarea><script>__xssHit(29)</script>',
  '</title><script>__xssHit(30)</script>',
  '<noscript><p title="</noscript><img src=x onerror=__xssHit(31)>">',
  '<svg><animate onbegin=__xssHit(32) attributeName=x dur=1s>',
  '<x contenteditable autofocus onfocus=__xssHit(33)>plugin</x>',
  'data:text/html,<script>__xssHit(34)</script>',
  '<img srcset=",,,,,x" onerror=__xssHit(35)>',
  '" onmouseover="__xssHit(36)" x="',
  "';__xssHit(37);//",
  '<div style="background:url(javascript:__xssHit(38))">css</div>',
  '<a id=x tabindex=1 onfocusin=__xssHit(39) autofocus>plugin</a>',
  '<template><img src=x onerror=__xssHit(40)></template>',
  '<svg><a xlink:href="javascript:__xssHit(41)"><text>x</text></a></svg>',
  '<img src=x onerror=eval(atob("X194c3NIaXQoNDIp"))>',
  '\u202e<img src=x onerror=__xssHit(43)>\u200b',
  '<!--<img src="--><img src=x onerror=__xssHit(44)//">',
];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

type Watch = {hits: unknown[]; dialogs: string[]};

/** Exposes `__xssHit`, records dialogs, and records CSP violations from the first script of every load on. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = {hits: [], dialogs: []};
  await page.exposeFunction('__xssHit', (id: unknown) => seen.hits.push(id));
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__cspViolations!.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`),
      true,
    );
  });
  return seen;
}

/** Markup the page would have parsed from a payload: an event-handler attribute or an inline script. */
async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((el) => {
      const handlers = [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName} ${a.name}`);
      const inline = el.tagName === 'SCRIPT' && !el.hasAttribute('src') && /xssHit/.test(el.textContent ?? '');
      return inline ? [...handlers, 'inline script'] : handlers;
    }),
  );
}

/** Nothing ran, nothing was blocked by the policy, and no payload became markup, on the page as it is now. */
async function expectClean(page: Page, seen: Watch, where: string): Promise<void> {
  expect(seen.hits, `${where}: payloads ran`).toEqual([]);
  expect(seen.dialogs, `${where}: dialogs opened`).toEqual([]);
  expect(await page.evaluate(() => window.__cspViolations), `${where}: CSP violations`).toEqual([]);
  expect(await injectedMarkup(page), `${where}: markup injected`).toEqual([]);
}

test('the corpus holds at least 40 payloads, each with its own marker', () => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
  expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
});

/** The payloads in groups, one test each, so a slow machine spends one test's time on one group. */
const GROUPS = 8;
const groups = Array.from({length: GROUPS}, (_, g) => PAYLOADS.filter((_, i) => i % GROUPS === g));

for (const locale of locales) {
  test(`${locale}: every payload typed into the search modal is shown as text and runs nothing`, async ({page}) => {
    test.setTimeout(180_000);
    const seen = await watch(page);
    await page.goto(localePath(locale, '/docs/quick-start'));
    await hydrated(page);
    await page.keyboard.press('Control+k');
    const modal = searchModal(page);
    const field = modal.getByRole('searchbox');
    for (const payload of PAYLOADS) {
      await field.fill(payload);
      await expect(field).toHaveValue(payload);
      // Results or "no results": the modal has rendered for this query.
      await expect(modal.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
      expect(seen.hits, payload).toEqual([]);
    }
    await expectClean(page, seen, 'search modal');
  });

  groups.forEach((group, g) => {
    test(`${locale}: payloads in /search?q= and in a not-found path, group ${g + 1} of ${GROUPS}`, async ({page}) => {
      test.setTimeout(180_000);
      const seen = await watch(page);
      for (const payload of group) {
        await page.goto(`${localePath(locale, '/search')}?q=${encodeURIComponent(payload)}`);
        await hydrated(page);
        await expect(page.locator('input[type="search"][name="q"]')).toHaveValue(payload);
        await expect(page.locator('h1')).toBeVisible();
        await expectClean(page, seen, `/search?q=${payload}`);

        const response = await page.goto(`${localePath(locale, '/docs/')}${encodeURIComponent(payload)}`);
        expect(response?.status(), payload).toBe(404);
        await hydrated(page);
        await expect(page.locator('h1')).toBeVisible();
        await expectClean(page, seen, `not-found path ${payload}`);
      }
    });
  });
}

/** 20 routes of routes.txt spread over the list (docs of both versions, blog, pages), for the policy visit. */
const VISIT = Array.from({length: 20}, (_, i) => routes[Math.floor((i * routes.length) / 20)]!);

for (const locale of locales) {
  test(`${locale}: a visit of 20 pages raises no Content-Security-Policy violation`, async ({page}) => {
    test.setTimeout(180_000);
    expect(new Set(VISIT).size).toBe(20);
    const seen = await watch(page);
    const cspConsole: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspConsole.push(message.text());
    });
    for (const route of VISIT) {
      const path = localePath(locale, route);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
    }
    expect(cspConsole).toEqual([]);
    expect(seen.dialogs).toEqual([]);
  });
}
