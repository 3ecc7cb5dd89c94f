// @ts-check
/**
 * Serves the production build the way GitHub Pages does, for the end-to-end
 * tests and benchmarks: `/x` serves `x.html` (or redirects to `/x/` when only
 * `x/index.html` exists), `/x/` serves `x/index.html`, anything else gets
 * a `404.html` with status 404: the nearest one up the path's folders
 * (`/zh/docs/0.x/nope` gets `zh/docs/0.x/404.html`, `/zh/nope` gets
 * `zh/404.html`). GitHub Pages serves the root `404.html` for all of them,
 * whose first script sends the reader on to the same nearest one (src/features/not-found-pages/
 * README.md); this server answers at once with the document that
 * script ends on. Text responses are gzipped when asked. A file under an
 * `assets/` folder whose name carries a content hash (the bundler's output)
 * may be cached for a year, as a CDN serves it; everything else is
 * revalidated on every use (`no-cache`).
 * No request stops the server: only GET and HEAD are answered (405 with
 * `Allow` otherwise), a target that is neither a path nor an http(s) URL gets
 * 400 and one over 12 KB 414, a redirect goes to the folder's own path (so it
 * never leaves the origin), and an error while answering gets 500.
 * `docusaurus serve` differs in one way that matters here: it redirects
 * `/blog/index` to `/blog`, so the blog post with slug `index` is unreachable.
 *
 * Usage: node scripts/serve.mjs [--dir build] [--port 3000] [--host 127.0.0.1]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * Decides what a request path gets, GitHub Pages style (but for the nearest 404.html: see the top).
 * @param {string} root absolute directory of the build
 * @param {string} urlPath the request's pathname, still percent-encoded
 * @returns {{status: 200 | 404, file: string} | {status: 301, location: string}}
 */
export function resolveRequest(root, urlPath) {
  const rootNotFound = {status: /** @type {const} */ (404), file: path.join(root, '404.html')};
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return rootNotFound;
  }
  if (decoded.includes('\0')) return rootNotFound;
  const target = path.join(root, path.normalize(decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return rootNotFound;
  const isFile = (/** @type {string} */ f) => fs.existsSync(f) && fs.statSync(f).isFile();
  const notFound = () => ({
    status: /** @type {const} */ (404),
    file: nearestNotFound(root, decoded.endsWith('/') ? target : path.dirname(target)),
  });
  if (decoded.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return isFile(index) ? {status: 200, file: index} : notFound();
  }
  if (isFile(target)) return {status: 200, file: target};
  if (isFile(`${target}.html`)) return {status: 200, file: `${target}.html`};
  if (isFile(path.join(target, 'index.html'))) return {status: 301, location: slashForm(root, target)};
  return notFound();
}

/**
 * The deepest `404.html` on the way from the root down to `folder` (inside
 * the root), else the root's. Walks down only through folders that exist, so
 * a long made-up path costs no more than the build's own depth.
 * @param {string} root
 * @param {string} folder
 */
function nearestNotFound(root, folder) {
  let nearest = path.join(root, '404.html');
  let current = root;
  for (const segment of path.relative(root, folder).split(path.sep).filter(Boolean)) {
    current = path.join(current, segment);
    if (!fs.existsSync(current) || !fs.statSync(current).isDirectory()) break;
    const candidate = path.join(current, '404.html');
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) nearest = candidate;
  }
  return nearest;
}

/**
 * The path of a folder's slash form, built from where the folder is and not
 * from the request's text, so a redirect never leaves the origin: it starts
 * with exactly one "/" whatever slashes, dot segments or encoded separators
 * the request held.
 * @param {string} root absolute directory of the build
 * @param {string} dir a folder inside root
 */
function slashForm(root, dir) {
  const segments = path.relative(root, dir).split(path.sep).filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments.map(encodeURIComponent).join('/')}/`;
}

/**
 * Longest request target answered; a longer one gets 414. 12 KB leaves room for ordinary headers within Node's
 * 16 KB header limit (past which Node answers 431 itself), and holds the hostile 10,000-character paths the e2e
 * tests send.
 */
const MAX_TARGET_LENGTH = 12 * 1024;

/**
 * Reads a request target: the origin form `/path?query`, or the absolute form
 * `http://host/path?query` (its host is ignored: there is one site).
 * @param {string} target the request line's target, as received
 * @returns {{pathname: string, search: string} | null} null for any other target or one that does not parse
 */
