// @ts-check
/**
 * The built-in search against its budgets, on the production build in build/
 * (run `npx docusaurus build` first), served as GitHub Pages would serve it
 * (scripts/serve.mjs, gzip) on 127.0.0.1, in Chromium:
 *
 * - shard sizes, raw and gzipped (en/current <= 300 KB gzip);
 * - the home page's initial load: no search code, no index (requests and the
 *   bodies of the scripts it loads);
 * - first results after the first keystroke, with a cold cache and the
 *   shard fetch included (<= 150 ms): opening the modal starts the fetch of
 *   the shards and their headings shards, which the page (a wrapped `fetch`)
 *   holds back until the first keydown, so the whole transfer, the index
 *   loading and the search fall after the keystroke: the worst case, a
 *   visitor who types before anything came. (The modal answers from the
 *   headings shards until the whole shards are in.)
 *   Beside it, the usual case: the shards load while the modal opens and
 *   the first letter is typed as soon as the input is there;
 * - each later keystroke of the query, keydown to the results changing
 *   (median <= 20 ms).
 *
 * `--smoke`: one page load and one query instead of five.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {serve} from '../scripts/serve.mjs';
import {chromiumArgs} from '../scripts/chromium.mjs';
import {chromiumPath, median, report, siteDir, smoke, table} from './lib.mjs';

const BUDGET = {shardGzip: 300 * 1024, firstResultsMs: 150, keystrokeMedianMs: 20};
const QUERY = 'persistent cache options';
const RUNS = smoke ? 1 : 11;
/** Strings only the search chunk holds (MiniSearch's and the local client's own messages). */
const SEARCH_CODE_MARKERS = ['MiniSearch: cannot deserialize', 'Could not fetch the search index'];
const buildDir = path.join(siteDir, 'build');

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);
/** @param {boolean} ok */
const verdict = (ok) => (ok ? 'ok' : '**over budget**');

