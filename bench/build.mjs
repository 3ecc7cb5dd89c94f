// @ts-check
/**
 * The full production build (both locales) timed on this machine, with its
 * peak memory (GNU time), and the dev server's time to first page.
 * `--smoke`: the dev server measurement only (npm test already builds).
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {report, siteDir, smoke, table} from './lib.mjs';

/** @returns {{seconds: number, peakMiB: number}} */
function timedBuild() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-build-'));
  const start = Date.now();
  const {status, stderr} = spawnSync('/usr/bin/time', ['-v', 'npx', 'docusaurus', 'build', '--out-dir', outDir], {
    cwd: siteDir,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const seconds = (Date.now() - start) / 1000;
  fs.rmSync(outDir, {recursive: true, force: true});
  if (status !== 0) throw new Error(`build failed:\n${stderr.slice(-2000)}`);
  const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN);
  return {seconds, peakMiB: kb / 1024};
}

/** @returns {Promise<number>} seconds from spawning `npm start`'s script to the first page with content */
async function devServerFirstPage() {
  const port = 4310;
  const start = Date.now();
  const args = ['scripts/start.mjs', '--port', String(port), '--host', '127.0.0.1', '--no-open'];
  const child = spawn(process.execPath, args, {
    cwd: siteDir,
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (Date.now() - start > 300_000) throw new Error('dev server did not answer within 5 minutes');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/docs/quick-start`);
        if (res.ok && (await res.text()).includes('__docusaurus')) return (Date.now() - start) / 1000;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    if (child.pid) process.kill(-child.pid);
  }
}

const rows = [];
if (!smoke) {
  const build = timedBuild();
  rows.push([
    'full production build, en + zh',
    `${build.seconds.toFixed(1)} s`,
    `${build.peakMiB.toFixed(0)} MiB peak`,
    '<= 90 s',
  ]);
}
const dev = await devServerFirstPage();
rows.push(['dev server (en), first page', `${dev.toFixed(1)} s`, '', '<= 20 s']);
report(`Build and dev server${smoke ? ' (smoke)' : ''}`, table(['what', 'time', 'memory', 'target'], rows));
