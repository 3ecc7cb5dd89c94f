import React, {useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {links} from '@site/src/data/links';
import {feedbackIssueUrl} from './issue';
import styles from './styles.module.css';

type Answer = 'yes' | 'no' | null;

/**
 * "Was this page helpful?" at the end of a doc. Nothing is stored or sent:
 * "Yes" thanks the reader, "No" opens a new issue on the website repository,
 * prefilled with the page's title, URL, version and locale, for the reader
 * to complete and submit on GitHub.
 */
export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const {siteConfig, i18n} = useDocusaurusContext();
  const [answer, setAnswer] = useState<Answer>(null);
  const labelId = useId();
  const issueUrl = feedbackIssueUrl(links.websiteRepo, {
    title: metadata.title,
    url: `${siteConfig.url}${metadata.permalink}`,
    version: version.label,
    locale: i18n.currentLocale,
  });
  return (
    <section className={styles.feedback} aria-labelledby={labelId}>
      <p id={labelId} className={styles.question}>
        <Translate id="pageFeedback.question" description="The question at the end of every doc">
          Was this page helpful?
        </Translate>
      </p>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          aria-pressed={answer === 'yes'}
          onClick={() => setAnswer('yes')}>
          <Translate id="pageFeedback.yes" description="Answer: the page was helpful">
            Yes
          </Translate>
        </button>
        <Link
          className="button button--sm button--outline button--secondary"
          href={issueUrl}
          onClick={() => setAnswer('no')}>
          <Translate id="pageFeedback.no" description="Answer: the page was not helpful (opens a GitHub issue)">
            No
          </Translate>
          <span className="visually-hidden">
            <Translate id="pageFeedback.no.hint" description="Screen-reader and tooltip hint of the No link">
              (opens a prefilled issue on GitHub)
            </Translate>
          </span>
        </Link>
      </div>
      <p role="status" className={styles.status}>
        {answer === 'yes' && (
          <Translate id="pageFeedback.thanks" description="Shown after the reader answers Yes">
            Thanks for letting us know!
          </Translate>
        )}
        {answer === 'no' && (
          <Translate id="pageFeedback.sorry" description="Shown after the reader answers No">
            Sorry about that. Tell us what was missing in the issue that opened on GitHub; nothing is sent until you
            submit it there.
          </Translate>
        )}
      </p>
    </section>
  );
}
