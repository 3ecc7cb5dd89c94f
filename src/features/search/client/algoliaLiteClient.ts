import siteConfig from '@generated/docusaurus.config';
import {liteClient as algoliaLiteClient} from 'algoliasearch-lite-upstream';
import type {LocalSearchClient} from './algolia';
import {MANIFEST_PATH, searchBackend} from '../shared/config';
import {lazySearchClient} from './lazy';
import {pageSearchClient} from './pageClient';

/**
 * Stands in for `algoliasearch/lite` in the site's bundle (the search
 * plugin's `configureWebpack` alias), where the only caller is the theme's
 * search page: `liteClient(appId, apiKey)` gives the built-in index's client
 * unless Algolia was chosen at build time, and either one through
 * `pageSearchClient`. DocSearch's modal carries its own copy of algoliasearch
 * and is not affected; SearchBar gives it its client.
 */

const clients = new Map<string, LocalSearchClient>();

// The theme's page calls this on every render: one client per backend, so the index is fetched once.
export function liteClient(appId: string, apiKey: string): LocalSearchClient {
  const local = searchBackend(siteConfig.customFields) === 'local';
  const key = local ? 'local' : `${appId}:${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = pageSearchClient(
      local
        ? lazySearchClient(`${siteConfig.baseUrl}${MANIFEST_PATH}`)
        : // algoliasearch's client answers the same requests; its generic hit type is not DocSearch's.
          (algoliaLiteClient(appId, apiKey) as unknown as LocalSearchClient),
    );
    clients.set(key, client);
  }
  return client;
}
