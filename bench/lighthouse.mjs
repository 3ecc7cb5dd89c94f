// @ts-check
/**
 * Lighthouse (mobile preset, simulated throttling) on the production build
 * served with gzip on 127.0.0.1, median of 3 runs per page, beside a bare
 * `create-docusaurus` classic TypeScript site of the same Docusaurus version
 * built and served the same way. Prints score, LCP, TBT, CLS and transferred
 * JavaScript. `--smoke`: one run of the home page, no reference site.
 */
import {execSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {serve} from '../scripts/serve.mjs';
import {chromiumFlags, chromiumPath, median, report, siteDir, smoke, table} from './lib.mjs';

const pages = smoke
  ? ['/']
  : [
      '/',
      '/docs/quick-start',
      '/docs/config/compilation-options',
      '/docs/0.x/concepts',
      '/blog/farm-1-0',
      '/search',
      '/zh/',
    ];
const runs = smoke ? 1 : 3;

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
const loadBefore = await settle();
const ours = await measure(buildDir, pages, 4301);
const kb = (/** @type {number} */ b) => (b / 1024).toFixed(1);
const rows = Object.entries(ours).map(([p, s]) => [
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
let body = `Lighthouse ${runs === 1 ? '1 run' : `median of ${runs} runs`}, mobile preset (simulated throttling), build served with gzip on 127.0.0.1; one-minute load average ${loadBefore.toFixed(2)} at the start.\n\n`;
body += table(['page', 'perf', 'a11y', 'best practices', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB'], rows);

if (bare) {
  try {
    await settle();
    const ref = (await measure(bare.build, ['/'], 4302))['/'];
    const home = ours['/'];
    if (ref && home) {
      const ratio = home.js / ref.js;
      body += `\n\nReference: bare create-docusaurus ${bare.version} classic TypeScript site, home page: perf ${ref.perf}, LCP ${Math.round(ref.lcp)} ms, TBT ${Math.round(ref.tbt)} ms, CLS ${ref.cls.toFixed(3)}, JS ${kb(ref.js)} KiB.`;
      body += `\nHome page JS: ${kb(home.js)} KiB, ${((ratio - 1) * 100).toFixed(1)} % ${ratio >= 1 ? 'above' : 'below'} the bare site (budget: within 10 %).`;
    }
  } finally {
    fs.rmSync(bare.dir, {recursive: true, force: true});
  }
}
report(`Lighthouse${smoke ? ' (smoke)' : ''}`, body);
