import type {ExtractedPage, PageKind, Section} from '@site/src/features/search/node/extract';
import {buildShards, createManifest} from '@site/src/features/search/node/shards';
import {createLocalSearchClient} from '@site/src/features/search/client/client';

/** Builds the test pages and shards the unit tests search. */

export const ORIGIN = 'https://farmfe.org';
export const MANIFEST_URL = 'http://127.0.0.1/search-index/manifest.json';

type PageSpec = {
  path: string;
  language?: string;
  tag?: string;
  kind?: PageKind;
  lvl0?: string;
  title: string;
  intro?: string;
  sections?: {level: number; heading: string; anchor?: string; content?: string}[];
};

/** A page as the extractor would give it: an intro section, then sections whose headings nest by level. */
export function page(spec: PageSpec): ExtractedPage {
  const sections: Section[] = [{level: 1, headings: [spec.title], anchor: null, content: spec.intro ?? ''}];
  let headings: (string | null)[] = [spec.title];
  for (const s of spec.sections ?? []) {
    headings = headings.slice(0, s.level - 1);
    while (headings.length < s.level - 1) headings.push(null);
    headings.push(s.heading);
    sections.push({level: s.level, headings, anchor: s.anchor ?? null, content: s.content ?? ''});
  }
  return {
    url: `${ORIGIN}${spec.path}`,
    language: spec.language ?? 'en',
    tag: spec.tag ?? 'docs-default-current',
    kind: spec.kind ?? 'docs',
    lvl0: spec.lvl0 ?? 'Guides',
    sections,
  };
}

/**
 * A local search client over these pages, with a fetch that serves the
 * manifest and shards (and their headings shards) from memory and records
 * what was asked for. `fail` makes the requests whose URL matches it fail
 * like a dropped connection; `hold` keeps those whose URL matches it waiting
 * until `release()`.
 */
export function clientFor(pages: ExtractedPage[], options: {fail?: RegExp; hold?: RegExp} = {}) {
  const shards = buildShards(pages);
  const files = new Map<string, string>(
    shards.flatMap((s) => [s, s.headings]).map((s) => [new URL(s.file, MANIFEST_URL).href, s.json]),
  );
  files.set(MANIFEST_URL, JSON.stringify(createManifest(ORIGIN, shards)));
  const requested: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = {fail: options.fail, hold: options.hold};
  const fakeFetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input);
    requested.push(url);
    if (state.hold?.test(url)) await released;
    if (state.fail?.test(url)) throw new TypeError('Failed to fetch');
    const body = files.get(url);
    return body === undefined ? new Response('Not found', {status: 404}) : new Response(body, {status: 200});
  };
  const client = createLocalSearchClient({manifestUrl: MANIFEST_URL, fetch: fakeFetch as typeof fetch});
  return {client, requested, shards, state, release};
}

/** The request DocSearch's modal sends (see @docsearch/react's DocSearchModal), for the current docs in English. */
export function docSearchRequest(query: string, overrides: Record<string, unknown> = {}) {
  return {
    query,
    indexName: 'farmfe',
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:15',
      'hierarchy.lvl2:15',
      'hierarchy.lvl3:15',
      'hierarchy.lvl4:15',
      'hierarchy.lvl5:15',
      'hierarchy.lvl6:15',
      'content:15',
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    ...overrides,
  };
}

/** A small site: current and 0.x docs, a blog post and a page, in English and Chinese. */
export const site: ExtractedPage[] = [
  page({
    path: '/docs/advanced/persistent-cache',
    lvl0: 'Advanced',
    title: 'Persistent cache',
    intro: 'Farm keeps compiled modules on disk and reuses them on the next start.',
    sections: [
      {
        level: 2,
        heading: 'Turn it on',
        anchor: 'turn-it-on',
        content: 'Set compilation.persistentCache to true in farm.config.ts.',
      },
      {level: 2, heading: 'Options', anchor: 'options', content: 'The cache lives in node_modules/.farm by default.'},
      {level: 3, heading: 'namespace', anchor: 'namespace', content: 'Separates the caches of several builds.'},
    ],
  }),
  page({
    path: '/docs/features/css',
    lvl0: 'Features',
    title: 'CSS',
    intro: 'Farm compiles CSS out of the box, with CSS modules and a persistent cache of its own.',
    sections: [
      {level: 2, heading: 'CSS modules', anchor: 'css-modules', content: 'Files named *.module.css are CSS modules.'},
    ],
  }),
  page({
    path: '/docs/0.x/features/css',
    tag: 'docs-default-0.x',
    lvl0: 'Features',
    title: 'CSS in 0.x',
    intro: 'The 0.x line compiles CSS too.',
  }),
  page({
    path: '/blog/farm-1.0',
    tag: 'default',
    kind: 'blog',
    lvl0: 'Blog',
    title: 'Farm 1.0 is out',
    intro: 'Version 1.0 brings a stable persistent cache.',
  }),
  page({
    path: '/zh/docs/features/css',
    language: 'zh',
    lvl0: '功能',
    title: 'CSS 支持',
    intro: 'Farm 内置 CSS 编译，支持 CSS 模块。',
  }),
  page({
    path: '/zh/',
    language: 'zh',
    tag: 'default',
    kind: 'page',
    lvl0: '页面',
    title: 'Farm',
    sections: [{level: 3, heading: '懒编译', content: '动态导入的模块只在页面真正请求时才编译。'}],
  }),
];