/** @returns {{locale: string, tag: string, kind: 'whole' | 'headings', file: string, raw: number, gzip: number}[]} */
function shardSizes() {
  const rows = [];
  /** @type {[string, string][]} */
  const locales = [
    ['en', buildDir],
    ['zh', path.join(buildDir, 'zh')],
  ];
  for (const [locale, dir] of locales) {
    const manifestFile = path.join(dir, 'search-index/manifest.json');
    if (!fs.existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the site first`);
    /** @type {{shards: {tag: string, file: string, headings: string}[]}} */
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    for (const {tag, file, headings} of manifest.shards) {
      for (const [kind, name] of /** @type {const} */ ([
        ['whole', file],
        ['headings', headings],
      ])) {
        const body = fs.readFileSync(path.join(dir, 'search-index', name));
        rows.push({locale, tag, kind, file: name, raw: body.length, gzip: zlib.gzipSync(body).length});
      }
    }
  }
  return rows;
}

/**
 * Watches the scripts a page loads and tells which hold search code (by
 * SEARCH_CODE_MARKERS). Call `settled` before reading: bodies arrive later.
 * @param {import('@playwright/test').Page} page
 */
function watchSearchScripts(page) {
  /** @type {Set<string>} */
  const searchScripts = new Set();
  /** @type {Promise<void>[]} */
  const pending = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    pending.push(
      response.text().then(
        (body) => {
          if (SEARCH_CODE_MARKERS.some((marker) => body.includes(marker))) searchScripts.add(response.url());
        },
        // A prefetched script whose body the browser has already dropped: not one the page ran.
        () => undefined,
      ),
    );
  });
  return {
    searchScripts,
    scripts: () => pending.length,
    settled: () => Promise.all(pending),
  };
}

/**
 * Loads the home page and reports what it fetched that belongs to search.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 */
async function homePageLoad(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {string[]} */
  const indexRequests = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) indexRequests.push(request.url());
  });
  const watched = watchSearchScripts(page);
  await page.goto(`${origin}/`, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await watched.settled();
  await context.close();
  return {scripts: watched.scripts(), searchScripts: [...watched.searchScripts], indexRequests};
}

/**
 * Milliseconds of a CPU profile spent in the search code or what it calls
 * (JSON parsing, regular expressions): samples with a frame of its chunk.
 * @param {{nodes: {id: number, children?: number[], callFrame: {url: string}}[], samples?: number[], timeDeltas?: number[]}} profile
 * @param {Set<string>} chunks
 */
function searchCodeMs(profile, chunks) {
  /** @type {Map<number, number>} */
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<number, boolean>} */
  const inSearch = new Map();
  /** @param {number} id @returns {boolean} */
  const isSearch = (id) => {
    const known = inSearch.get(id);
    if (known !== undefined) return known;
    const up = parent.get(id);
    const value = chunks.has(byId.get(id)?.callFrame.url ?? '') || (up !== undefined && isSearch(up));
    inSearch.set(id, value);
    return value;
  };
  let micros = 0;
  (profile.samples ?? []).forEach((id, i) => {
    if (isSearch(id)) micros += profile.timeDeltas?.[i + 1] ?? 0;
  });
  return micros / 1000;
}

/**
 * Opens the modal on a docs page with a cold cache and types the query;
 * with `profile`, under Chrome's CPU profiler (which slows the page down a
 * little, so the wall times come from runs without it).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {boolean} profile
 * @param {boolean} holdShards start the shard fetch at the first keydown, not when the modal opens
 */
async function typeQuery(browser, origin, profile, holdShards) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watched = watchSearchScripts(page);
  if (holdShards) {
    // In the page, before its scripts: a fetch of a shard starts only at the first keydown.
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      /** @type {Promise<void>} */
      // The first keydown in the modal's input (not the Ctrl+K that opens it).
      const keyed = new Promise((resolve) =>
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.target instanceof Element && event.target.closest('.DocSearch-Modal')) resolve();
          },
          {capture: true},
        ),
      );
      window.fetch = async (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (/\/search-index\/[^/]+\.[0-9a-f]{10}\.json$/.test(url)) await keyed;
        return original(input, init);
      };
    });
  }
  await page.goto(`${origin}/docs/quick-start`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  // In the page: the time of each keydown, and of the first change of the results after it.
  await page.evaluate(() => {
    /** @type {{down: number, changed?: number}[]} */
    const keys = [];
    Object.assign(window, {__searchKeys: keys});
    // The event's own time: when the key was pressed, before any listener ran.
    document.addEventListener('keydown', (event) => keys.push({down: event.timeStamp}), {capture: true});
    new MutationObserver(() => {
      const last = keys[keys.length - 1];
      if (last && last.changed === undefined && document.querySelector('.DocSearch-Hit'))
        last.changed = performance.now();
    }).observe(document.querySelector('.DocSearch-Modal') ?? document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  // CPU time of the page's main thread (Chrome's ThreadTime): unlike wall time, the machine's other work does not inflate it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpuSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0;
  // And a CPU profile, to tell the search code's share from DocSearch's rendering.
  const startProfile = async () => {
    if (profile) await cdp.send('Profiler.start');
  };
  const stopProfile = async () => (profile ? (await cdp.send('Profiler.stop')).profile : {nodes: []});
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 250});
  }
  // Playwright installs its in-page helper (a script of about 330 KB) on the first waitForFunction: here, not
  // between the first keydown and its results, where a trace showed it taking 11-15 ms of the main thread.
  await page.waitForFunction(() => true);
  const [first, ...rest] = QUERY;
  const cpuStart = await cpuSeconds();
  await startProfile();
  await page.keyboard.type(first ?? '');
  // Polled seldom: Playwright's own locator polling would run in the page while it works, and slow it.
  await page.waitForFunction(() => /** @type {any} */ (window).__searchKeys[0]?.changed !== undefined, null, {
    polling: 50,
  });
  await page.waitForTimeout(300);
  const firstProfile = await stopProfile();
  const cpuAfterFirst = await cpuSeconds();
  await startProfile();
  for (const char of rest) {
    await page.keyboard.type(char);
    await page.waitForTimeout(120);
  }
  await page.waitForTimeout(300);
  const laterProfile = await stopProfile();
  const firstCpuMs = (cpuAfterFirst - cpuStart) * 1000;
  const laterCpuMs = (((await cpuSeconds()) - cpuAfterFirst) * 1000) / rest.length;
  await watched.settled();
  /** @type {{down: number, changed?: number}[]} */
  const keys = await page.evaluate(() => /** @type {any} */ (window).__searchKeys);
  const shard = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /search-index\/[^/]+\.[0-9a-f]{10}\.json$/.test(e.name))
      .map((e) => /** @type {PerformanceResourceTiming} */ (e))
      .map((e) => ({start: e.startTime, end: e.responseEnd, bytes: e.encodedBodySize})),
  );
  await context.close();
  const [firstKey, ...later] = keys;
  if (!firstKey?.changed) throw new Error('the first keystroke brought no results');
  // Later keystrokes whose results did not change the DOM (same hits) are left out.
  const laterMs = later.filter((k) => k.changed !== undefined).map((k) => /** @type {number} */ (k.changed) - k.down);
  return {
    firstMs: firstKey.changed - firstKey.down,
    shardDoneBeforeKeystroke: shard.every((s) => s.end <= firstKey.down),
    shardStartAfterKeystroke: shard.every((s) => s.start >= firstKey.down),
    shardBytes: shard.reduce((sum, s) => sum + s.bytes, 0),
    laterMs,
    firstCpuMs,
    laterCpuMs,
    firstSearchMs: searchCodeMs(firstProfile, watched.searchScripts),
    laterSearchMs: searchCodeMs(laterProfile, watched.searchScripts) / rest.length,
    skipped: later.length - laterMs.length,
  };
}

const loadAtStart = os.loadavg();
const sizes = shardSizes();
const current = sizes.find((s) => s.locale === 'en' && s.tag === 'docs-default-current' && s.kind === 'whole');
if (!current) throw new Error('no en/docs-default-current shard in build/search-index');

const server = await serve({dir: buildDir, port: 0, host: '127.0.0.1'});
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
let body = '';
try {
  const home = await homePageLoad(browser, origin);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await typeQuery(browser, origin, false, true));
  const usual = [];
  for (let i = 0; i < RUNS; i++) usual.push(await typeQuery(browser, origin, false, false));
  const profiled = await typeQuery(browser, origin, true, true);
  const usualFirstMs = median(usual.map((r) => r.firstMs));
  const firstMs = median(runs.map((r) => r.firstMs));
  const laterMs = runs.flatMap((r) => r.laterMs);
  const keystrokeMedian = median(laterMs);
  const homeClean = home.searchScripts.length === 0 && home.indexRequests.length === 0;

  body += `Build in build/ served by scripts/serve.mjs (gzip) on 127.0.0.1, Chromium ${browser.version()}, ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`}, query "${QUERY}" typed from /docs/quick-start with a cold cache.\n\n`;
  body += table(
    ['what', 'measured', 'budget', ''],
    [
      [
        'en/current shard, gzip',
        `${kb(current.gzip)} KB`,
        `${kb(BUDGET.shardGzip)} KB`,
        verdict(current.gzip <= BUDGET.shardGzip),
      ],
      [
        'search code or index in the home page load',
        homeClean
          ? `none (${home.scripts} scripts checked)`
          : `${[...home.searchScripts, ...home.indexRequests].join(', ')}`,
        'none',
        verdict(homeClean),
      ],
      [
        'first results after the first keystroke (shard fetch included)',
        `${firstMs.toFixed(0)} ms`,
        `${BUDGET.firstResultsMs} ms`,
        verdict(firstMs <= BUDGET.firstResultsMs),
      ],
      [
        'the same, usual case: shards fetched while the modal opens, first letter typed at once',
        `${usualFirstMs.toFixed(0)} ms`,
        `${BUDGET.firstResultsMs} ms`,
        verdict(usualFirstMs <= BUDGET.firstResultsMs),
      ],
      [
        `later keystrokes, median of ${laterMs.length}`,
        `${keystrokeMedian.toFixed(1)} ms (max ${Math.max(...laterMs).toFixed(1)})`,
        `${BUDGET.keystrokeMedianMs} ms`,
        verdict(keystrokeMedian <= BUDGET.keystrokeMedianMs),
      ],
    ],
  );
  const firstCpu = median(runs.map((r) => r.firstCpuMs));
  const laterCpu = median(runs.map((r) => r.laterCpuMs));
  const firstSearch = profiled.firstSearchMs;
  const laterSearch = profiled.laterSearchMs;
  body += `\n\nThe budgets are wall times, which the machine's other work inflates (load average ${loadAtStart.map((l) => l.toFixed(1)).join(', ')} on ${os.cpus().length} cores at the start). Main-thread CPU time, which it does not, and the share of the search code in it (MiniSearch, the client, the JSON parsing they do; from one more run, under the CPU profiler):\n\n`;
  body += table(
    ['keystroke', 'main thread CPU', 'of which search code'],
    [
      [
        'first (loading the shards into MiniSearch included)',
        `${firstCpu.toFixed(0)} ms`,
        `${firstSearch.toFixed(1)} ms`,
      ],
      ['each later one (median)', `${laterCpu.toFixed(1)} ms`, `${laterSearch.toFixed(1)} ms`],
    ],
  );
  body +=
    '\n\nThe rest is DocSearch: rendering the results, its storage checks, and the prefetching of the result links.';
  const started = runs.filter((r) => r.shardStartAfterKeystroke).length;
  body += `\n\nFirst keystroke, worst case: the shard fetch (${kb(runs[0]?.shardBytes ?? 0)} KB on the wire) started after the keydown in ${started} of ${RUNS} runs; each run: ${runs.map((r) => r.firstMs.toFixed(0)).join(', ')} ms. Usual case: the shards had arrived before the keystroke in ${usual.length - usual.filter((r) => !r.shardDoneBeforeKeystroke).length} of ${RUNS} runs; each run: ${usual.map((r) => r.firstMs.toFixed(0)).join(', ')} ms.`;
  const skipped = runs.reduce((sum, r) => sum + r.skipped, 0);
  if (skipped) body += ` ${skipped} later keystrokes left the results unchanged and are not counted.`;
  body += '\n\nShards:\n\n';
  body += table(
    ['locale', 'tag', 'file', 'raw KB', 'gzip KB'],
    sizes.map((s) => [s.locale, s.tag, s.file, kb(s.raw), kb(s.gzip)]),
  );
} finally {
  await browser.close();
  server.close();
}
report(`Search${smoke ? ' (smoke)' : ''}`, body);
