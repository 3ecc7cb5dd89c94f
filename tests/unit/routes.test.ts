import {describe, expect, test} from 'vitest';
import {routeHasPage, type RouteLike} from '../../src/features/markdown-twins/client/routes';

// The shape of @generated/routes: docs nest version, sidebar and doc routes; '*' comes last.
const routes: RouteLike[] = [
  {path: '/blog', exact: true},
  {path: '/blog/farm-1-0', exact: true},
  {
    path: '/docs',
    routes: [
      {
        path: '/docs/0.x',
        routes: [{path: '/docs/0.x', routes: [{path: '/docs/0.x/concepts', exact: true}]}],
      },
      {
        path: '/docs',
        routes: [{path: '/docs', routes: [{path: '/docs/quick-start', exact: true}]}],
      },
    ],
  },
  {path: '/', exact: true},
  {path: '*'},
];

describe('routeHasPage: whether a path reaches a page, not the not-found page', () => {
  test('pages, top-level and nested', () => {
    for (const path of ['/', '/blog', '/blog/farm-1-0', '/docs/quick-start', '/docs/0.x/concepts']) {
      expect(routeHasPage(routes, path), path).toBe(true);
    }
  });

  test('unknown paths: only the catch-all matches, or a docs root without a doc under it', () => {
    for (const path of ['/nowhere', '/blog/farm-9-0', '/docs/unknown', '/docs/0.x/unknown', '/docs']) {
      expect(routeHasPage(routes, path), path).toBe(false);
    }
  });
});
