import {describe, expect, test, vi} from 'vitest';
import {
  NOT_FOUND_FILE,
  notFoundScopes,
  sendOnScript,
  type LocationLike,
} from '@site/src/features/not-found-pages/shared/scopes';

const SCOPES = notFoundScopes(['/', '/zh/'], ['docs/0.x']);
const ORIGIN = 'https://farmfe.org';

/**
 * Runs the script text of the document the build rendered at `rendered` (the root one at /404, a version's at
 * its file's path) as the browser would, at `url`; what it did to the address.
 */
function visit(rendered: string, url: string): {replaced?: string; restored?: string} {
  // Split by hand: new URL() would read a path such as //host/x as another host.
  const [, pathname = '', search = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url) ?? [];
  const done: {replaced?: string; restored?: string} = {};
  const location: LocationLike = {
    origin: ORIGIN,
    pathname,
    search,
    hash,
    replace: (to) => {
      done.replaced = to;
    },
  };
  const history = {
    replaceState: vi.fn((_state: unknown, _title: string, to?: string | URL | null) => (done.restored = String(to))),
  };
  // The inline script's own text, with nothing of this module in scope: it must need nothing but its globals.
  new Function('location', 'history', sendOnScript(rendered, SCOPES))(location, history);
  return done;
}

describe('scopes', () => {
  test('each locale and each older docs version under it, longest first', () => {
    expect(SCOPES).toEqual(['/zh/docs/0.x/', '/docs/0.x/', '/zh/', '/']);
    expect(notFoundScopes(['/'], ['/docs/2.x/', 'docs/0.x'])).toEqual(['/docs/0.x/', '/docs/2.x/', '/']);
  });
});

describe('the not-found document sends the reader on', () => {
  test("the root 404.html (all GitHub Pages serves) sends a path of another scope to that scope's document", () => {
    expect(visit('/404.html', '/zh/docs/nope?q=1#part')).toEqual({
      replaced: `/zh/${NOT_FOUND_FILE}?notfound=%2Fzh%2Fdocs%2Fnope%3Fq%3D1#part`,
    });
    expect(visit('/404.html', '/docs/0.x/nope').replaced).toBe('/docs/0.x/404.html?notfound=%2Fdocs%2F0.x%2Fnope');
    expect(visit('/404.html', '/zh/docs/0.x/a/b').replaced).toBe(
      '/zh/docs/0.x/404.html?notfound=%2Fzh%2Fdocs%2F0.x%2Fa%2Fb',
    );
  });

  test("a document of the path's own scope stays (what scripts/serve.mjs serves)", () => {
    // As the build renders them: Docusaurus renders the locale's own document at /404.
    expect(visit('/404', '/nope')).toEqual({});
    expect(visit('/404', '/docs/nope')).toEqual({});
    expect(visit('/zh/404', '/zh/docs/nope')).toEqual({});
    expect(visit('/404', '/404')).toEqual({});
    expect(visit('/404.html', '/nope')).toEqual({});
    expect(visit('/404.html', '/docs/nope')).toEqual({});
    expect(visit('/zh/404.html', '/zh/docs/nope')).toEqual({});
    expect(visit('/zh/docs/0.x/404.html', '/zh/docs/0.x/nope')).toEqual({});
    expect(visit('/404.html', '/404.html')).toEqual({});
  });

  test('that document puts the path back, with its query and hash', () => {
    expect(visit('/404', '/404.html?notfound=%2Fnope')).toEqual({restored: '/nope'});
    expect(visit('/zh/404.html', '/zh/404.html?notfound=%2Fzh%2Fdocs%2Fnope%3Fq%3D1#part')).toEqual({
      restored: '/zh/docs/nope?q=1#part',
    });
    expect(visit('/docs/0.x/404.html', '/docs/0.x/404.html?notfound=%2Fdocs%2F0.x%2F%25ED%25A0%2580')).toEqual({
      restored: '/docs/0.x/%ED%A0%80',
    });
  });

  test('.html, /index.html and trailing-slash forms go to the clean path, on this origin', () => {
    expect(visit('/404.html', '/docs/quick-start/index.html?x=1#y')).toEqual({
      replaced: `${ORIGIN}/docs/quick-start?x=1#y`,
    });
    expect(visit('/zh/404.html', '/zh/docs/why-farm.html').replaced).toBe(`${ORIGIN}/zh/docs/why-farm`);
    expect(visit('/404.html', '/docs/quick-start/').replaced).toBe(`${ORIGIN}/docs/quick-start`);
    expect(visit('/404.html', '//evil.example/x.html').replaced).toBe(`${ORIGIN}//evil.example/x`);
  });

  test("a path put back must be a clean path of the document's own scope on this site", () => {
    for (const back of [
      '//evil.example/zh/x',
      'https://evil.example/zh/x',
      '/\\evil.example',
      '/docs/nope',
      '/zh/docs/0.x/nope',
      '/zh/docs/why-farm.html',
      '/zh/docs/',
      'zh/x',
      '',
    ]) {
      expect(visit('/zh/404.html', `/zh/404.html?notfound=${encodeURIComponent(back)}`), back).toEqual({});
    }
  });

  test("a reader is sent on once at most: a host without a scope's document cannot loop", () => {
    // The host served the root document at the zh document's address, and again at its clean form.
    expect(visit('/404.html', '/zh/404.html?notfound=%2Fzh%2Fnope')).toEqual({});
    expect(visit('/404.html', '/zh/404?notfound=%2Fzh%2Fnope')).toEqual({});
  });

  test('the script is safe inside <script>', () => {
    const script = sendOnScript('/</script><img src=x onerror=alert(1)>', ['/</script>']);
    expect(script).not.toContain('</script');
    expect(script).toContain('\\u003c/script>');
  });
});
