import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * With JavaScript off the page cannot search, nor read the query from its
 * address: the notice says so and links to what works without scripts, the
 * locale's Markdown index of every page and a web search of the site. The
 * web search is a link, not a form: a form to another host would need the
 * policy's `form-action 'self'` opened to it.
 */
export default function SearchNoScript(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const site = `site:${new URL(siteConfig.url).host}`;
  const webSearch = `https://www.bing.com/search?q=${encodeURIComponent(site)}`;
  return (
    <noscript>
      <div className={clsx('container', styles.notice)}>
        <div className="alert alert--info">
          <p>
            <strong>
              <Translate id="search.noscript.title" description="Search page, JavaScript off: why there are no results">
                Search needs JavaScript, which is off in this browser.
              </Translate>
            </strong>{' '}
            <Translate
              id="search.noscript.body"
              description="Search page, JavaScript off: what follows the notice's title">
              To find a page without it:
            </Translate>
          </p>
          <ul>
            <li>
              <Translate
                id="search.noscript.llms"
                description="Search page, JavaScript off: the link to the Markdown index (llms.txt)"
                values={{
                  link: (
                    // pathname:// makes it a plain link to the locale's file, under the locale's base URL.
                    <Link href="pathname:///llms.txt">
                      <Translate
                        id="search.noscript.llmsLink"
                        description="Search page, JavaScript off: text of the link to llms.txt">
                        the Markdown index of every page
                      </Translate>
                    </Link>
                  ),
                }}>
                {
                  "open {link} (llms.txt), which lists each page's title, link and summary, and use your browser's Find (Ctrl+F) in it;"
                }
              </Translate>
            </li>
            <li>
              <Translate
                id="search.noscript.web"
                description="Search page, JavaScript off: the link to a web search of the site"
                values={{
                  link: (
                    <Link href={webSearch}>
                      <Translate
                        id="search.noscript.webLink"
                        description="Search page, JavaScript off: text of the link to a web search of the site">
                        search this site with Bing
                      </Translate>
                    </Link>
                  ),
                  site: <code>{site}</code>,
                }}>
                {'or {link}: type your words after {site} in its search box.'}
              </Translate>
            </li>
          </ul>
        </div>
      </div>
    </noscript>
  );
}
