import fs from 'node:fs';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterAll, beforeAll, expect, test} from 'vitest';
import {serve} from '../../scripts/serve.mjs';
import {sendRaw} from './raw-http';

/**
 * 2,000 random and hostile requests against scripts/serve.mjs on an ephemeral port: the server answers
 * each one (or closes), never with a 5xx, never redirects off the origin, never sends a byte of a file
 * outside the folder it serves, and still serves the home page afterwards. The seed makes every run the
 * same requests; a failure names the seed and the request.
 */

const SEED = 0x5eed_fa53;
const COUNT = 2000;
const WORKERS = 8;
const SECRET = 'farm-serve-fuzz-secret-3f9c1d';

const siteFiles: Record<string, string> = {
  'index.html': '<p>home</p>',
  '404.html': '<p>not found</p>',
  'docs/a.html': '<p>doc a</p>',
  'zh/index.html': '<p>zh home</p>',
  'blog.html': '<p>blog</p>',
  'blog/index.html': '<p>post index</p>',
  'assets/app.js': 'console.log("app");',
  'docs/a.md': '# Doc a',
};

let tmp = '';
let server: Server;
let port = 0;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-fuzz-'));
  const site = path.join(tmp, 'site');
  for (const [rel, text] of Object.entries(siteFiles)) {
    fs.mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
    fs.writeFileSync(path.join(site, rel), text);
  }
  // Beside the served folder, where a traversal or a `${folder}.html` lookup would land.
  for (const rel of [
    'secret.txt',
    'secret.html',
    'site.html',
    'index.html',
    '404.html',
    'site2/index.html',
    'etc/passwd',
  ]) {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), {recursive: true});
    fs.writeFileSync(path.join(tmp, rel), SECRET);
  }
  server = await serve({dir: site, port: 0, host: '127.0.0.1'});
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  fs.rmSync(tmp, {recursive: true, force: true});
});

/** mulberry32: a small seeded generator, so the run is the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return {next, int, pick};
}

const plainMethods = ['GET', 'GET', 'GET', 'HEAD'];
const oddMethods = [
  'POST',
  'PUT',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'CONNECT',
  'PATCH',
  'PRI',
  'PROPFIND',
  'get',
  'BREW',
  'G\0T',
  '',
];
const pathPrefixes = ['/', '/', '/', '/', '//', '/./', '/.//', '/\\', '/%2F', '/%5C%5C'];
const oddPrefixes = [
  '*',
  '',
  '\\',
  '%2F',
  'zh',
  'http://',
  'https://',
  'http://[',
  'http://[::1/',
  'http://[::1]/',
  'http://a:99999/',
  'http://256.256.256.256/',
  'https://%zz/',
  'http://127.0.0.1:1/',
  'HTTP://evil.com/',
  'http://evil.com//',
  'file:///',
  'ftp://x/',
  'javascript:',
];
/** Segments made of characters a request line may carry. */
const segments = [
  '..',
  '..',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%2e.',
  '.',
  '%2e',
  '%252e%252e',
  '..%2f',
  '..%5c',
  '...',
  '%c0%ae%c0%ae',
  'secret.txt',
  'secret',
  'site',
  'site.html',
  'site2',
  'etc',
  'passwd',
  'index',
  'index.html',
  '404.html',
  'evil.com',
  'docs',
  'a',
  'a.md',
  'zh',
  'blog',
  'assets',
  'app.js',
  '[',
  ']',
  '[::1]',
  '@',
  ':',
  ';',
  '%',
  '%zz',
  '%00',
  '%0d%0a',
  '%ff',
  '%e4%b8%ad',
  '~',
  '*',
  '$',
  "'",
];
/** Characters Node's parser refuses in a request line. */
const refused = ['\\', ' ', '\0', '\t', '"', '<', '>', '`', '{', '}', '|', '^', '\u00e4', '\x7f'];
const folders = ['zh', 'blog', 'docs', 'assets', 'site2', 'etc'];
const separators = ['/', '/', '/', '/', '%2F', '%2f', '%5C', '//', '/./', ';/'];
const suffixes = ['', '/', '.html', '.md', '?x=1', '?%zz', '?', '#f', '%', '%2', '/..', '?//evil.com', '#/..'];
const versions = ['HTTP/1.0', 'HTTP/0.9', 'HTTP/2.0', 'HTTP/1.1 x', 'http/1.1', ''];
const plainHeaders = [['Host: 127.0.0.1'], ['Host: 127.0.0.1', 'Accept-Encoding: gzip'], ['Host: evil.com']];
const oddHeaders = [
  [],
  ['Host: ['],
  ['Host: evil.com', 'Host: a'],
  ['Host: 127.0.0.1', 'Accept-Encoding: br, gzip;q=0.5'],
  ['Host: 127.0.0.1', 'Transfer-Encoding: chunked'],
  ['Host: 127.0.0.1', 'Content-Length: -1'],
  ['Host: 127.0.0.1', 'Content-Length: 5', 'Content-Length: 6'],
  ['Host: 127.0.0.1', `X-Long: ${'v'.repeat(20_000)}`],
  ['Host: 127.0.0.1', 'no colon here'],
  ['Host: 127.0.0.1', 'X-Nul: a\0b'],
  ['Host: 127.0.0.1', 'X-Fold: a', ' continued'],
  ['Host: 127.0.0.1', 'Expect: 100-continue'],
  ['Host: 127.0.0.1', 'Connection: Upgrade', 'Upgrade: websocket'],
];

