// @ts-check
/**
 * Lighthouse (mobile preset, simulated throttling) on the production build
 * served with gzip on 127.0.0.1, beside a bare `create-docusaurus` classic
 * TypeScript site of the same Docusaurus version built and served the same
 * way. Each page kind (home, a doc, a blog post, and our longest reference
 * page against the starter's doc) is measured 5 times, ours and the starter's
 * page in turn, and the medians are compared: performance difference and TBT
 * ratio against the goals below. Then the main-thread busy time of the same
 * pairs from a trace at 4x CPU throttling (bench/mainthread.mjs), median of 7,
 * 412 px wide, with each page also loaded with JavaScript off (the floor that
 * script changes cannot go below), and of the doc and blog post pairs again at
 * desktop width.
 * Our other page kinds get 3 runs, alone. `--smoke`: one run of our home page,
 * no reference site.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serve} from '../scripts/serve.mjs';
import {chromiumFlags, chromiumPath, median, report, siteDir, smoke, table} from './lib.mjs';
import {TRACE_RUNS, busyRatios, measureBusyTime} from './mainthread.mjs';

/** A desktop window, for the busy-time figure of the page kinds with a sidebar. */
const DESKTOP = {width: 1280, height: 800};

/** Our page and the bare starter's page of the same kind. */
const pairs = [
  {kind: 'home', ours: '/', starter: '/'},
  {kind: 'doc', ours: '/docs/quick-start', starter: '/docs/intro'},
  {kind: 'blog post', ours: '/blog/farm-1-0', starter: '/blog/welcome'},
  {kind: 'long reference doc', ours: '/docs/config/compilation-options', starter: '/docs/intro'},
];
const pages = smoke ? ['/'] : ['/docs/0.x/concepts', '/search', '/zh/'];
const runs = smoke ? 1 : 3;
const PAIR_RUNS = 5;

/** @typedef {{perf: number, a11y: number, bp: number, seo: number, lcp: number, tbt: number, cls: number, js: number}} Scores */

/**
 * @param {string} url
 * @param {number} port Chrome debugging port
 * @returns {Promise<Scores>}
 */
async function audit(url, port) {
  const result = await lighthouse(url, {port, output: 'json', logLevel: 'error'}, undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const {lhr} = result;
  const score = (/** @type {string} */ c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (/** @type {string} */ a) => lhr.audits[a]?.numericValue ?? NaN;
  /** @type {{resourceType: string, transferSize: number}[]} */
  const items = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    js: items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
  };
}

/**
 * @param {string} dir build folder
 * @param {string[]} paths
 * @param {number} port
 */
async function measure(dir, paths, port) {
  const server = await serve({dir, port, host: '127.0.0.1'});
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: chromiumFlags});
  /** @type {Record<string, Scores>} */
  const out = {};
  try {
    for (const p of paths) {
      /** @type {Scores[]} */
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await audit(`http://127.0.0.1:${port}${p}`, chrome.port));
      /** @type {any} */
      const m = {};
      for (const key of /** @type {(keyof Scores)[]} */ (Object.keys(samples[0] ?? {})))
        m[key] = median(samples.map((s) => s[key]));
      out[p] = m;
    }
  } finally {
    await chrome.kill();
    server.close();
  }
  return out;
}

