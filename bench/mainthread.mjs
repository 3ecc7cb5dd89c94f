// @ts-check
/**
 * Main-thread busy time, a steadier figure than Lighthouse's simulated TBT: Chromium at 4x CPU throttling
 * loads a page with a cold cache while a performance trace records; the figure is the sum of the top-level
 * tasks (`RunTask`) on the page renderer's main thread from the navigation until the network and then the main
 * thread are idle (untilIdle).
 * Median of 7 loads per page, ours and the bare Docusaurus starter's page of the same kind interleaved.
 * Each page is also loaded with JavaScript off: what is left is its HTML and CSS alone (parse, style, layout,
 * paint) plus the browser's own work, a floor that no change to the scripts can go below.
 * Used by bench/lighthouse.mjs (full mode).
 */
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../scripts/chromium.mjs';
import {median} from './lib.mjs';

export const TRACE_RUNS = 7;
const CPU_SLOWDOWN = 4;

/**
 * @typedef {{ph: string, name: string, pid: number, tid: number, dur?: number, args?: {name?: string, data?: {url?: string}}}} TraceEvent
 */

/**
 * The busy time of the renderer whose main thread parsed `url`'s HTML, in ms.
 * @param {TraceEvent[]} events
 * @param {string} url
 */
export function busyTime(events, url) {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The renderer of the page: the main thread that sent the document request or parsed its HTML.
  const pageThread = events.find(
    (e) =>
      mainThreads.has(`${e.pid}:${e.tid}`) &&
      (e.name === 'ParseHTML' || e.name === 'ResourceSendRequest') &&
      (e.args?.data?.url ?? '').startsWith(url),
  );
  const key = pageThread ? `${pageThread.pid}:${pageThread.tid}` : [...mainThreads][0];
  const micros = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && `${e.pid}:${e.tid}` === key)
    .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  return micros / 1000;
}

/**
 * Waits for the network to be idle, then for the page's main thread: five idle periods in a row with at
 * least 45 ms left (the browser grants 50 at most), or 20 s. A long page can be loaded, network idle,
 * before it has hydrated: network idle alone left the long reference doc's hydration out of its figure.
 * @param {import('@playwright/test').Page} page
 */
export async function untilIdle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    (timeout) =>
      new Promise((resolve) => {
        const end = performance.now() + timeout;
        let quiet = 0;
        /** @param {IdleDeadline} deadline */
        const tick = (deadline) => {
          quiet = deadline.timeRemaining() >= 45 ? quiet + 1 : 0;
          if (quiet >= 5 || performance.now() > end) resolve(undefined);
          else requestIdleCallback(tick);
        };
        requestIdleCallback(tick);
      }),
    20_000,
  );
}

/** How long a page with JavaScript off is traced after the network is idle, in ms. */
const NO_SCRIPTS_SETTLE = 2000;

/** The phone the figures are for (Lighthouse's mobile preset is 412 px wide). */
export const PHONE = {width: 412, height: 823};

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {{width: number, height: number}} viewport
 * @param {boolean} [scripts] false: JavaScript off
 */
async function traceOnce(browser, url, viewport, scripts = true) {
  const context = await browser.newContext({viewport, javaScriptEnabled: scripts});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await browser.startTracing(page, {categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline']});
  await page.goto(url);
  // With scripts off, idle callbacks never run: after the network is idle, only rendering can be left.
  if (scripts) await untilIdle(page);
  else await page.waitForLoadState('networkidle').then(() => page.waitForTimeout(NO_SCRIPTS_SETTLE));
  const buffer = await browser.stopTracing();
  await context.close();
  /** @type {{traceEvents: TraceEvent[]}} */
  const trace = JSON.parse(buffer.toString('utf8'));
  return busyTime(trace.traceEvents, url);
}

/**
 * @typedef {{kind: string, ours: number, starter: number, oursNoScripts?: number, starterNoScripts?: number}} BusyTimes
 */

/**
 * Median busy time of each pair's two pages, loaded in turn (ours first on even runs, the starter's first on
 * odd ones).
 * @param {{kind: string, ours: string, starter: string}[]} pairs full URLs
 * @param {{width: number, height: number}} [viewport] the window, a phone's unless given
 * @param {{noScripts?: boolean}} [options] noScripts: each page again with JavaScript off, in the same turn
 * @returns {Promise<BusyTimes[]>}
 */
export async function measureBusyTime(pairs, viewport = PHONE, {noScripts = false} = {}) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    /** @typedef {'ours' | 'starter'} Side */
    /** @type {Map<string, Record<Side | 'oursNoScripts' | 'starterNoScripts', number[]>>} */
    const samples = new Map(
      pairs.map((p) => [p.kind, {ours: [], starter: [], oursNoScripts: [], starterNoScripts: []}]),
    );
    for (let run = 0; run < TRACE_RUNS; run += 1) {
      for (const pair of pairs) {
        const entry = samples.get(pair.kind);
        if (!entry) continue;
        /** @type {Side[]} */
        const order = run % 2 ? ['starter', 'ours'] : ['ours', 'starter'];
        for (const side of order) {
          entry[side].push(await traceOnce(browser, pair[side], viewport));
          if (noScripts) entry[`${side}NoScripts`].push(await traceOnce(browser, pair[side], viewport, false));
        }
      }
    }
    return pairs.map((p) => {
      const entry = samples.get(p.kind);
      return {
        kind: p.kind,
        ours: median(entry?.ours ?? []),
        starter: median(entry?.starter ?? []),
        ...(noScripts
          ? {oursNoScripts: median(entry?.oursNoScripts ?? []), starterNoScripts: median(entry?.starterNoScripts ?? [])}
          : {}),
      };
    });
  } finally {
    await browser.close();
  }
}

/**
 * What a pair's busy times say against a ratio goal.
 * - ratio: ours over the starter's.
 * - floor: ours with JavaScript off over the starter's with it on, the lowest ratio a change to our scripts
 *   could reach.
 * - scripts: the time scripts add to ours (with them on, less with them off) over the time they add to the
 *   starter's.
 * @param {BusyTimes} b
 */
export function busyRatios(b) {
  const over = (/** @type {number} */ x, /** @type {number} */ y) => (y > 0 ? x / y : NaN);
  return {
    ratio: over(b.ours, b.starter),
    floor: b.oursNoScripts === undefined ? NaN : over(b.oursNoScripts, b.starter),
    scripts:
      b.oursNoScripts === undefined || b.starterNoScripts === undefined
        ? NaN
        : over(b.ours - b.oursNoScripts, b.starter - b.starterNoScripts),
  };
}
