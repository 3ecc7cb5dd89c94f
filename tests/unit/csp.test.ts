import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {buildPolicy, inlineScripts, policyFor, scriptHash, withCspMeta} from '@site/src/features/csp/node/policy';
import loader from '@site/src/features/csp/node/zod-eval-probe-loader.js';

const local = {algolia: false};

/** The policy's directives by name, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** The content of the page's CSP meta tag(s). */
function metaPolicies(html: string): string[] {
  return [...html.matchAll(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/g)].map((m) => m[1]!);
}

const theme = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const banner = 'function insertBanner(){var n=document.createElement("div");n.innerHTML=\'<p>baseUrl</p>\'}';
const page = (head: string, body: string) =>
  `<!doctype html><html lang=en-US dir=ltr><head><meta charset=UTF-8><title>Farm</title>${head}</head><body>${body}</body></html>`;

describe('inlineScripts', () => {
  test('finds inline scripts in head and body, in order, and leaves out external and data-block scripts', () => {
    const html = page(
      `<script data-rh=true>${banner}</script><script src=/assets/js/main.js defer></script>`,
      `<script>${theme}</script><script type=application/ld+json>{"@type":"BreadcrumbList"}</script><script type="text/javascript">a()</script><script type=module>b()</script>`,
    );
    expect(inlineScripts(html)).toEqual([banner, theme, 'a()', 'b()']);
  });

  test('reads script text as the browser does: raw in HTML, up to the first </script>, with entities left alone', () => {
    const source = 'if (a < b && c > d) x = "&amp; <b>"';
    expect(
      inlineScripts(page('', `<script>${source}</script><p>&lt;script&gt;not a script&lt;/script&gt;</p>`)),
    ).toEqual([source]);
  });

  test('ignores script-like text in comments, attributes and code blocks', () => {
    const html = page(
      '<!-- <script>evil()</script> -->',
      '<div title="<script>evil()</script>"></div><pre><code>&lt;script&gt;evil()&lt;/script&gt;</code></pre>',
    );
    expect(inlineScripts(html)).toEqual([]);
  });

  test('counts a script inside a <template>, which runs once cloned into the page', () => {
    expect(inlineScripts(page('', '<template><script>t()</script></template>'))).toEqual(['t()']);
  });

  test('an empty inline script is still an inline script', () => {
    expect(inlineScripts(page('', '<script></script>'))).toEqual(['']);
  });
});

describe('scriptHash', () => {
  test('is the base64 sha256 of the UTF-8 text, as CSP computes it', () => {
    // Known value: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    const unicode = 'document.title = "农场 🚜"';
    expect(scriptHash(unicode)).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from(unicode, 'utf8')).digest('base64')}'`,
    );
  });
});

describe('buildPolicy', () => {
  test('has the directives the site needs, and nothing that allows inline script without a hash', () => {
    const policy = directives(buildPolicy(["'sha256-a'", "'sha256-b'"], local));
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'sha256-a'", "'sha256-b'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://avatars.githubusercontent.com'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  test('lists a hash once when two scripts are the same', () => {
    expect(directives(buildPolicy(["'sha256-a'", "'sha256-a'"], local)).get('script-src')).toEqual([
      "'self'",
      "'sha256-a'",
    ]);
  });

  test('lets the search modal reach Algolia only when the hosted search is configured', () => {
    expect(directives(buildPolicy([], {algolia: true})).get('connect-src')).toEqual([
      "'self'",
      'https://*.algolia.net',
      'https://*.algolianet.com',
    ]);
    expect(buildPolicy([], local)).not.toContain('algolia');
  });

  test('leaves out frame-ancestors, which a meta tag cannot set', () => {
    expect(buildPolicy([], local)).not.toContain('frame-ancestors');
  });
});

describe('withCspMeta', () => {
  const html = page(`<script data-rh=true>${banner}</script>`, `<div id=__docusaurus></div><script>${theme}</script>`);

  test('puts the meta tag first in <head>, with the hashes of exactly the page’s inline scripts', () => {
    const out = withCspMeta(html, local);
    expect(
      out.startsWith('<!doctype html><html lang=en-US dir=ltr><head><meta http-equiv="Content-Security-Policy"'),
    ).toBe(true);
    const [policy] = metaPolicies(out);
    expect(directives(policy!).get('script-src')).toEqual(["'self'", scriptHash(banner), scriptHash(theme)]);
    // Nothing else changes.
    expect(out.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*">/, '')).toBe(html);
  });

  test('a page without inline scripts allows only scripts from the site', () => {
    const [policy] = metaPolicies(withCspMeta(page('', '<p>hi</p>'), local));
    expect(directives(policy!).get('script-src')).toEqual(["'self'"]);
  });

  test('running it twice gives the same page (a stale policy is replaced, not added to)', () => {
    const once = withCspMeta(html, local);
    expect(withCspMeta(once, local)).toBe(once);
    const stale = html.replace('<head>', '<head><meta http-equiv="content-security-policy" content="script-src *">');
    expect(withCspMeta(stale, local)).toBe(once);
  });

  test('works on minified HTML with unquoted attributes and on CRLF line ends', () => {
    const start = '<!doctype html>\r\n<html>\r\n<head>';
    const out = withCspMeta(
      `${start}<meta charset=UTF-8><script>a()\r\nb()</script></head><body></body></html>`,
      local,
    );
    expect(out.indexOf('<meta http-equiv')).toBe(start.length);
    // The browser hashes the script after turning CRLF into LF.
    expect(metaPolicies(out)[0]).toContain(scriptHash('a()\nb()'));
  });

  test('keeps <meta charset> within the first 1024 bytes for a page with the theme’s scripts', () => {
    const out = withCspMeta(html, local);
    expect(Buffer.byteLength(out.slice(0, out.indexOf('<meta charset')))).toBeLessThan(1024 - 20);
  });

  test('fails on a page with no <head> tag rather than leave it without a policy', () => {
    expect(() => withCspMeta('<p>fragment</p>', local)).toThrow(/<head>/);
  });

  test('the policy escapes nothing it does not need to', () => {
    expect(policyFor(page('', ''), local)).not.toMatch(/["&<>]/);
  });
});

describe('zod-eval-probe-loader', () => {
  const dist = path.resolve(__dirname, '../../node_modules/@docsearch/react/dist/esm');

  test.each(['index.js', 'DocSearchModal.js'])(
    'takes the eval probe out of the installed @docsearch/react %s, and changes nothing else',
    (file) => {
      const source = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(source).toContain('new Function("")');
      const out = loader(source);
      expect(out).not.toContain('Function("")');
      expect(out.split('return!1')).toHaveLength(source.split('return!1').length);
      expect(source.length - out.length).toBe(
        'try{return new Function(""),!0}catch(e){return!1}'.length - 'return!1'.length,
      );
    },
  );
});
