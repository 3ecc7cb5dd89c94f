import {INDEX_DIR, MANIFEST_FILE} from './shard';

/**
 * Which backend answers the search modal and page, as docusaurus.config.ts
 * sets it in `customFields.searchBackend`: `algolia` when the ALGOLIA_*
 * variables were set at build time, else `local` (the index built with the
 * site). Anything unexpected means `local`, which needs no account.
 */
export type SearchBackend = 'local' | 'algolia';

export function searchBackend(customFields: Record<string, unknown> | undefined): SearchBackend {
  return customFields?.searchBackend === 'algolia' ? 'algolia' : 'local';
}

/** The manifest's path under a locale's baseUrl (give it to useBaseUrl). */
export const MANIFEST_PATH = `${INDEX_DIR}/${MANIFEST_FILE}`;
