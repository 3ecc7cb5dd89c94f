import React, {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import SearchPage from '@theme-original/SearchPage';
import Head from '@docusaurus/Head';
import {HtmlClassNameProvider, SkipToContentFallbackId, useSearchQueryString} from '@docusaurus/theme-common';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import {searchBackend} from '@site/src/features/search/shared/config';
import {boundQuery, MAX_QUERY_LENGTH} from '@site/src/features/search/shared/limits';
import {searchFailure} from '@site/src/features/search/client/pageClient';
import * as searchPage from '@site/src/features/search/shared/searchPage.internals';
import {LayoutPrelude} from '@site/src/theme/Layout/prelude';
import SearchNoScript from '@site/src/features/search/components/SearchNoScript';
import styles from './styles.module.css';

/**
 * Wrapped: the theme's page gets the built-in index's client through the
 * search plugin's alias of `algoliasearch/lite` (src/features/search/client/algoliaLiteClient.ts).
 * The wrapper adds what that page lacks: the network error (the client
 * resolves a failed search with no hits and says so in `searchFailure`), a
 * meta description, a name for the docs-version select, no credit to
 * Algolia when the built-in index answers, the query bound of
 * src/features/search/shared/limits.ts (the input stops at it, and a longer `q` in the
 * address is cut to it before the theme's page reads it: the page would
 * put the whole of it in its title and heading), and, for a reader with
 * JavaScript off, a notice in place of results. What it assumes of the
 * theme's page is in src/features/search/shared/searchPage.internals.ts.
 */

function SearchError(): ReactNode {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorTitle}>
        <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
      </p>
      <p>
        <Translate id="theme.SearchModal.errorScreen.helpText">
          You might want to check your network connection.
        </Translate>
      </p>
    </div>
  );
}

export default function SearchPageWrapper(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const tooLong = searchQuery.length > MAX_QUERY_LENGTH;
  const failed = useSyncExternalStore(searchFailure.subscribe, searchFailure.get, () => false);
  const [content, setContent] = useState<Element | null>(null);

  useEffect(() => {
    // A failure of an earlier visit is not this one's.
    searchFailure.set(false);
    // The page's content column, where the theme renders the form, the count and the results.
    const container =
      document.getElementById(SkipToContentFallbackId)?.querySelector(searchPage.SEARCH_PAGE_COLUMN) ?? null;
    setContent(container);
    // The theme's select has no name (axe: select-name); React leaves an attribute it does not set alone.
    const label = translate({
      id: 'theme.SearchPage.versionSelectLabel',
      message: 'Docs version to search',
      description: 'The ARIA label of the select that picks which docs version the search page searches',
    });
    container
      ?.querySelectorAll(searchPage.SEARCH_PAGE_VERSION_SELECT)
      .forEach((select) => select.setAttribute('aria-label', label));
    // The theme's input has no maxlength; React leaves it alone too.
    container?.querySelector(searchPage.SEARCH_PAGE_QUERY_INPUT)?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
    // Again when the theme's page comes back after an address over the bound (below): its elements are new.
  }, [tooLong]);

  // Replaces the address before the browser paints: the theme's page only ever gets the bounded query.
  useIsomorphicLayoutEffect(() => {
    if (tooLong) setSearchQuery(boundQuery(searchQuery));
  }, [tooLong, searchQuery, setSearchQuery]);

  const description = translate({
    id: 'theme.SearchPage.metaDescription',
    message: 'Search the Farm documentation, blog and pages, for the docs version you choose.',
    description: 'The meta description of the search page',
  });
  return (
    <HtmlClassNameProvider className={clsx(searchBackend(siteConfig.customFields) === 'local' && styles.builtInIndex)}>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <LayoutPrelude.Provider value={<SearchNoScript />}>{!tooLong && <SearchPage />}</LayoutPrelude.Provider>
      {content && failed && searchQuery && createPortal(<SearchError />, content)}
    </HtmlClassNameProvider>
  );
}
