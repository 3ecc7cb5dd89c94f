import fs from 'node:fs';
import net from 'node:net';
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
} from './farm-project';

/**
 * The quick start, done as a reader does it: `npm create farm@latest` with the React template in an
 * empty folder, then the install, dev server, build and preview commands the page shows, each read
 * from the page. Checks the files, messages and output names the page quotes. Only the npm registry
 * is needed. The dev and preview servers get free ports through `--port`, because other test runs
 * share this machine; the React template sets no `server.port`, so the flag is what decides.
 */
const FARM = {core: '1.7.11', cli: '1.0.5', pluginReact: '1.2.6'};

const body = docPage('quick-start.md');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-quick-start-'));
const createCommand = block(body, 'bash', /^npm create farm@latest my-app -- --template react$/m).trim();
const app = path.join(root, 'my-app');
let createOutput = '';

/** Paths of a `tree`-style listing (`├── name`, four columns per level); folders end in `/`. */
function treePaths(listing: string): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of listing.split('\n').slice(1)) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+)$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const name = m[2]!.trim();
    stack.length = depth;
    if (name.endsWith('/')) stack.push(name);
    else paths.push(stack.join('') + name);
  }
  return paths;
}

function filesBelow(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((f) => !f.startsWith('node_modules') && fs.statSync(path.join(dir, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/** Source text without spacing and trailing commas, so formatting differences do not count. */
const squeeze = (code: string) => code.replace(/\s+/g, '').replace(/,([}\]])/g, '$1');

beforeAll(() => {
  // The page's command, word for word; npm_config_yes answers npm's "Ok to proceed?" with the `y` the page asks for.
  const [, ...args] = createCommand.split(/\s+/);
  const result = npm(root, args, 120_000, {npm_config_yes: 'true'});
  createOutput = plain(`${result.stdout}${result.stderr}`);
  if (result.status !== 0) throw new Error(`${createCommand} failed:\n${createOutput}`);
}, 180_000);

afterAll(() => {
  stopAll();
  fs.rmSync(root, {recursive: true, force: true});
});

describe(`quick start with create-farm and @farmfe/core ${FARM.core}`, () => {
  test('the generator prints what the page quotes', () => {
    const quoted = block(body, 'text', /Welcome To Farm/)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const printed = createOutput.split('\n').map((l) => l.trim());
    for (const line of quoted) expect(printed, createOutput).toContain(line);
  });

  test('the React template holds exactly the files the page lists', () => {
    const listing = block(body, 'text', /^my-app\/$/m);
    expect(filesBelow(app)).toEqual(treePaths(listing).sort());
  });

  test('farm.config.ts and the package.json ranges are the ones on the page', () => {
    const config = titled(body, 'farm.config.ts')[0]!;
    expect(squeeze(fs.readFileSync(path.join(app, 'farm.config.ts'), 'utf8'))).toBe(squeeze(config));
    const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('my-app');
    expect(Object.keys(pkg.scripts).sort()).toEqual(['build', 'clean', 'dev', 'preview', 'start']);
    expect(body).toContain(
      `\`@farmfe/core\` \`${pkg.devDependencies['@farmfe/core']}\`, \`@farmfe/cli\` \`${pkg.devDependencies['@farmfe/cli']}\` and \`@farmfe/plugin-react\` \`${pkg.devDependencies['@farmfe/plugin-react']}\``,
    );
  });

  test('the install gets the releases the page names (with the koa-compose override when needed)', () => {
    const install = npmLines(block(body, 'bash', /^cd my-app\nnpm install$/m));
    expect(install).toEqual([['install']]);
    npmInstall(app, install[0]!);
    // "What goes wrong": with koa-compose 4.2.0 every request answers 404; the page's override fixes it.
    if (npm(app, ['ls', 'koa-compose']).stdout.includes('koa-compose@4.2.0')) {
      const overrides = JSON.parse(block(body, 'json', /"koa-compose": "4\.1\.0"/));
      const file = path.join(app, 'package.json');
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      fs.writeFileSync(file, JSON.stringify({...pkg, ...overrides}, null, 2));
      npmInstall(app, ['install']);
    }
    expect(npm(app, ['ls', 'koa-compose']).stdout).not.toContain('koa-compose@4.2.0');
    const version = (name: string) =>
      JSON.parse(fs.readFileSync(path.join(app, 'node_modules', name, 'package.json'), 'utf8')).version;
    expect(version('@farmfe/core')).toBe(FARM.core);
    expect(version('@farmfe/cli')).toBe(FARM.cli);
    expect(version('@farmfe/plugin-react')).toBe(FARM.pluginReact);
  }, 400_000);

  test('`npm run dev` prints the banner, serves the app and reports an edit', async () => {
    const [args] = npmLines(block(body, 'bash', /^npm run dev$/m));
    const port = await freePort();
    const dev = startNpm(app, [...args!, '--', '--port', String(port)]);
    try {
      const html = await served('the dev server answers', `http://localhost:${port}/`, 120_000);
      expect(html).toMatch(/<div id=["']?root["']?>/);
      const log = dev.log();
      expect(log).toContain(`[ Farm ] Using config file at ${path.join(app, 'farm.config.ts')}`);
      expect(log).toContain(`ϟ  Farm  v${FARM.core}`);
      expect(log).toMatch(/✓ {2}Ready in \d+ms ⚡️FULL EXTREME!/);
      expect(log).toContain(`[ Farm ] > Local:   http://localhost:${port}/`);
      // The banner the page shows, line by line, with the numbers and addresses that vary left out.
      for (const line of block(body, 'text', /Ready in/).split('\n')) {
        const parts = line.split(/\d+ms|http:\/\/\S+|\/home\/you\/my-app\/farm\.config\.ts/);
        for (const part of parts.map((p) => p.trim()).filter(Boolean)) expect(log).toContain(part);
      }
      const main = path.join(app, 'src/main.tsx');
      fs.appendFileSync(main, '\n// edited\n');
      await until('the edit is reported', () => /src\/main\.tsx updated in \d+ms/.test(dev.log()), 30_000);
      expect(body).toContain('`src/main.tsx updated in 5ms`');
      expect(fs.existsSync(path.join(app, 'node_modules/.farm'))).toBe(true);
    } finally {
      dev.stop();
    }
  }, 180_000);

  test('a taken port gives the warning the page quotes and the next port', async () => {
    const port = await freePort();
    const blocker = net.createServer().listen(port);
    const dev = startNpm(app, ['run', 'dev', '--', '--port', String(port)]);
    try {
      await until('the dev server starts', () => /> Local:/.test(dev.log()), 120_000);
      expect(body).toContain('`Port 9000 is in use, trying another one...`');
      expect(dev.log()).toContain(`Port ${port} is in use, trying another one...`);
      expect(dev.log()).toContain(`http://localhost:${port + 1}/`);
    } finally {
      dev.stop();
      blocker.close();
    }
  }, 180_000);

  test('`npm run build` prints the quoted messages and writes the named files to dist/', () => {
    const [args] = npmLines(block(body, 'bash', /^npm run build$/m));
    fs.mkdirSync(path.join(app, 'dist'), {recursive: true});
    fs.writeFileSync(path.join(app, 'dist/stale.txt'), 'from an earlier build');
    const result = npm(app, args!);
    const log = plain(`${result.stdout}${result.stderr}`);
    expect(result.status, log).toBe(0);
    expect(log).toMatch(/\[ Farm \] Build completed in \d+ms ⚡️FULL EXTREME! Resources emitted to \.\/dist\./);
    expect(log).toContain('[ Farm ] Public directory resources copied successfully.');
    const quoted = block(body, 'text', /Build completed in/);
    expect(quoted).toMatch(/Build completed in \d+ms ⚡️FULL EXTREME! Resources emitted to \.\/dist\./);

    const files = fs.readdirSync(path.join(app, 'dist'));
    expect(files).not.toContain('stale.txt');
    for (const name of ['index.html', 'favicon.ico']) expect(files).toContain(name);
    // The names the page gives as examples are the real ones for today's template and releases.
    const named = [
      ...body.matchAll(/`((?:index_[0-9a-f]{4}\.[0-9a-f]{8}\.(?:js|css))|logo\.[0-9a-f]{8}-[0-9a-f]{6}\.png)`/g),
    ];
    expect(named.map((m) => m[1])).toHaveLength(3);
    for (const [, name] of named) {
      expect(files).toContain(name);
      if (!name!.endsWith('.png')) expect(files).toContain(`${name}.map`);
    }
    for (const file of files.filter((f) => /\.(js|css)$/.test(f)))
      expect(file).toMatch(/^index_[0-9a-f]{4}\.[0-9a-f]{8}\.(js|css)$/);
  });

  test('`npm run preview` serves dist/ and prints its addresses; without dist/ it says to build', async () => {
    const [args] = npmLines(block(body, 'bash', /^npm run preview$/m));
    const port = await freePort();
    const preview = startNpm(app, [...args!, '--', '--port', String(port)]);
    try {
      const html = await served('the preview server answers', `http://localhost:${port}/`, 60_000);
      const script = /<script src=\/?([^ >]+\.js)/.exec(html)?.[1];
      expect(script).toBeDefined();
      expect(await get(`http://localhost:${port}/${script}`)).toBeDefined();
      expect(preview.log()).toContain('preview server running at:');
    } finally {
      preview.stop();
    }
    fs.rmSync(path.join(app, 'dist'), {recursive: true});
    const result = npm(app, args!, 60_000);
    expect(`${result.stdout}${result.stderr}`).toContain(
      `The directory "${path.join(app, 'dist')}" does not exist. Did you build your project?`,
    );
    expect(body).toContain('`The directory ".../dist" does not exist. Did you build your project?`');
  }, 120_000);
});
