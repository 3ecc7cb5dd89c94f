// @ts-check
/**
 * The built-in search's worst input against its budget (GUIDE.md: 100,000
 * characters at any entry point cost at most 50 ms of main-thread time and
 * 20 MB of memory more than a normal query), on the production build in
 * build/ served by scripts/serve.mjs on 127.0.0.1, in Chromium.
 *
 * Entry points, each with the index already loaded by a normal query, so the
 * figures are the query's own cost:
 * - the modal: the text pasted into its input (`insertText`, as a paste);
 * - the search page: a link to /search?q=<text> (the router is sent there as
 *   the browser's back button would, since a real server refuses an address
 *   this long before the page could load);
 * - the not-found page: a path with the text as one segment, the same way.
 *
 * Two texts: one word (`a` repeated), the costliest for typo matching, and
 * distinct short words, the costliest in number of words. Each is measured
 * beside the normal query, in turn, and compared by median: the renderer's
 * main-thread busy time (Chrome's TaskDuration) from the input to a quiet
 * page, its JavaScript heap afterwards (JSHeapUsedSize), and its peak
 * resident memory over the query (the kernel's VmHWM, reset before it).
 *
 * `--smoke`: one run each. `--build DIR`: another build (the old code, for
 * the record). `--length N`: texts of N characters instead of 100,000 (an
 * old build needs a small one). `--timeout S`: give up on a query after S
 * seconds (default 20).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {serve} from '../scripts/serve.mjs';
import {chromiumArgs} from '../scripts/chromium.mjs';
import {chromiumPath, median, report, siteDir, smoke, table} from './lib.mjs';

const BUDGET = {extraMs: 50, extraMb: 20};
const NORMAL = 'persistent cache options';
const arg = (/** @type {string} */ name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const buildDir = path.resolve(arg('--build') ?? path.join(siteDir, 'build'));
const LENGTH = Number(arg('--length') ?? 100_000);
const TIMEOUT_MS = Number(arg('--timeout') ?? 20) * 1000;
const RUNS = smoke ? 1 : 5;
/** No change in the page for this long: the query's work is done. */
const QUIET_MS = 500;

/** @param {number} length */
function texts(length) {
  let words = '';
  for (let i = 0; words.length < length; i++) words += `w${i.toString(36)} `;
  return {'one word': 'a'.repeat(length), 'distinct words': words.slice(0, length)};
}

/** The renderer processes' ids, from the browser. @param {import('@playwright/test').Browser} browser */
async function rendererPids(browser) {
  const cdp = await browser.newBrowserCDPSession();
  const {processInfo} = /** @type {{processInfo: {type: string, id: number}[]}} */ (
    await cdp.send('SystemInfo.getProcessInfo')
  );
  await cdp.detach();
  return processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
}

/** @param {number} pid @param {string} field kB */
function statusKb(pid, field) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return Number(line?.split(/\s+/)[1] ?? NaN);
  } catch {
    return NaN;
  }
}

/** Resets the peak resident size of these processes (Linux: `5` into clear_refs). @param {number[]} pids */
function resetPeaks(pids) {
  for (const pid of pids) {
    try {
      fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    } catch {
      // Not permitted: the peak is then the process's lifetime peak, an upper bound.
    }
  }
}

/**
 * Resolves once the page has not changed for QUIET_MS (checked in the page).
 * @param {import('@playwright/test').Page} page
 */
async function quiet(page) {
  await page.evaluate(
    (quietMs) =>
      new Promise((resolve) => {
        let timer = setTimeout(done, quietMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        function done() {
          observer.disconnect();
          resolve(undefined);
        }
        observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true});
      }),
    QUIET_MS,
  );
}

/**
 * @typedef {{busyMs: number, heapMb: number, peakMb: number} | {timedOut: true}} Cost
 * @typedef {{name: string, start: (page: import('@playwright/test').Page, origin: string) => Promise<void>, query: (page: import('@playwright/test').Page, text: string) => Promise<void>}} EntryPoint
 */