/** Creates, installs and builds a bare create-docusaurus site of the same version. */
function bareSite() {
  const version = JSON.parse(
    fs.readFileSync(path.join(siteDir, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-docusaurus-'));
  const run = (/** @type {string} */ cmd, /** @type {string} */ cwd) => execSync(cmd, {cwd, stdio: 'inherit'});
  run(`npx --yes create-docusaurus@${version} site classic --typescript --skip-install --package-manager npm`, dir);
  const site = path.join(dir, 'site');
  run('npm install --no-audit --no-fund', site);
  run('npx docusaurus build', site);
  return {dir, build: path.join(site, 'build'), version};
}

const buildDir = process.env.BENCH_BUILD_DIR ?? path.join(siteDir, 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html')))
  throw new Error(`no build at ${buildDir}: run npm run build first`);

/**
 * Lighthouse's simulated throttling scales the CPU time it observes, so a machine still busy (a build, an npm
 * install) inflates TBT. Waits up to two minutes for the one-minute load average to fall below 1.
 */
async function settle() {
  const load = () => os.loadavg()[0] ?? 0;
  const until = Date.now() + 120_000;
  while (load() >= 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5000));
  return load();
}

// The reference site is created and built first, so that both sites are measured on a settled machine.
const bare = smoke ? undefined : bareSite();
const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
/** @param {Record<string, Scores>} scores */
const rowsOf = (scores) =>
  Object.entries(scores).map(([p, s]) => [
    p,
    s.perf,
    s.a11y,
    s.bp,
    s.seo,
    Math.round(s.lcp),
    Math.round(s.tbt),
    s.cls.toFixed(3),
    kb(s.js),
  ]);
const header = ['page', 'perf', 'a11y', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB'];

/** @param {Scores[]} samples */
function medians(samples) {
  /** @type {any} */
  const m = {};
  for (const key of /** @type {(keyof Scores)[]} */ (Object.keys(samples[0] ?? {})))
    m[key] = median(samples.map((s) => s[key]));
  return /** @type {Scores} */ (m);
}

/**
 * Each pair's two pages in turn, `PAIR_RUNS` times (ours first on even runs, the starter's first on odd ones),
 * with both sites served at once.
 * @param {string} starterBuild
 */
async function measurePairs(starterBuild) {
  const oursServer = await serve({dir: buildDir, port: 4301, host: '127.0.0.1'});
  const starterServer = await serve({dir: starterBuild, port: 4302, host: '127.0.0.1'});
  const chrome = await chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: chromiumFlags});
  /** @type {Map<string, {ours: Scores[], starter: Scores[]}>} */
  const samples = new Map(pairs.map((p) => [p.kind, {ours: [], starter: []}]));
  try {
    for (let run = 0; run < PAIR_RUNS; run += 1) {
      for (const pair of pairs) {
        const entry = samples.get(pair.kind);
        if (!entry) continue;
        /** @type {('ours' | 'starter')[]} */
        const order = run % 2 ? ['starter', 'ours'] : ['ours', 'starter'];
        for (const side of order) {
          const port = side === 'ours' ? 4301 : 4302;
          entry[side].push(await audit(`http://127.0.0.1:${port}${pair[side]}`, chrome.port));
        }
      }
    }
  } finally {
    await chrome.kill();
    oursServer.close();
    starterServer.close();
  }
  return pairs.map((pair) => ({
    ...pair,
    ours: medians(samples.get(pair.kind)?.ours ?? []),
    starter: medians(samples.get(pair.kind)?.starter ?? []),
    oursPath: pair.ours,
    starterPath: pair.starter,
  }));
}

let body = '';
if (bare) {
  try {
    const loadBefore = await settle();
    const measured = await measurePairs(bare.build);
    body += `Lighthouse, mobile preset (simulated throttling), both builds served with gzip on 127.0.0.1; median of ${PAIR_RUNS} runs per page, ours and the bare create-docusaurus ${bare.version} classic TypeScript site's page of the same kind in turn; one-minute load average ${loadBefore.toFixed(2)} at the start. Goals: perf at least the starter's + 5 and TBT at most 0.6x the starter's; for the long reference doc, TBT at most the starter doc's.\n\n`;
    body += table(
      [
        'kind',
        'ours',
        'starter',
        'perf ours / starter',
        'perf diff',
        'TBT ms ours / starter',
        'TBT ratio',
        'goal',
        'LCP ms ours / starter',
        'CLS ours',
        'JS KiB ours / starter',
      ],
      measured.map((m) => {
        const ratio = m.ours.tbt / Math.max(1, m.starter.tbt);
        const reference = m.kind === 'long reference doc';
        const met = reference ? ratio <= 1 : m.ours.perf >= m.starter.perf + 5 && ratio <= 0.6;
        return [
          m.kind,
          m.oursPath,
          m.starterPath,
          `${m.ours.perf} / ${m.starter.perf}`,
          `${m.ours.perf - m.starter.perf >= 0 ? '+' : ''}${m.ours.perf - m.starter.perf}`,
          `${Math.round(m.ours.tbt)} / ${Math.round(m.starter.tbt)}`,
          ratio.toFixed(2),
          met ? 'met' : '**missed**',
          `${Math.round(m.ours.lcp)} / ${Math.round(m.starter.lcp)}`,
          m.ours.cls.toFixed(3),
          `${kb(m.ours.js)} / ${kb(m.starter.js)}`,
        ];
      }),
    );
    const home = measured.find((m) => m.kind === 'home');
    if (home) {
      const jsRatio = home.ours.js / home.starter.js;
      body += `\n\nHome page JS: ${kb(home.ours.js)} KiB, ${((jsRatio - 1) * 100).toFixed(1)} % ${jsRatio >= 1 ? 'above' : 'below'} the bare site's ${kb(home.starter.js)} KiB (budget: within 10 %). a11y, best practices and SEO of our pages: ${measured.map((m) => `${m.oursPath} ${m.ours.a11y}/${m.ours.bp}/${m.ours.seo}`).join(', ')}.`;
    }

    await settle();
    const oursServer = await serve({dir: buildDir, port: 4301, host: '127.0.0.1'});
    const starterServer = await serve({dir: bare.build, port: 4302, host: '127.0.0.1'});
    try {
      const urlPairs = pairs.map((p) => ({
        kind: p.kind,
        ours: `http://127.0.0.1:4301${p.ours}`,
        starter: `http://127.0.0.1:4302${p.starter}`,
      }));
      const busy = await measureBusyTime(urlPairs, undefined, {noScripts: true});
      body += `\n\nMain-thread busy time (top-level tasks of the page's renderer main thread, from navigation until the network and then the main thread are idle), Chromium at 4x CPU throttling, cold cache, 412 px wide; median of ${TRACE_RUNS} loads per page, in turn. Goal: ours at most 0.6x the starter's. Each page was also loaded with JavaScript off: that figure is its HTML and CSS alone plus the browser's own work, so "floor" (ours with scripts off over the starter's with scripts on) is the lowest ratio any change to our scripts could reach, and "scripts" compares what scripts add to each page (with scripts on, less with scripts off).\n\n`;
      body += table(
        [
          'kind',
          'ours ms',
          'starter ms',
          'ratio',
          'goal',
          'ours, scripts off ms',
          'starter, scripts off ms',
          'floor',
          'scripts',
        ],
        busy.map((b) => {
          const r = busyRatios(b);
          return [
            b.kind,
            Math.round(b.ours),
            Math.round(b.starter),
            r.ratio.toFixed(2),
            r.ratio <= 0.6 ? 'met' : r.floor > 0.6 ? '**missed** (floor above 0.6)' : '**missed**',
            Math.round(b.oursNoScripts ?? NaN),
            Math.round(b.starterNoScripts ?? NaN),
            r.floor.toFixed(2),
            r.scripts.toFixed(2),
          ];
        }),
      );
      // A desktop window shows the docs sidebar and the navbar's links, whose prefetching the phone never does.
      const desktop = await measureBusyTime(
        urlPairs.filter((p) => p.kind === 'doc' || p.kind === 'blog post'),
        DESKTOP,
      );
      body += `\n\nThe same at ${DESKTOP.width} px wide (a desktop window: the docs sidebar and the navbar's links are shown), for reference; no goal.\n\n`;
      body += table(
        ['kind', 'ours ms', 'starter ms', 'ratio'],
        desktop.map((b) => [
          b.kind,
          Math.round(b.ours),
          Math.round(b.starter),
          (b.ours / Math.max(1, b.starter)).toFixed(2),
        ]),
      );
    } finally {
      oursServer.close();
      starterServer.close();
    }
  } finally {
    fs.rmSync(bare.dir, {recursive: true, force: true});
  }
}

const loadAlone = await settle();
const ours = await measure(buildDir, pages, 4301);
body += `${body ? '\n\n' : ''}${smoke ? '' : 'Our other page kinds, alone: '}Lighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`}, mobile preset (simulated throttling), build served with gzip on 127.0.0.1; one-minute load average ${loadAlone.toFixed(2)} at the start.\n\n`;
body += table(header, rowsOf(ours));
report(`Lighthouse${smoke ? ' (smoke)' : ''}`, body);
