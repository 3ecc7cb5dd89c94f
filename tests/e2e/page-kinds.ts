/**
 * One route of each kind of page the site has, for the specs that check every kind (storage, no JavaScript,
 * external assets, links, CSP, accessibility): a check that holds on these holds on every page built from the same
 * theme component. Paths are English; `localePath` gives zh.
 */
export type PageKind = {name: string; path: string};

export const pageKinds: readonly PageKind[] = [
  {name: 'home', path: '/'},
  {name: 'doc', path: '/docs/features/css'},
  {name: '0.x doc', path: '/docs/0.x/quick-start'},
  {name: '2.x doc (pre-release banner)', path: '/docs/2.x/config/dev-server'},
  {name: 'blog list', path: '/blog'},
  {name: 'blog post', path: '/blog/farm-1-0'},
  {name: 'tags list', path: '/blog/tags'},
  {name: 'tag page', path: '/blog/tags/release'},
  {name: 'team', path: '/team'},
  {name: 'data', path: '/data'},
  {name: 'markdown page', path: '/markdown-page'},
  {name: 'search page', path: '/search?q=plugin'},
  {name: 'not-found page', path: '/this/does/not/exist'},
];
