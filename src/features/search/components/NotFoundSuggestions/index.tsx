import React, {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {searchBackend, MANIFEST_PATH} from '@site/src/features/search/shared/config';
import {lazySearchClient} from '@site/src/features/search/client/lazy';
import {queryOfPath, suggestionsOf, type Suggestion} from './query';
import styles from './styles.module.css';

type Props = {pathname: string};

/** Entity-escaped hit text (the client escapes it for DocSearch's HTML) back to plain text. */
function unescapeHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}

/**
 * Up to five pages that match the words of a missing path, from the
 * built-in index of the page's locale (loaded on this page only, when it
 * renders in the browser). Shows nothing while it searches, when nothing
 * matches, when the index cannot be reached, or with the Algolia backend.
 */
export default function NotFoundSuggestions({pathname}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const local = searchBackend(siteConfig.customFields) === 'local';
  const locale = i18n.currentLocale;
  const manifestUrl = useBaseUrl(MANIFEST_PATH);
  const docsVersions = useAllDocsData().default?.versions;

  useEffect(() => {
    if (!local) return undefined;
    const {query, tags} = queryOfPath(pathname, i18n.locales, docsVersions ?? []);
    if (!query) return undefined;
    let live = true;
    lazySearchClient(manifestUrl)
      .search({requests: [{indexName: '', query, hitsPerPage: 50, facetFilters: [`language:${locale}`, tags]}]})
      .then(({results}) => {
        if (live) setSuggestions(suggestionsOf(results[0]?.hits ?? [], 5, unescapeHtml));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [local, pathname, locale, manifestUrl, i18n.locales, docsVersions]);

  if (!suggestions.length) return null;
  return (
    <nav className={styles.suggestions} aria-labelledby="suggested-pages">
      <Heading as="h2" id="suggested-pages" className={styles.heading}>
        <Translate id="notFound.suggestions.heading" description="Heading of the pages suggested on the not-found page">
          Pages you might be looking for
        </Translate>
      </Heading>
      <ul>
        {suggestions.map(({path, title, section}) => (
          <li key={path}>
            <Link to={path}>{title}</Link>
            {section && section !== title && <span className={styles.section}> · {section}</span>}
          </li>
        ))}
      </ul>
    </nav>
  );
}
