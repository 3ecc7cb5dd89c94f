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
 * Texts: one word (`a` repeated), the costliest for typo matching; distinct
 * short words (`w0 w1 …`), many words with parts; the one- and two-letter
 * words that start the most terms of the en current docs shard (read from
 * the build), the costliest prefixes; and, for reference, a natural question
 * of 11 words. Each is measured beside the normal query, in turn, and
 * compared by median: the renderer's main-thread CPU time (the thread time
 * of its top-level tasks in a Chrome trace) and busy time (Chrome's
 * TaskDuration, wall time, which a loaded machine inflates) from the input to
 * a quiet page, its JavaScript heap afterwards (JSHeapUsedSize), and its peak
 * resident memory over the query (the kernel's VmHWM, reset before it). The
 * verdict reads CPU time.
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

/** A natural question of 11 words (9 once the stop words go). */
const QUESTION = 'how can I make persistent cache work with server side rendering in react';

/** The words of `length` letters that start the most terms of the en current docs shard, most first. @param {number} length */
function commonPrefixes(length) {
  const dir = path.join(buildDir, 'search-index');
  /** @type {{shards: {language: string, tag: string, file: string}[]}} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
  const shard = manifest.shards.find((s) => s.language === 'en' && s.tag === 'docs-default-current');
  if (!shard) throw new Error('The build has no en current docs shard');
  /** @type {{index: {terms: [string, ...unknown[]][]}}} */
  const file = JSON.parse(fs.readFileSync(path.join(dir, shard.file), 'utf8'));
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const [term] of file.index.terms)
    if (/^[a-z0-9]+$/.test(term) && term.length > length)
      counts.set(term.slice(0, length), (counts.get(term.slice(0, length)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).map(([prefix]) => prefix);
}

/** @param {string[]} words @param {number} length */
function repeated(words, length) {
  let text = '';
  while (text.length < length) text += `${words.join(' ')} `;
  return text.slice(0, length);
}

/** @param {number} length */
function texts(length) {
  let words = '';
  for (let i = 0; words.length < length; i++) words += `w${i.toString(36)} `;
  return {
    'one word': 'a'.repeat(length),
    'distinct words': words.slice(0, length),
    'one-letter words': repeated(commonPrefixes(1), length),
    'two-letter words': repeated(commonPrefixes(2).slice(0, 64), length),
    '11-word question': QUESTION,
  };
}

/**
 * The thread time of the top-level tasks of the renderers' main threads in
 * a Chrome trace, in ms (a task nested in another counts once).
 * @param {{traceEvents: {name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: {name?: string}}[]}} trace
 */
function mainThreadCpuMs({traceEvents}) {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = traceEvents
    .filter((e) => e.ph === 'X' && e.name === 'ThreadControllerImpl::RunTask' && mainThreads.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts);
  /** @type {Map<string, number>} */
  const endOf = new Map();
  let us = 0;
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (endOf.get(thread) ?? 0)) continue;
    endOf.set(thread, task.ts + (task.dur ?? 0));
    us += task.tdur ?? 0;
  }
  return us / 1000;
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
 * @typedef {{cpuMs: number, busyMs: number, heapMb: number, peakMb: number} | {timedOut: true}} Cost
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
  await browser.startTracing(page, {categories: ['toplevel']});
  const before = await metrics();
  const run = (async () => {
    await entry.query(page, text);
    await quiet(page);
  })();
  const timedOut = await Promise.race([
    run.then(() => false),
    new Promise((resolve) => setTimeout(() => resolve(true), TIMEOUT_MS)),
  ]);
  const after = timedOut ? undefined : await metrics();
  const trace = await browser.stopTracing();
  if (!after) {
    run.catch(() => undefined);
    return {timedOut: true};
  }
  const peak = Math.max(...pids.map((pid) => statusKb(pid, 'VmHWM')));
  return {
    cpuMs: mainThreadCpuMs(JSON.parse(trace.toString('utf8'))),
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

/** @param {Cost[]} costs @param {'cpuMs' | 'busyMs' | 'heapMb' | 'peakMb'} key */
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
        rows.push([entry.name, shape, `timed out after ${TIMEOUT_MS / 1000} s`, '', '', '', '', '**over budget**']);
        continue;
      }
      const extraMs = med(bad, 'cpuMs') - med(normal, 'cpuMs');
      const extraMb = Math.max(med(bad, 'heapMb') - med(normal, 'heapMb'), med(bad, 'peakMb') - med(normal, 'peakMb'));
      const ok = extraMs <= BUDGET.extraMs && extraMb <= BUDGET.extraMb;
      rows.push([
        entry.name,
        shape,
        `${med(normal, 'cpuMs').toFixed(0)} / ${med(bad, 'cpuMs').toFixed(0)}`,
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
let body = `Build in ${build} served by scripts/serve.mjs on 127.0.0.1, worst texts of ${LENGTH.toLocaleString('en')} characters (the question excepted) against the normal query "${NORMAL}", ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} each, index already loaded. Main thread, from the input to ${QUIET_MS} ms without a change in the page: CPU, the thread time of the renderer's top-level tasks in a trace; busy, its TaskDuration (wall time); heap: JSHeapUsedSize afterwards; peak: the renderer's peak resident memory over the query above its size before. Budget: ${BUDGET.extraMs} ms of main-thread CPU and ${BUDGET.extraMb} MB (heap or peak, the larger) more than the normal query.\n\n`;
body += table(
  ['entry point', 'text', 'main thread CPU ms (normal / worst)', 'busy ms', 'heap MB', 'peak MB', 'worst − normal', ''],
  rows,
);
report(`Search, worst input${smoke ? ' (smoke)' : ''}`, body);
