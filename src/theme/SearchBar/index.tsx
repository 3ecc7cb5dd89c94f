// Upstream: @docusaurus/theme-search-algolia@3.10.2 src/theme/SearchBar/index.tsx sha256:11ed3f658fb077fc
/**
 * The theme's DocSearch bar (@docusaurus/theme-search-algolia 3.10.2,
 * ejected; Copyright (c) Facebook, Inc. and its affiliates, MIT licence),
 * changed where the site needs it:
 * - Unless Algolia credentials were set at build time, DocSearch gets the
 *   built-in index's client (through `transformSearchClient`, so the modal
 *   sends the same requests to either backend), loaded with its shards when
 *   the visitor points at, focuses or touches the button, or opens the modal
 *   by keyboard; and no preconnect to Algolia's servers is made.
 * - A failed search shows DocSearch's error screen (see useSearchError).
 * - Its own button (SearchButton.tsx), whose name is its visible text.
 * - Blocked storage gets an in-memory stand-in before the modal opens, and
 *   the recent and favourite searches DocSearch will read are checked first.
 * - 'Let us know.' under an empty result opens an issue with the query.
 * - No "Powered by Algolia" in the modal when the built-in index answers.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFiltersIfEnabled,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchTranslations,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import {links} from '@site/src/data/links';
import type {SearchInput, SearchResponses} from '@site/src/features/search/client/algolia';
import {MANIFEST_PATH, searchBackend} from '@site/src/features/search/shared/config';
import {lazySearchClient, preloadSearch} from '@site/src/features/search/client/lazy';
import {emptyResponse, normalizeInput} from '@site/src/features/search/client/requests';
import {prepareSearchStorage} from '@site/src/features/search/client/storage';
import SearchButton from './SearchButton';
import {useSearchSuggestions} from './suggestions';
import {svgElement} from './svg';
import styles from './styles.module.css';

/**
 * The theme's algolia config, as the modal's props (contextualSearch is read by the theme's hook; askAi and a
 * custom transformItems are not used on this site, and not supported).
 */
type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY' | 'transformItems'> & {
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  translations?: DocSearchTranslations;
};

