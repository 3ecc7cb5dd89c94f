import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {
  block,
  docPage,
  freePort,
  get,
  npm,
  npmInstall,
  npmLines,
  plain,
  served,
  startNpm,
  stopAll,
  titled,
  until,
  type Server,
} from './farm-project';

/**
 * The tutorial's second and third parts (tutorials/start.md, tutorials/build.md), done with the real
 * Farm on the project of part one: the files and commands are read from the pages, and the test
 * checks what the pages say happens. Two changes a reader would not make: the config's
 * `port: 9000` becomes a free port (other test runs share this machine), and `open: true` is left
 * out (there is no browser to open).
 */
const FARM = {core: '1.7.11', cli: '1.0.5'};

const create = docPage('tutorials/create.md');
const start = docPage('tutorials/start.md');
const build = docPage('tutorials/build.md');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-tutorial-2-'));
const file = (rel: string) => path.join(dir, rel);
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(file(rel)), {recursive: true});
  fs.writeFileSync(file(rel), text);
};
const read = (rel: string) => fs.readFileSync(file(rel), 'utf8');

let devPort = 0;
/** A page's config with the dev server on this run's port (and no browser to open). */
const config = (code: string) => code.replace(/port: 9000/, `port: ${devPort}`).replace(/^\s*open: true,\n/m, '');

let dev: Server | undefined;
let backend: http.Server | undefined;

