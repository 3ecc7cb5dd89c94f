// @ts-check
/**
 * Main-thread busy time of two builds of this site, page kind by page kind (home, a doc, a blog post, the long
 * reference doc, a Chinese doc, the not-found page), loaded in turn as bench/mainthread.mjs does with ours and the
 * starter's: what a change costs, measured against the build before it in one run. Chromium at 4x CPU throttling, cold cache, 412 px wide, median of 7 loads per page.
 *
 *   node bench/compare.mjs --before <build dir> [--after <build dir, default build/>] [--port <first of two ports>]
 *
 * Appends the figures to bench/results.md. Not part of `npm run bench`: it needs a second build.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {serve} from '../scripts/serve.mjs';
import {report, siteDir, table} from './lib.mjs';
import {TRACE_RUNS, measureBusyTime} from './mainthread.mjs';

const {values} = parseArgs({
  options: {
    before: {type: 'string'},
    after: {type: 'string', default: path.join(siteDir, 'build')},
    port: {type: 'string', default: '4311'},
  },
});
if (!values.before) {
  console.error('Usage: node bench/compare.mjs --before <build dir> [--after <build dir>] [--port <port>]');
  process.exit(2);
}
const before = path.resolve(values.before);
const after = path.resolve(values.after);
const port = Number(values.port);

const kinds = [
  {kind: 'home', path: '/'},
  {kind: 'doc', path: '/docs/quick-start'},
  {kind: 'blog post', path: '/blog/farm-1-0'},
  {kind: 'long reference doc', path: '/docs/config/compilation-options'},
  {kind: 'zh doc', path: '/zh/docs/quick-start'},
  {kind: 'not-found page', path: '/docs/no-such-page'},
];

const afterServer = await serve({dir: after, port, host: '127.0.0.1'});
const beforeServer = await serve({dir: before, port: port + 1, host: '127.0.0.1'});
try {
  const busy = await measureBusyTime(
    kinds.map((k) => ({
      kind: k.kind,
      ours: `http://127.0.0.1:${port}${k.path}`,
      starter: `http://127.0.0.1:${port + 1}${k.path}`,
    })),
  );
  const body =
    `Main-thread busy time of two builds, ${path.relative(siteDir, after) || after} (after) and ${before} (before): ` +
    `Chromium at 4x CPU throttling, cold cache, 412 px wide, median of ${TRACE_RUNS} loads per page, the two builds in turn.\n\n` +
    table(
      ['kind', 'after ms', 'before ms', 'after / before'],
      busy.map((b) => [
        b.kind,
        Math.round(b.ours),
        Math.round(b.starter),
        (b.ours / Math.max(1, b.starter)).toFixed(2),
      ]),
    );
  // Each run's heading names its time: results.md keeps every run, and Markdown headings must differ.
  report(`Busy time, two builds (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`, body);
} finally {
  afterServer.close();
  beforeServer.close();
}
