import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {searchBackend, MANIFEST_PATH} from '@site/src/search/config';
import {lazySearchClient} from '@site/src/search/lazy';
import {queryOfPath, suggestionsOf, type Suggestion} from './query';
import styles from './styles.module.css';

type Props = {
  pathname: string;
  /** The locale whose index answers (`zh` for a /zh/ path the English app shows). */
  locale: string;
  /** The heading of the list, in that locale. */
  heading: ReactNode;
  /** Lay the list out as a block of the page (below the theme's not-found message) rather than inside a column. */
  standalone?: boolean;
};

/** Entity-escaped hit text (the client escapes it for DocSearch's HTML) back to plain text. */
function unescapeHtml(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').documentElement.textContent ?? '';
}

/**
 * Up to five pages that match the words of a missing path, from the
 * built-in index (loaded on this page only, when it renders in the
 * browser). Shows nothing while it searches, when nothing matches, when the
 * index cannot be reached, or with the Algolia backend.
 */
export default function NotFoundSuggestions({pathname, locale, heading, standalone = false}: Props): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const local = searchBackend(siteConfig.customFields) === 'local';
  const localePath = locale === i18n.defaultLocale ? '' : `${locale}/`;
  const manifestUrl = `${siteConfig.baseUrl}${localePath}${MANIFEST_PATH}`;

  useEffect(() => {
    if (!local) return undefined;
    const {query, tags} = queryOfPath(pathname, i18n.locales);
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
  }, [local, pathname, locale, manifestUrl, i18n.locales]);

  if (!suggestions.length) return null;
  const list = (
    <>
      <Heading as="h2" id="suggested-pages" className={styles.heading}>
        {heading}
      </Heading>
      <ul>
        {suggestions.map(({path, title, section}) => (
          <li key={path}>
            <Link to={path}>{title}</Link>
            {section && section !== title && <span className={styles.section}> · {section}</span>}
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <nav
      className={clsx(styles.suggestions, standalone && 'container margin-bottom--xl')}
      aria-labelledby="suggested-pages">
      {standalone ? (
        <div className="row">
          <div className="col col--6 col--offset-3">{list}</div>
        </div>
      ) : (
        list
      )}
    </nav>
  );
}