/** Sends the router to a path, as the browser's back and forward buttons do. @param {import('@playwright/test').Page} page @param {string} url */
async function routerTo(page, url) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** @type {EntryPoint[]} */
const ENTRY_POINTS = [
  {
    name: 'modal (paste)',
    async start(page, origin) {
      await page.goto(`${origin}/docs/quick-start`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
    },
    async query(page, text) {
      await page.locator('.DocSearch-Input').fill('');
      await page.locator('.DocSearch-Input').focus();
      await page.keyboard.insertText(text);
    },
  },
  {
    name: '/search?q=',
    async start(page, origin) {
      await page.goto(`${origin}/search`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    },
    async query(page, text) {
      await routerTo(page, `/search?q=${encodeURIComponent(text)}`);
    },
  },
  {
    name: 'not-found path',
    async start(page, origin) {
      await page.goto(`${origin}/docs/no-such-page`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    },
    async query(page, text) {
      // A path the normal query's words come from, or one segment of the whole text.
      await routerTo(page, `/docs/${encodeURIComponent(text.replaceAll(' ', '-'))}`);
    },
  },
];

/**
 * One query at an entry point: busy time, heap and peak memory of the renderer.
 * @param {import('@playwright/test').Browser} browser
 * @param {import('@playwright/test').Page} page
 * @param {import('@playwright/test').CDPSession} cdp
 * @param {EntryPoint} entry
 * @param {string} text
 * @returns {Promise<Cost>}
 */
async function measure(browser, page, cdp, entry, text) {
  const metrics = async () => {
    const {metrics: list} = /** @type {{metrics: {name: string, value: number}[]}} */ (
      await cdp.send('Performance.getMetrics')
    );
    const get = (/** @type {string} */ name) => list.find((m) => m.name === name)?.value ?? NaN;
    return {busy: get('TaskDuration'), heap: get('JSHeapUsedSize')};
  };
  await cdp.send('HeapProfiler.collectGarbage');
  const pids = await rendererPids(browser);
  const rss = Math.max(...pids.map((pid) => statusKb(pid, 'VmRSS')));
  resetPeaks(pids);
  const before = await metrics();
  const run = (async () => {
    await entry.query(page, text);
    await quiet(page);
  })();
  const timedOut = await Promise.race([
    run.then(() => false),
    new Promise((resolve) => setTimeout(() => resolve(true), TIMEOUT_MS)),
  ]);
  if (timedOut) {
    run.catch(() => undefined);
    return {timedOut: true};
  }
  const after = await metrics();
  const peak = Math.max(...pids.map((pid) => statusKb(pid, 'VmHWM')));
  return {
    busyMs: (after.busy - before.busy) * 1000,
    heapMb: after.heap / 2 ** 20,
    peakMb: (peak - rss) / 1024,
  };
}

/**
 * Normal and worst queries in turn at one entry point, in a page of their own.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {EntryPoint} entry
 * @param {string} worst
 */
async function compare(browser, origin, entry, worst) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Cost[]} */
  const normal = [];
  /** @type {Cost[]} */
  const bad = [];
  try {
    await entry.start(page, origin);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    // Loads the index and compiles the search code: what follows is the queries' own cost.
    await entry.query(page, NORMAL);
    await quiet(page);
    for (let i = 0; i < RUNS; i++) {
      normal.push(await measure(browser, page, cdp, entry, i % 2 ? `${NORMAL} ` : NORMAL));
      const cost = await measure(browser, page, cdp, entry, worst);
      bad.push(cost);
      if ('timedOut' in cost) break;
    }
  } finally {
    await context.close().catch(() => undefined);
  }
  return {normal, bad};
}

/** @param {Cost[]} costs @param {'busyMs' | 'heapMb' | 'peakMb'} key */
const med = (costs, key) => median(costs.flatMap((c) => ('timedOut' in c ? [] : [c[key]])));

const server = await serve({dir: buildDir, port: 0, host: '127.0.0.1'});
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
/** @type {(string | number)[][]} */
const rows = [];
try {
  for (const entry of ENTRY_POINTS)
    for (const [shape, text] of Object.entries(texts(LENGTH))) {
      const {normal, bad} = await compare(browser, origin, entry, text);
      if (bad.some((c) => 'timedOut' in c)) {
        rows.push([entry.name, shape, `timed out after ${TIMEOUT_MS / 1000} s`, '', '', '', '**over budget**']);
        continue;
      }
      const extraMs = med(bad, 'busyMs') - med(normal, 'busyMs');
      const extraMb = Math.max(med(bad, 'heapMb') - med(normal, 'heapMb'), med(bad, 'peakMb') - med(normal, 'peakMb'));
      const ok = extraMs <= BUDGET.extraMs && extraMb <= BUDGET.extraMb;
      rows.push([
        entry.name,
        shape,
        `${med(normal, 'busyMs').toFixed(0)} / ${med(bad, 'busyMs').toFixed(0)}`,
        `${med(normal, 'heapMb').toFixed(1)} / ${med(bad, 'heapMb').toFixed(1)}`,
        `${med(normal, 'peakMb').toFixed(1)} / ${med(bad, 'peakMb').toFixed(1)}`,
        `${extraMs.toFixed(0)} ms, ${extraMb.toFixed(1)} MB`,
        ok ? 'ok' : '**over budget**',
      ]);
    }
} finally {
  await browser.close();
  server.close();
}
const build = path.relative(siteDir, buildDir) || buildDir;
let body = `Build in ${build} served by scripts/serve.mjs on 127.0.0.1, worst texts of ${LENGTH.toLocaleString('en')} characters against the normal query "${NORMAL}", ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} each, index already loaded. Main thread: the renderer's busy time (TaskDuration) from the input to ${QUIET_MS} ms without a change in the page; heap: JSHeapUsedSize afterwards; peak: the renderer's peak resident memory over the query above its size before. Budget: ${BUDGET.extraMs} ms and ${BUDGET.extraMb} MB (heap or peak, the larger) more than the normal query.\n\n`;
body += table(
  ['entry point', 'text', 'main thread ms (normal / worst)', 'heap MB', 'peak MB', 'worst − normal', ''],
  rows,
);
report(`Search, worst input${smoke ? ' (smoke)' : ''}`, body);
