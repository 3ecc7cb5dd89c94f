import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, test, vi} from 'vitest';
import {parseTarget, resolveRequest, serve} from '../../scripts/serve.mjs';
import {requestLine, sendRaw} from './raw-http';

let root = '';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const write = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), rel);
  };
  [
    'index.html',
    '404.html',
    'blog.html',
    'blog/index.html',
    'docs/a.html',
    'zh/index.html',
    'zh/404.html',
    'zh/docs/0.x/404.html',
    'img/logo.webp',
    'assets/js/main.55753385.js',
    'zh/assets/css/styles.0a1b2c3d.css',
    'assets/images/logo-9f86d081884c.png',
    'assets/notes.js',
    'search-index/en.default.9772285dec.json',
  ].forEach(write);
});

afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

/** Where a server started on port 0 listens. */
const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('resolveRequest (GitHub Pages semantics)', () => {
  test('/x serves x.html', () => {
    expect(resolveRequest(root, '/docs/a')).toEqual({status: 200, file: path.join(root, 'docs/a.html')});
  });
  test('/x serves x.html even when x/index.html exists too', () => {
    expect(resolveRequest(root, '/blog')).toEqual({status: 200, file: path.join(root, 'blog.html')});
  });
  test('/x/index serves x/index.html (the blog post with slug index)', () => {
    expect(resolveRequest(root, '/blog/index')).toEqual({status: 200, file: path.join(root, 'blog/index.html')});
  });
  test('a folder with only index.html redirects to its slash form', () => {
    expect(resolveRequest(root, '/zh')).toEqual({status: 301, location: '/zh/'});
    expect(resolveRequest(root, '/zh/')).toEqual({status: 200, file: path.join(root, 'zh/index.html')});
  });
  test("the slash form is the folder's own path, never the request's slashes", () => {
    for (const p of [
      '//evil.com/x%2F..%2F..%2Fzh',
      '/%2F%2Fevil.com%2F..%2Fzh',
      '/%5C%5Cevil.com/..%2F..%2Fzh',
      '/%7A%68',
    ]) {
      expect(resolveRequest(root, p)).toEqual({status: 301, location: '/zh/'});
    }
    expect(resolveRequest(root, '/zh%2F..')).toEqual({status: 301, location: '/'});
  });
  test('static files are served as they are', () => {
    expect(resolveRequest(root, '/img/logo.webp').status).toBe(200);
  });
  test('unknown paths, traversal and bad encodings get 404.html', () => {
    for (const p of ['/nope', '/docs/a/', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/a%00b']) {
      expect(resolveRequest(root, p)).toEqual({status: 404, file: path.join(root, '404.html')});
    }
  });
  test("an unknown path gets the nearest 404.html up its folders (a locale's, a docs version's)", () => {
    for (const [p, file] of [
      ['/zh/nope', 'zh/404.html'],
      ['/zh/docs/nope', 'zh/404.html'],
      ['/zh/docs/0.x/nope', 'zh/docs/0.x/404.html'],
      ['/zh/docs/0.x/a/b/c/', 'zh/docs/0.x/404.html'],
      ['/zh/docs/0.x/', 'zh/docs/0.x/404.html'],
      ['/zh/../nope', '404.html'],
      ['/docs/0.x/nope', '404.html'],
      [`/zh/${'a/'.repeat(2000)}x`, 'zh/404.html'],
    ] as const) {
      expect(resolveRequest(root, p), p).toEqual({status: 404, file: path.join(root, file)});
    }
  });
});

describe('parseTarget', () => {
  test('an origin-form target is a path, even when it starts with two slashes', () => {
    expect(parseTarget('/docs/a?x=1#f')).toEqual({pathname: '/docs/a', search: '?x=1'});
    expect(parseTarget('//[/')).toEqual({pathname: '//[/', search: ''});
  });
  test('an absolute-form http(s) target gives its path; its host is ignored', () => {
    expect(parseTarget('http://example.com/zh?q')).toEqual({pathname: '/zh', search: '?q'});
    expect(parseTarget('HTTPS://[::1]:8080/docs/a')).toEqual({pathname: '/docs/a', search: ''});
  });
  test('anything else is no target', () => {
    for (const t of ['*', '', 'docs/a', '\\evil', 'file:///etc/passwd', 'ftp://a/', 'javascript:alert(1)', 'http:/a']) {
      expect(parseTarget(t)).toBeNull();
    }
  });
});

describe('serve', () => {
  test('a folder without 404.html answers an unknown path with a plain 404, and keeps serving', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<p>home</p>');
    const server = await serve({dir: bare, port: 0, host: '127.0.0.1'});
    try {
      const origin = `http://127.0.0.1:${portOf(server)}`;
      const missing = await fetch(`${origin}/nope`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('Not found\n');
      const home = await fetch(`${origin}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toBe('<p>home</p>');
    } finally {
      server.close();
      fs.rmSync(bare, {recursive: true, force: true});
    }
  });
});

describe('serve: caching', () => {
  test('hashed files under assets/ may be kept for a year; pages, errors and unhashed files are revalidated', async () => {
    const server = await serve({dir: root, port: 0, host: '127.0.0.1'});
    try {
      const origin = `http://127.0.0.1:${portOf(server)}`;
      const cacheControl = async (p: string) => (await fetch(`${origin}${p}`)).headers.get('cache-control');
      const year = 'public, max-age=31536000, immutable';
      expect(await cacheControl('/assets/js/main.55753385.js')).toBe(year);
      expect(await cacheControl('/zh/assets/css/styles.0a1b2c3d.css')).toBe(year);
      expect(await cacheControl('/assets/images/logo-9f86d081884c.png')).toBe(year);
      expect(await cacheControl('/')).toBe('no-cache');
      expect(await cacheControl('/assets/js/nope.12345678.js')).toBe('no-cache');
      expect(await cacheControl('/assets/notes.js')).toBe('no-cache');
      expect(await cacheControl('/search-index/en.default.9772285dec.json')).toBe('no-cache');
    } finally {
      server.close();
    }
  });
});

describe('serve answers every raw request and goes on', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    fs.writeFileSync(path.join(root, 'big.txt'), 'x'.repeat(4_000_000));
    server = await serve({dir: root, port: 0, host: '127.0.0.1'});
    port = portOf(server);
  });
  afterAll(() => {
    server.close();
    vi.restoreAllMocks();
  });

  /** The server is alive and still serves the home page. */
  async function expectAlive() {
    const home = await sendRaw(port, requestLine('/'));
    expect(home.status).toBe(200);
    expect(home.body.toString()).toBe('index.html');
  }

  test.each(['http://[', 'http://[::1/', 'http://a:99999/', 'http://', 'https://%zz/', 'http://256.256.256.256/'])(
    'the malformed absolute-form target %s gets 400 in plain text',
    async (target) => {
      const answer = await sendRaw(port, requestLine(target));
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(answer.body.toString()).toBe('Bad request\n');
      await expectAlive();
    },
  );

  test.each(['*', 'file:///etc/passwd', 'ftp://a/'])(
    'the target %s, neither a path nor an http(s) URL, gets 400',
    async (target) => {
      expect((await sendRaw(port, requestLine(target))).status).toBe(400);
      await expectAlive();
    },
  );

  test.each(['//[/', '//[x', '//[::1/', '//a:99999/zh'])(
    'the path %s (what a browser sends for <img src="http://host//[x">) is a missing page',
    async (target) => {
      const answer = await sendRaw(port, requestLine(target));
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toBe('404.html');
      await expectAlive();
    },
  );

  test('a valid absolute-form target is served by its path', async () => {
    const answer = await sendRaw(port, requestLine('http://[::1]:1/docs/a'));
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe('docs/a.html');
  });

  test.each([
    '/.//evil.com/x%2F..%2F..%2Fzh',
    '//evil.com/..%2Fzh',
    '/\\evil.com/%2e%2e/zh',
    '/%2F%2Fevil.com%2F..%2Fzh',
    '/.%2F%2Fevil.com%2F..%2Fzh',
    '/%5C%5Cevil.com/..%2F..%2Fzh',
    'http://evil.com//evil.com/..%2Fzh',
  ])('a redirect for %s stays on the origin', async (target) => {
    const answer = await sendRaw(port, requestLine(target));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/zh/');
    await expectAlive();
  });

  test('a redirect keeps the query', async () => {
    const answer = await sendRaw(port, requestLine('/zh?from=nav'));
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('/zh/?from=nav');
  });

  test.each(['POST /', 'PUT /docs/a', 'DELETE /', 'PATCH /', 'OPTIONS *', 'TRACE /', 'PROPFIND /'])(
    '%s gets 405 with the methods allowed',
    async (line) => {
      const [method = '', target = ''] = line.split(' ');
      const answer = await sendRaw(port, requestLine(target, method));
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD');
      await expectAlive();
    },
  );

  test('HEAD answers the head of a page and of an error, without a body', async () => {
    const page = await sendRaw(port, requestLine('/docs/a', 'HEAD'));
    expect(page.status).toBe(200);
    expect(page.headers['content-length']).toBe(String('docs/a.html'.length));
    expect(page.body.length).toBe(0);
    const bad = await sendRaw(port, requestLine('http://[', 'HEAD'));
    expect(bad.status).toBe(400);
    expect(bad.body.length).toBe(0);
  });

  test('a 10,000-character path is answered, a longer target gets 414, a longer request line than the header limit 431', async () => {
    expect((await sendRaw(port, requestLine(`/${'a'.repeat(10_010)}`))).status).toBe(404);
    expect((await sendRaw(port, requestLine(`/${'a'.repeat(13_000)}`))).status).toBe(414);
    expect((await sendRaw(port, requestLine(`/${'%2e%2e/'.repeat(3000)}`))).status).toBe(431);
    await expectAlive();
  });

  test('oddities: no Host on HTTP/1.1 or an unknown method gets 400, a junk Host is not used, HTTP/1.0 needs none', async () => {
    expect((await sendRaw(port, 'GET / HTTP/1.1\r\n\r\n')).status).toBe(400);
    const junkHost = await sendRaw(port, 'GET /docs/a HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n');
    expect(junkHost.status).toBe(200);
    expect((await sendRaw(port, 'GET /docs/a HTTP/1.0\r\n\r\n')).status).toBe(200);
    // Methods outside HTTP's registry are refused by Node's parser before the handler runs.
    expect((await sendRaw(port, requestLine('/', 'BREW'))).status).toBe(400);
    expect((await sendRaw(port, requestLine('/', 'get'))).status).toBe(400);
    await expectAlive();
  });

  test('an error while answering gets 500, and the next request is served', async () => {
    const failing = path.join(root, 'docs/a.html');
    const read = fs.readFileSync;
    const spy = vi.spyOn(fs, 'readFileSync').mockImplementation(((file: fs.PathOrFileDescriptor, options?: never) => {
      if (file === failing) throw Object.assign(new Error('EIO: i/o error, read'), {code: 'EIO'});
      return read(file, options);
    }) as typeof fs.readFileSync);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const answer = await sendRaw(port, requestLine('/docs/a'));
      expect(answer.status).toBe(500);
      expect(answer.body.toString()).toBe('Internal server error\n');
      expect(error).toHaveBeenCalledOnce();
    } finally {
      spy.mockRestore();
      error.mockRestore();
    }
    expect((await sendRaw(port, requestLine('/docs/a'))).status).toBe(200);
  });

  test('clients that go away mid-response cost the server nothing', async () => {
    for (let i = 0; i < 10; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('data', () => (i % 2 === 0 ? socket.destroy() : socket.resetAndDestroy()));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve());
        socket.write(requestLine('/big.txt'));
      });
    }
    await expectAlive();
  });
});
