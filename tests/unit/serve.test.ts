import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {resolveRequest, serve} from '../../scripts/serve.mjs';

let root = '';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  const write = (rel: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), {recursive: true});
    fs.writeFileSync(path.join(root, rel), rel);
  };
  ['index.html', '404.html', 'blog.html', 'blog/index.html', 'docs/a.html', 'zh/index.html', 'img/logo.webp'].forEach(
    write,
  );
});

afterAll(() => fs.rmSync(root, {recursive: true, force: true}));

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
  test('static files are served as they are', () => {
    expect(resolveRequest(root, '/img/logo.webp').status).toBe(200);
  });
  test('unknown paths, traversal and bad encodings get 404.html', () => {
    for (const p of ['/nope', '/docs/a/', '/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A', '/a%00b']) {
      expect(resolveRequest(root, p)).toEqual({status: 404, file: path.join(root, '404.html')});
    }
  });
});

describe('serve', () => {
  test('a folder without 404.html answers an unknown path with a plain 404, and keeps serving', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<p>home</p>');
    const server = await serve({dir: bare, port: 0, host: '127.0.0.1'});
    try {
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
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