let DocSearchModal: typeof DocSearchModalType | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{DocSearchModal: Modal}]) => {
      DocSearchModal = Modal;
    },
  );
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => ({
    navigate(params) {
      // Results on another host cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
        window.location.href = params.itemUrl;
      } else {
        history.push(params.itemUrl);
      }
    },
  }));
  return navigator;
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function ResultsFooter({
  state,
  count,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  count: number | undefined;
  onClose: () => void;
}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: count ?? state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

/**
 * The hit count of each query's response, for "See all N results":
 * DocSearch's own count (`context.nbHits`) adds up the counts of every
 * keystroke since the modal opened (@docsearch/react 4.7.1), so typing
 * "cache" showed "See all 1521 results" for the 108 the search page finds.
 */
type HitCounts = {counts: Map<string, number>; record: (input: SearchInput, responses: SearchResponses) => void};

function hitCounts(): HitCounts {
  const counts = new Map<string, number>();
  return {
    counts,
    record(input, responses) {
      const [request] = normalizeInput(input);
      if (request?.query === undefined) return;
      if (counts.size > 100) counts.clear();
      const total = responses.results.reduce((sum, result) => sum + ('nbHits' in result ? (result.nbHits ?? 0) : 0), 0);
      counts.set(request.query, total);
    },
  };
}

/** 'Let us know.' under an empty result opens an issue on the website's repository, with the query. */
function missingResultsUrl({query}: {query: string}): string {
  const title = translate(
    {id: 'search.missingResults.issueTitle', message: 'Search: no results for "{query}"'},
    {query},
  );
  return `${links.websiteRepo}/issues/new?title=${encodeURIComponent(title)}`;
}

/** DocSearch's own error screen: its markup, its icon and the theme's (translated) texts. */
function errorScreen(): HTMLElement {
  const texts = translations.modal?.errorScreen;
  const screen = document.createElement('div');
  screen.className = `DocSearch-ErrorScreen ${styles.errorScreen}`;
  screen.setAttribute('role', 'alert');
  const icon = document.createElement('div');
  icon.className = 'DocSearch-Screen-Icon';
  icon.append(
    svgElement(
      'svg',
      {
        width: '40',
        height: '40',
        viewBox: '0 0 20 20',
        fill: 'none',
        stroke: 'currentColor',
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        'aria-hidden': 'true',
      },
      svgElement('path', {
        d: 'M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0',
      }),
    ),
  );
  const title = document.createElement('p');
  title.className = 'DocSearch-Title';
  title.textContent = texts?.titleText ?? '';
  const help = document.createElement('p');
  help.className = 'DocSearch-Help';
  help.textContent = texts?.helpText ?? '';
  screen.append(icon, title, help);
  return screen;
}

/**
 * Shows DocSearch's error screen after a failed search. DocSearch has one,
 * but the autocomplete library under it sets its status back to idle right
 * after the failure, so it never shows (and the rejection goes unhandled).
 * The wrapper answers a failed search with no hits instead, and puts the
 * error screen over the "no results" one (inside the modal, which is
 * DocSearch's DOM) until a search succeeds or the query is emptied.
 */
function useSearchError(): {fail: () => void; clear: () => void} {
  const [host, setHost] = useState<Element | null>(null);
  const fail = useCallback(() => setHost(document.querySelector('.DocSearch-Modal .DocSearch-Dropdown')), []);
  const clear = useCallback(() => setHost(null), []);
  useEffect(() => {
    if (!host) return undefined;
    const screen = errorScreen();
    host.append(screen);
    const input = host.closest('.DocSearch-Modal')?.querySelector('input');
    // An emptied query shows the start screen, which asks for nothing.
    const onInput = () => input?.value === '' && clear();
    input?.addEventListener('input', onInput);
    return () => {
      input?.removeEventListener('input', onInput);
      screen.remove();
    };
  }, [host, clear]);
  return {fail, clear};
}

function DocSearch({externalUrlRegex, local, ...props}: DocSearchProps & {local: boolean}) {
  const {docusaurusVersion} = useDocusaurusContext().siteMetadata;
  const navigator = useNavigator({externalUrlRegex});
  // The page's language and docs version as facet filters, when contextualSearch is on, then the config's own.
  const contextualFacetFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const searchParameters = {
    ...props.searchParameters,
    facetFilters: mergeFacetFilters(contextualFacetFilters, props.searchParameters?.facetFilters),
  };
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const manifestUrl = useBaseUrl(MANIFEST_PATH);
  const {fail, clear} = useSearchError();
  const [counts] = useState(hitCounts);
  const buttonText = (props.translations?.button ?? translations.button)?.buttonText ?? 'Search';

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const modalTranslations = props.translations?.modal ?? translations.modal;
  const {remember} = useSearchSuggestions(
    isOpen,
    modalTranslations?.noResultsScreen?.suggestedQueryText ?? 'Try searching for',
  );
  // Every response's hits pass here, whichever backend answers: the suggestions come from them.
  const transformItemsAndRemember = useCallback<NonNullable<DocSearchModalProps['transformItems']>>(
    (items) => {
      remember(items);
      return items.map((item) => ({...item, url: processSearchResultUrl(item.url)}));
    },
    [remember, processSearchResultUrl],
  );
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const facetFilters = searchParameters?.facetFilters;
  /** Loads the modal's code, and for the built-in backend the client and the shards these filters need. */
  const preload = useCallback(() => {
    void importDocSearchModalIfNeeded();
    if (local) preloadSearch(manifestUrl, facetFilters);
  }, [local, manifestUrl, facetFilters]);

  // DocSearch calls this once per modal opening.
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (!local) {
        client.addAlgoliaAgent('docusaurus', docusaurusVersion);
        const algoliaSearch = client.search.bind(client);
        // The client as it is (its transporter, agents and cache), with the counts noted on the way.
        return Object.assign(client, {
          search: (async (input: SearchInput) => {
            const responses = (await algoliaSearch(input as never)) as unknown as SearchResponses;
            counts.record(input, responses);
            return responses;
          }) as unknown as DocSearchTransformClient['search'],
        });
      }
      // A keystroke before the whole index is in gets the hits of its headings, as the modal's hits are mostly headings.
      const builtIn = lazySearchClient(manifestUrl, {headingsFirst: true});
      const search = async (input: SearchInput): Promise<SearchResponses> => {
        try {
          const responses = await builtIn.search(input);
          counts.record(input, responses);
          clear();
          return responses;
        } catch (reason) {
          if (!(reason instanceof Error) || reason.name !== 'RetryError') throw reason;
          fail();
          return {results: normalizeInput(input).map(emptyResponse)};
        }
      };
      return {
        // The local client answers every request shape DocSearch sends; it cannot promise algoliasearch's generic hit type.
        search: search as unknown as DocSearchTransformClient['search'],
        addAlgoliaAgent: builtIn.addAlgoliaAgent,
        transporter: client.transporter,
      };
    },
    [local, docusaurusVersion, manifestUrl, fail, clear, counts],
  );

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // The built-in index is not Algolia's: the modal's "Powered by Algolia" is hidden then (styles.module.css).
      if (local && styles.builtInIndex) divElement.classList.add(styles.builtInIndex);
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [local]);

  const {indexName} = props;
  const openModal = useCallback(() => {
    prepareSearchContainer();
    preload();
    void importDocSearchModalIfNeeded().then(() => {
      // Right before the modal mounts and reads the stored searches.
      prepareSearchStorage(indexName);
      setIsOpen(true);
    });
  }, [indexName, prepareSearchContainer, preload]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      // Leave the browser's Ctrl+F alone.
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      // The key goes into the modal's input once, as its initial query.
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useMemo<DocSearchProps['resultsFooterComponent']>(
    () =>
      ({state}) => <ResultsFooter state={state} count={counts.counts.get(state.query)} onClose={closeModal} />,
    [closeModal, counts],
  );

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });

  return (
    <>
      {!local && (
        <Head>
          {/* Hosted search: connect to Algolia's servers before the first query. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}

      <SearchButton
        text={buttonText}
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={searchButtonRef}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItemsAndRemember}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            getMissingResultsUrl={missingResultsUrl}
            {...(props.searchPagePath && {resultsFooterComponent})}
            placeholder={modalTranslations?.searchBox?.placeholderText}
            {...(props as Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'>)}
            translations={modalTranslations}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const docSearchProps: DocSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps),
    ...props,
  };
  return <DocSearch {...docSearchProps} local={searchBackend(siteConfig.customFields) === 'local'} />;
}
