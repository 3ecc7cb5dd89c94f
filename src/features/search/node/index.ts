import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {searchBackend} from '../shared/config';
import {ALGOLIASEARCH_LITE_BROWSER_FILE, SEARCH_PAGE_CLIENT_MODULE} from '../shared/searchPage.internals';
import {INDEX_DIR, MANIFEST_FILE} from '../shared/shard';
import {extractPage, type Lvl0Labels} from './extract';
import {buildShards, createManifest} from './shards';

// The public Node entry of search: the plugin, and how a built page is read (the Markdown twins read pages so too).
export {
  attr,
  children,
  classes,
  HEADING,
  INLINE_TAGS,
  SKIPPED_CLASSES,
  isElement,
  readPage,
  textOf,
  type Element,
  type ParentNode,
} from './extract';

/**
 * Builds the site's own search index after each locale's build: it reads the
 * rendered HTML of every route (docs of both versions, blog posts, standalone
 * pages), cuts it into heading sections, and writes one content-hashed shard
 * per language and DocSearch tag, a small one of its headings alone beside
 * each, and `search-index/manifest.json`, which the search client
 * (../client/) reads. See ../README.md.
 */

export type PluginOptions = {
  /**
   * Code blocks longer than this are left out of the index (default 200
   * characters, which keeps three in four: commands and short snippets).
   * Whole config files and examples would take a tenth of the docs shards,
   * and the options they show are named in the prose around them. Inline
   * code is always kept.
   */
  maxCodeBlockChars?: number;
};

const ENGLISH_LABELS: Lvl0Labels = {docs: 'Documentation', blog: 'Blog', page: 'Pages'};

/** lvl0 of pages with no sidebar category or navbar item of their own, per locale (English for others). */
export const LVL0_LABELS: Record<string, Lvl0Labels> = {
  en: ENGLISH_LABELS,
  zh: {docs: '文档', blog: '博客', page: '页面'},
};

/** The HTML file Docusaurus wrote for a route (`trailingSlash: false` writes `x.html`, the others `x/index.html`). */
export async function htmlFileOf(outDir: string, baseUrl: string, route: string): Promise<string | undefined> {
  if (!route.startsWith(baseUrl)) return undefined;
  const relative = route.slice(baseUrl.length);
  const candidates =
    relative === '' || relative.endsWith('/')
      ? [`${relative}index.html`]
      : relative.endsWith('.html')
        ? [relative]
        : [`${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile()) return file;
  }
  return undefined;
}

/**
 * Module aliases that give the theme's search page (which calls algoliasearch's `liteClient(appId, apiKey)`) the
 * site's client instead of an ejected copy of the page: see src/features/search/client/algoliaLiteClient.ts. What
 * they assume of the theme and of algoliasearch is in src/features/search/shared/searchPage.internals.ts; the site's
 * client reaches the real one as `algoliasearch-lite-upstream`. docusaurus.config.ts points here where it lists this
 * plugin.
 */
export function searchClientAliases(siteDir: string): Record<string, string> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const upstream = path.join(path.dirname(require.resolve(SEARCH_PAGE_CLIENT_MODULE)), ALGOLIASEARCH_LITE_BROWSER_FILE);
  return {
    [SEARCH_PAGE_CLIENT_MODULE]: path.join(siteDir, 'src/features/search/client/algoliaLiteClient.ts'),
    'algoliasearch-lite-upstream': upstream,
  };
}

export default function searchIndexPlugin(context: LoadContext, options: PluginOptions = {}): Plugin {
  const maxCodeBlockChars = options.maxCodeBlockChars ?? 200;
  return {
    name: 'farm-search-index',
    configureWebpack() {
      return {
        resolve: {alias: searchClientAliases(context.siteDir)},
        // The persistent cache keeps resolved modules between builds and evicts them only for the build
        // dependencies Docusaurus lists (its config file, not the plugins): a change to these aliases must evict it.
        ...(!process.env.DOCUSAURUS_NO_PERSISTENT_CACHE && {
          experiments: {
            cache: {
              buildDependencies: [
                'src/features/search/node/index.ts',
                'src/features/search/shared/searchPage.internals.ts',
              ].map((file) => path.join(context.siteDir, file)),
            },
          },
        }),
      };
    },
    async postBuild({outDir, routesPaths}) {
      const {baseUrl, i18n, siteConfig} = context;
      // With hosted Algolia nothing reads the built-in index.
      if (searchBackend(siteConfig.customFields) === 'algolia') return;
      const lvl0Labels = LVL0_LABELS[i18n.currentLocale] ?? ENGLISH_LABELS;
      const files = new Set<string>();
      for (const route of routesPaths) {
        const file = await htmlFileOf(outDir, baseUrl, route);
        if (file) files.add(file);
      }
      const pages = [];
      for (const file of [...files].sort()) {
        const page = extractPage(await fs.readFile(file, 'utf8'), {lvl0Labels, maxCodeBlockChars});
        if (page) pages.push(page);
      }
      const shards = buildShards(pages);
      const dir = path.join(outDir, INDEX_DIR);
      await fs.rm(dir, {recursive: true, force: true});
      await fs.mkdir(dir, {recursive: true});
      await Promise.all(
        shards
          .flatMap((shard) => [shard, shard.headings])
          .map(({file, json}) => fs.writeFile(path.join(dir, file), json)),
      );
      await fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(createManifest(siteConfig.url, shards)));
      const records = shards.reduce((sum, s) => sum + s.records, 0);
      console.log(
        `[search-index] ${i18n.currentLocale}: ${pages.length} pages, ${records} sections, ${shards.length} shards`,
      );
    },
  };
}