/** Scripts and style sheets of the page the dev server serves, concatenated. */
async function servedCode(port: number): Promise<string> {
  const html = (await get(`http://localhost:${port}/`)) ?? '';
  const refs = [...html.matchAll(/<(?:script|link)[^>]*\s(?:src|href)=["']?([^"' >]+\.(?:js|css))/g)].map((m) => m[1]!);
  const parts = await Promise.all(refs.map((ref) => get(new URL(ref, `http://localhost:${port}/`).href)));
  return html + parts.join('\n');
}

function runBuild(...extra: string[]): {log: string; files: string[]} {
  const [args] = npmLines(block(build, 'bash', /^npm run build$/m));
  const result = npm(dir, [...args!, ...(extra.length > 0 ? ['--', ...extra] : [])]);
  const log = plain(`${result.stdout}${result.stderr}`);
  if (result.status !== 0) throw new Error(`build failed:\n${log}`);
  return {log, files: fs.readdirSync(file('dist')).sort()};
}

beforeAll(async () => {
  devPort = await freePort();
  // Part one's project: its files as its page shows them, a favicon, Farm at the documented releases.
  for (const name of ['package.json', 'index.html', 'src/main.ts', 'tsconfig.json'])
    write(name, titled(create, name)[0]!);
  write('public/favicon.ico', 'icon');
  const [core] = npmLines(block(create, 'bash', /npm install -D @farmfe\/core @farmfe\/cli/));
  npmInstall(
    dir,
    core!.map((a) =>
      a.replace(/^@farmfe\/core$/, `@farmfe/core@${FARM.core}`).replace(/^@farmfe\/cli$/, `@farmfe/cli@${FARM.cli}`),
    ),
  );
  if (npm(dir, ['ls', 'koa-compose']).stdout.includes('koa-compose@4.2.0')) {
    const overrides = titled(create, 'package.json').find((code) => code.includes('"overrides"'))!;
    write('package.json', JSON.stringify({...JSON.parse(read('package.json')), ...JSON.parse(overrides)}, null, 2));
    npmInstall(dir, ['install']);
  }
  // Part two's installs and part three's core-js, as the pages give them.
  for (const args of npmLines(block(start, 'bash', /npm install react react-dom/))) npmInstall(dir, args);
  for (const args of npmLines(block(start, 'bash', /@farmfe\/plugin-sass/))) npmInstall(dir, args);
  for (const args of npmLines(block(build, 'bash', /npm install core-js/))) npmInstall(dir, args);
}, 600_000);

afterAll(() => {
  stopAll();
  backend?.close();
  fs.rmSync(dir, {recursive: true, force: true});
});

describe(`tutorial, parts 2 and 3, with @farmfe/core ${FARM.core}`, () => {
  test('React: the dev server serves the component, the config port wins over --port, an edit is reported', async () => {
    write('farm.config.ts', config(titled(start, 'farm.config.ts')[0]!));
    fs.rmSync(file('src/main.ts'));
    write('src/main.tsx', titled(start, 'src/main.tsx')[0]!);
    write('src/App.tsx', titled(start, 'src/App.tsx')[0]!);
    const tag = titled(start, 'index.html')[0]!.trim();
    write('index.html', read('index.html').replace(/<script src="\.\/src\/main\.ts"><\/script>/, tag));
    expect(read('index.html')).toContain(tag);

    const [args] = npmLines(block(create, 'bash', /^npm run dev$/m));
    const flagPort = await freePort();
    dev = startNpm(dir, [...args!, '--', '--port', String(flagPort)]);
    await served('the dev server answers', `http://localhost:${devPort}/`, 120_000);
    // "a value written in farm.config.ts wins over the flag"
    expect(await get(`http://localhost:${flagPort}/`)).toBeUndefined();
    const code = await servedCode(devPort);
    expect(code.includes('Farm + React')).toBe(true);
    expect(code.includes('react/jsx-runtime')).toBe(true);
    expect(code.includes('$RefreshSig$')).toBe(true);

    write('src/App.tsx', read('src/App.tsx').replace('<h1>Farm + React</h1>', '<h1>Farm + React, edited</h1>'));
    await until('the edit is reported', () => /src\/App\.tsx updated in \d+ms/.test(dev!.log()), 30_000);
    expect(start).toContain('`src/App.tsx updated in 5ms`');
  }, 240_000);

  test('a config edit restarts the server with the old options; after a manual restart Sass and the proxy work', async () => {
    const backendPort = await freePort();
    backend = http.createServer((req, res) => res.end(`backend saw ${req.url}`)).listen(backendPort);
    const serverConfig = titled(start, 'farm.config.ts').find((c) => c.includes('proxy'))!;
    expect(serverConfig).toContain("target: 'http://localhost:3000'");
    write('farm.config.ts', config(serverConfig).replace('http://localhost:3000', `http://localhost:${backendPort}`));
    // Farm notices the change and restarts by itself, but the restarted 1.7.11 server keeps the
    // options it started with: no proxy, /api answers with the page. The page says so.
    await until(
      'the restarted server',
      () => dev!.log().split('Ready in').length > 2,
      60_000,
      () => dev!.log(),
    );
    expect(dev!.log()).toContain('farm.config.ts changed, server will restart.');
    expect(await get(`http://localhost:${devPort}/api/todos`)).toMatch(/<div id=["']?root["']?>/);
    expect(start).toContain('the restarted server keeps the plugins and server options it started with');

    write('src/App.module.scss', titled(start, 'src/App.module.scss')[0]!);
    write('src/App.tsx', titled(start, 'src/App.tsx')[1]!);
    write('src/env.d.ts', titled(start, 'src/env.d.ts')[0]!);
    dev!.stop();
    await until('the old server stops', async () => (await get(`http://localhost:${devPort}/`)) === undefined, 30_000);
    dev = startNpm(dir, ['run', 'dev']);
    await until(
      '/api/todos reaches the back end',
      async () => (await get(`http://localhost:${devPort}/api/todos`)) === 'backend saw /todos',
      60_000,
      () => dev!.log(),
    );
    const code = await servedCode(devPort);
    expect(code.includes('#7c3aed')).toBe(true);
    expect(/card-[0-9a-f]{8}/.test(code)).toBe(true);
    dev!.stop();
  }, 240_000);

  test('`npm run build` prints the quoted messages and writes the output the page lists', () => {
    const {log, files} = runBuild();
    for (const line of block(build, 'text', /Build completed in/).split('\n')) {
      for (const part of line.split(/\d+ms/).map((p) => p.trim())) expect(log).toContain(part);
    }
    // The listing: index.html, favicon.ico, one own script and one style sheet with source maps, and
    // "three more index_….js resources" from node_modules.
    const listing = [...block(build, 'text', /^dist\/$/m).matchAll(/── (\S+)/g)].map((m) => m[1]!);
    expect(listing).toContain('index.html');
    expect(files).toEqual(expect.arrayContaining(['favicon.ico', 'index.html']));
    const hashed = /^index_[0-9a-f]{4}\.[0-9a-f]{8}\.(js|css)(\.map)?$/;
    for (const name of listing.filter((n) => n.startsWith('index_'))) expect(name).toMatch(hashed);
    const kind = (re: RegExp) => files.filter((f) => re.test(f)).length;
    expect(
      files.filter((f) => !['favicon.ico', 'index.html'].includes(f)).every((f) => hashed.test(f)),
      files.join(' '),
    ).toBe(true);
    expect(kind(/\.js$/)).toBe(4);
    expect(kind(/\.css$/)).toBe(1);
    expect(kind(/\.js\.map$/)).toBe(1);
    expect(kind(/\.css\.map$/)).toBe(1);
    expect(build).toContain('three more `index_….js` resources');
    // Farm's runtime is inline in index.html; its tags point at the hashed files.
    const html = read('dist/index.html');
    for (const [, src] of html.matchAll(/<script src=\/?([^ >]+)/g)) expect(files).toContain(src);
    expect(html).toMatch(/<script>[\s\S]{200,}?<\/script>/);
    const css = files.find((f) => f.endsWith('.css'))!;
    const sheet = read(`dist/${css}`);
    expect(/\.card-[0-9a-f]{8}/.test(sheet) && /7c3aed/i.test(sheet)).toBe(true);
  });

  test('part three config: alias and env variables work, sourcemap: false drops the maps, the file wins over --outDir', () => {
    write('farm.config.ts', config(titled(build, 'farm.config.ts')[0]!));
    write('.env', block(start, 'text', /FARM_APP_TITLE=/));
    // The alias and the env variable, used as the pages show.
    write('src/main.tsx', read('src/main.tsx').replace("from './App'", "from '@/App'"));
    const title = titled(start, 'src/App.tsx')
      .find((c) => c.includes('import.meta.env'))!
      .trim();
    write('src/App.tsx', `${title}\n${read('src/App.tsx').replace('<h1>Farm + React</h1>', '<h1>{title}</h1>')}`);
    expect(read('src/main.tsx')).toContain("from '@/App'");

    const {files} = runBuild('--outDir', 'build');
    expect(fs.existsSync(file('build'))).toBe(false);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    // Output is big: compare booleans so that a failure does not print it.
    const output = files
      .filter((f) => /\.(js|html)$/.test(f))
      .map((f) => read(`dist/${f}`))
      .join('\n');
    expect(output.includes('Farm tutorial')).toBe(true);
    expect(output.includes('never-sent-to-the-browser')).toBe(false);
  });

  test('publicPath prefixes the URLs in index.html', () => {
    const sub = titled(build, 'farm.config.ts').find((c) => c.includes("publicPath: '/my-app/'"))!;
    expect(sub).toBeDefined();
    write('farm.config.ts', read('farm.config.ts').replace("publicPath: '/'", "publicPath: '/my-app/'"));
    runBuild();
    const srcs = [...read('dist/index.html').matchAll(/<script src=([^ >]+)/g)].map((m) => m[1]!);
    expect(srcs.length).toBeGreaterThan(0);
    for (const src of srcs) expect(src.replace(/["']/g, '')).toMatch(/^\/my-app\/index_/);
    write('farm.config.ts', read('farm.config.ts').replace("publicPath: '/my-app/'", "publicPath: '/'"));
    runBuild();
  });

  test('`npm run preview -- --port` serves dist/ and prints its addresses', async () => {
    const [args] = npmLines(block(build, 'bash', /^npm run preview$/m));
    expect(build).toContain('`npm run preview -- --port 8080`');
    const port = await freePort();
    const preview = startNpm(dir, [...args!, '--', '--port', String(port)]);
    try {
      const html = await served('the preview server answers', `http://localhost:${port}/`, 60_000);
      expect(html).toMatch(/<div id=["']?root["']?>/);
      expect(preview.log()).toContain('preview server running at:');
    } finally {
      preview.stop();
    }
  }, 120_000);

  test('`npm run clean` prints the quoted messages', () => {
    const [args] = npmLines(block(build, 'bash', /^npm run clean$/m));
    const first = npm(dir, args!);
    expect(plain(first.stdout + first.stderr)).toContain(`Cache cleaned at ${file('node_modules')}`);
    expect(fs.existsSync(file('node_modules/.farm/cache'))).toBe(false);
    const second = npm(dir, args!);
    expect(plain(second.stdout + second.stderr)).toContain('No cached files found in');
    expect(build).toContain('`Cache cleaned at /path/to/farm-tutorial/node_modules`');
  });
});
