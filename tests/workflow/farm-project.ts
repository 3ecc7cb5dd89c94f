import {spawn, spawnSync, type ChildProcess, type SpawnSyncReturns} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {codeBlocks, parseDoc, siteDir} from '../content/docs-lib';

/** Helpers for the workflow tests that follow a docs page with the real Farm in a fresh folder. */

export const docPage = (rel: string): string => parseDoc(path.join(siteDir, 'docs', rel)).body;

/**
 * A reader's shell: no NODE_ENV (Vitest sets it to `test`, which Farm would read as the mode) and
 * no npm_* variables of the npm process that runs the tests. npm's cache is the default one, so
 * every workflow test shares it; `--prefer-offline` in installs reuses what it already holds.
 */
export const readerEnv: NodeJS.ProcessEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('npm_')),
);

export function npm(
  cwd: string,
  args: string[],
  timeout = 300_000,
  extraEnv: NodeJS.ProcessEnv = {},
): SpawnSyncReturns<string> {
  return spawnSync('npm', args, {cwd, env: {...readerEnv, ...extraEnv}, encoding: 'utf8', timeout});
}

/** Installs, failing loudly; the flags keep the registry traffic to what the install needs. */
export function npmInstall(cwd: string, args: string[]): void {
  const result = npm(cwd, [...args, '--prefer-offline', '--no-audit', '--no-fund']);
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${result.stderr}`);
}

/** Terminal output without colours and cursor movements (Farm colours its messages letter by letter). */
export const plain = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');

/** The code of the page's first fenced block with language `lang` whose code matches `pattern`. */
export function block(body: string, lang: string, pattern: RegExp): string {
  const found = codeBlocks(body).find((b) => b.lang === lang && pattern.test(b.code));
  if (!found) throw new Error(`no ${lang} block matching ${pattern}`);
  return found.code;
}

/** The code blocks titled `title`, in page order. */
export function titled(body: string, title: string): string[] {
  const blocks = codeBlocks(body).filter((b) => b.meta.includes(`title="${title}"`));
  if (blocks.length === 0) throw new Error(`no block titled ${title}`);
  return blocks.map((b) => b.code);
}

/** The `npm …` commands of a shell block, one argument list each (`cd` lines left out). */
export function npmLines(code: string): string[][] {
  return code
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('npm '))
    .map((line) => line.split(/\s+/).slice(1));
}

/** A port nobody listens on now (the OS picks it), so parallel test runs do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type Server = {child: ChildProcess; log: () => string; stop: () => void};

const running = new Set<Server>();

/** Starts `npm args` in its own process group, so stop() ends npm, farm and their children. */
export function startNpm(cwd: string, args: string[]): Server {
  const child = spawn('npm', args, {cwd, env: readerEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const server: Server = {
    child,
    log: () => plain(output),
    stop: () => {
      running.delete(server);
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    },
  };
  running.add(server);
  return server;
}

/** For afterAll: whatever a failed test left running. */
export function stopAll(): void {
  for (const server of [...running]) server.stop();
}

/** Polls `check` every 250 ms until it holds; returns how long that took, in ms. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms: number,
  log: () => string = () => '',
): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms / 1000} s\n${log()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return Date.now() - start;
}

/** The body of a successful GET, or undefined while nothing (good) answers. */
export async function get(url: string): Promise<string | undefined> {
  try {
    const res = await fetch(url, {signal: AbortSignal.timeout(10_000)});
    return res.ok ? await res.text() : undefined;
  } catch {
    return undefined;
  }
}

/** Waits until `url` answers with a success, and returns that body. */
export async function served(what: string, url: string, ms: number): Promise<string> {
  let body: string | undefined;
  await until(what, async () => (body = await get(url)) !== undefined, ms);
  return body!;
}
