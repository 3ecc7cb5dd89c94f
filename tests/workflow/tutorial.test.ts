import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {codeBlocks} from '../content/docs-lib';
import {docPage, npm, readerEnv, titled} from './farm-project';

/**
 * The tutorial's first part, done as a reader does it, with the real Farm: a fresh folder, the
 * files exactly as the page shows them, `npm install` from the registry (the only network this
 * needs), then the scripts the page runs. Checks what the pages say happens.
 *
 * The versions are the ones the current docs describe: @farmfe/core 1.7.11 with @farmfe/cli 1.0.5.
 */
const FARM = {core: '1.7.11', cli: '1.0.5'};

/** The commands of the page's first ```bash npm2yarn block whose text matches `pattern`. */
function npmCommand(body: string, pattern: RegExp): string {
  const block = codeBlocks(body).find((b) => b.lang === 'bash' && /\bnpm2yarn\b/.test(b.meta) && pattern.test(b.code));
  if (!block) throw new Error(`no npm2yarn block matching ${pattern}`);
  return block.code;
}

const create = docPage('tutorials/create.md');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-tutorial-'));
const run = (args: string[], options: {timeout?: number} = {}) => npm(dir, args, options.timeout);

beforeAll(() => {
  for (const file of ['package.json', 'index.html', 'src/main.ts', 'farm.config.ts', 'tsconfig.json']) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), titled(create, file)[0]!);
  }
  // The page's install command, with the versions these docs describe pinned.
  const install = npmCommand(create, /npm install -D @farmfe\/core @farmfe\/cli/).trim();
  const args = install
    .replace(/^npm /, '')
    .replace('@farmfe/core', `@farmfe/core@${FARM.core}`)
    .replace('@farmfe/cli', `@farmfe/cli@${FARM.cli}`)
    .split(/\s+/);
  const result = run([...args, '--no-audit', '--no-fund']);
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
  // The page's next step: with koa-compose 4.2.0 in the tree, add its `overrides` block and install again.
  if (run(['ls', 'koa-compose']).stdout.includes('koa-compose@4.2.0')) {
    const overrides = titled(create, 'package.json').find((code) => code.includes('"overrides"'));
    if (!overrides) throw new Error('koa-compose 4.2.0 is installed and the page gives no overrides block');
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({...pkg, ...JSON.parse(overrides)}, null, 2));
    const again = run(['install', '--no-audit', '--no-fund']);
    if (again.status !== 0) throw new Error(`npm install failed:\n${again.stderr}`);
  }
}, 600_000);

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe(`tutorial, part 1, with @farmfe/core ${FARM.core}`, () => {
  test('the install gives the documented release', () => {
    const core = JSON.parse(fs.readFileSync(path.join(dir, 'node_modules/@farmfe/core/package.json'), 'utf8'));
    expect(core.version).toBe(FARM.core);
  });

  test('`npm ls koa-compose` shows the release the dev server works with', () => {
    expect(run(['ls', 'koa-compose']).stdout).toMatch(/koa-compose@4\.1\.0( overridden)?/);
  });

  test('`npm run build` writes the app into dist/', () => {
    const result = run(['run', 'build']);
    expect(result.status, result.stderr).toBe(0);
    const files = fs.readdirSync(path.join(dir, 'dist'));
    expect(files).toContain('index.html');
    const html = fs.readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    // The script tag of the page now points at the compiled, hashed bundle.
    const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?\/?([^"' >]+\.js)/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(files).toContain(script);
    expect(html).not.toContain('src/main.ts');
  });

  test('`npm run dev` serves the page on port 9000', async () => {
    const child = spawn('npm', ['run', 'dev'], {
      cwd: dir,
      env: readerEnv,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    try {
      const start = Date.now();
      let body = '';
      while (Date.now() - start < 120_000) {
        try {
          const res = await fetch('http://127.0.0.1:9000/');
          body = await res.text();
          if (res.ok) break;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(body, output).toMatch(/<div id=["']?root["']?>/);
      expect(output).toContain('9000');
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  }, 180_000);

  test('a misspelled key in farm.config.ts stops the command and names the key', () => {
    const config = path.join(dir, 'farm.config.ts');
    const original = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(config, original.replace('output:', 'outPut:'));
    try {
      const result = run(['run', 'build']);
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain('outPut');
    } finally {
      fs.writeFileSync(config, original);
    }
  });

  test('`farm preview` without a build says to build first', () => {
    fs.rmSync(path.join(dir, 'dist'), {recursive: true, force: true});
    const result = run(['run', 'preview'], {timeout: 60_000});
    expect(`${result.stdout}${result.stderr}`).toContain('Did you build your project?');
  });

  test('`npm run clean` deletes the persistent cache in node_modules/.farm', () => {
    expect(fs.existsSync(path.join(dir, 'node_modules/.farm'))).toBe(true);
    const result = run(['run', 'clean']);
    expect(result.status, result.stderr).toBe(0);
    const left = fs.existsSync(path.join(dir, 'node_modules/.farm'))
      ? execFileSync('find', [path.join(dir, 'node_modules/.farm'), '-type', 'f'], {encoding: 'utf8'}).trim()
      : '';
    expect(left).toBe('');
  });
});