/**
 * One request: random bytes (1 in 10), else a request line whose method, target, version and headers
 * are each plausible most of the time and hostile otherwise.
 */
function hostileRequest(rng: ReturnType<typeof generator>): Buffer {
  if (rng.int(10) === 0) {
    const bytes = Buffer.from(Array.from({length: 1 + rng.int(300)}, () => rng.int(256)));
    return rng.int(2) ? Buffer.concat([bytes, Buffer.from('\r\n\r\n')]) : bytes;
  }
  const odd = () => rng.int(5) === 0;
  let target = odd() ? rng.pick(oddPrefixes) : rng.pick(pathPrefixes);
  const count = rng.int(7);
  for (let i = 0; i < count; i++) target += (i ? rng.pick(separators) : '') + rng.pick(segments);
  if (rng.int(3) === 0) target += `${count ? rng.pick(separators) : ''}${rng.pick(folders)}`;
  else target += rng.pick(suffixes);
  // Percent garbage, characters the parser refuses, or a target past every length limit.
  if (odd())
    target = target.replace(/./g, (c) => (rng.int(5) ? c : rng.pick(['%', '%%', '%g', '%2', '%e2%80', '%25'])));
  if (rng.int(20) === 0) target = target.replace(/./g, (c) => (rng.int(8) ? c : rng.pick(refused)));
  if (rng.int(40) === 0) target = `/${target.repeat(Math.ceil((8000 + rng.int(12_000)) / Math.max(1, target.length)))}`;
  const method = odd() ? rng.pick(oddMethods) : rng.pick(plainMethods);
  const version = odd() ? rng.pick(versions) : 'HTTP/1.1';
  const headers = odd() ? rng.pick(oddHeaders) : rng.pick(plainHeaders);
  let request = `${[`${method} ${target} ${version}`.trimEnd(), ...headers, 'Connection: close'].join('\r\n')}\r\n\r\n`;
  if (rng.int(20) === 0) {
    request += rng.pick(['hello', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\n', 'GET /docs/a HTTP/1.1\r\nHost: x\r\n\r\n']);
  }
  return Buffer.from(request, 'latin1');
}

type Response = {status: number; headers: Record<string, string>; body: Buffer};

/** Splits what the server sent into responses (heads plus bodies by content-length), bodies gunzipped. */
function responses(bytes: Buffer): Response[] {
  const out: Response[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', at);
    if (headEnd < 0) break;
    const [statusLine = '', ...lines] = bytes.subarray(at, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const raw = bytes.subarray(headEnd + 4, headEnd + 4 + length);
    const body = headers['content-encoding'] === 'gzip' && raw.length > 0 ? zlib.gunzipSync(raw) : raw;
    out.push({status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body});
    at = headEnd + 4 + length;
  }
  return out;
}

test(`${COUNT} hostile requests: answered, no 5xx, no off-origin redirect, nothing from outside the folder`, async () => {
  const rng = generator(SEED);
  const requests = Array.from({length: COUNT}, () => hostileRequest(rng));
  const served = new Set(Object.values(siteFiles));
  const passwd = fs.existsSync('/etc/passwd') ? fs.readFileSync('/etc/passwd', 'latin1').split('\n')[0] : '';
  const failures: string[] = [];
  const statuses = new Map<number | null, number>();
  let sent = 0;

  const check = async (request: Buffer) => {
    const answer = await sendRaw(port, request);
    const name = `seed ${SEED.toString(16)}, request ${JSON.stringify(request.toString('latin1').slice(0, 200))}`;
    if (answer.timedOut) failures.push(`no answer: ${name}`);
    const text = answer.bytes.toString('latin1');
    if (text.includes(SECRET) || (passwd && text.includes(passwd))) failures.push(`outside bytes sent: ${name}`);
    for (const r of responses(answer.bytes)) {
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status >= 500) failures.push(`${r.status}: ${name}`);
      if (r.body.includes(SECRET)) failures.push(`outside bytes sent (gzipped): ${name}`);
      if (r.status === 200 && r.body.length > 0 && !served.has(r.body.toString()))
        failures.push(`200 with a body not from the site: ${name}`);
      if (r.headers.location !== undefined && !/^\/(?![/\\])/.test(r.headers.location)) {
        failures.push(`redirect to ${r.headers.location}: ${name}`);
      }
    }
  };
  // A few connections at a time; a failure stops the run, so a hung server costs one timeout per worker.
  await Promise.all(
    Array.from({length: WORKERS}, async () => {
      while (sent < requests.length && failures.length === 0) await check(requests[sent++] as Buffer);
    }),
  );

  expect(failures.slice(0, 5)).toEqual([]);
  expect(sent).toBe(COUNT);
  // The run reached the handler's answers, not only the parser's refusals.
  for (const status of [200, 301, 400, 404, 405, 414]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
  const home = await sendRaw(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  expect(home.status).toBe(200);
  expect(home.body.toString()).toBe(siteFiles['index.html']);
}, 30_000);