export function parseTarget(target) {
  // An origin-form target is parsed after a fixed origin, so a path that starts with `//` stays a path.
  const absolute = target.startsWith('/') ? `http://localhost${target}` : target;
  if (!/^https?:\/\//i.test(absolute)) return null;
  try {
    const {pathname, search} = new URL(absolute);
    return {pathname, search};
  } catch {
    return null;
  }
}

/**
 * Answers with a short plain-text body.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {http.OutgoingHttpHeaders} [headers]
 */
function plain(req, res, status, text, headers = {}) {
  res.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-cache',
    'content-length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * Gzipped bodies by file, reused while the file is unchanged: a CDN such as
 * GitHub Pages' compresses a file once, not on every request (compressing a
 * 1 MB search shard takes about 50 ms, which would otherwise count as
 * network time in the benchmarks).
 * @type {Map<string, {mtimeMs: number, size: number, zipped: Buffer}>}
 */
const gzipCache = new Map();

/** @param {string} file */
function gzipped(file) {
  const {mtimeMs, size} = fs.statSync(file);
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs && cached.size === size) return cached.zipped;
  const zipped = zlib.gzipSync(fs.readFileSync(file));
  gzipCache.set(file, {mtimeMs, size, zipped});
  return zipped;
}

/**
 * A hashed bundler output never changes under its name: it may be kept for a year. Anything else may change
 * with the next build.
 * @param {string} root
 * @param {string} file
 */
export function cacheControl(root, file) {
  const rel = path.relative(root, file).split(path.sep);
  const hashed = rel.slice(0, -1).includes('assets') && /[.-][0-9a-f]{8,}\.[a-z0-9]+$/.test(rel.at(-1) ?? '');
  return hashed ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * @param {{dir: string, port: number, host: string}} options
 * @returns {Promise<http.Server>}
 */
export function serve({dir, port, host}) {
  const root = path.resolve(dir);
  /** @type {http.RequestListener} */
  const answer = (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(req, res, 405, 'Method not allowed\n', {allow: 'GET, HEAD'});
      return;
    }
    const target = req.url ?? '/';
    if (target.length > MAX_TARGET_LENGTH) {
      plain(req, res, 414, 'URI too long\n');
      return;
    }
    const url = parseTarget(target);
    if (!url) {
      plain(req, res, 400, 'Bad request\n');
      return;
    }
    const result = resolveRequest(root, url.pathname);
    if (result.status === 301) {
      res.writeHead(301, {location: result.location + url.search});
      res.end();
      return;
    }
    if (result.status === 404 && !fs.existsSync(result.file)) {
      // A folder with no 404.html of its own (not a build): a plain 404, and the server goes on.
      res.writeHead(404, {'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache'});
      res.end(req.method === 'HEAD' ? undefined : 'Not found\n');
      return;
    }
    const type = types[/** @type {keyof typeof types} */ (path.extname(result.file))] ?? 'application/octet-stream';
    const headers = {'content-type': type, 'cache-control': cacheControl(root, result.file)};
    const gzip =
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && /^(text|application)\/|svg/.test(type);
    if (gzip) {
      const zipped = gzipped(result.file);
      res.writeHead(result.status, {...headers, 'content-encoding': 'gzip', 'content-length': zipped.length});
      res.end(req.method === 'HEAD' ? undefined : zipped);
    } else {
      const body = fs.readFileSync(result.file);
      res.writeHead(result.status, {...headers, 'content-length': body.length});
      res.end(req.method === 'HEAD' ? undefined : body);
    }
  };
  const server = http.createServer((req, res) => {
    try {
      answer(req, res);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else plain(req, res, 500, 'Internal server error\n');
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (/** @type {string} */ name, /** @type {string} */ fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const options = {dir: arg('dir', 'build'), port: Number(arg('port', '3000')), host: arg('host', '127.0.0.1')};
  serve(options).then(() => console.log(`Serving ${options.dir} at http://${options.host}:${options.port}/`));
}
