import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {twinPath, twinUrl} from '@site/src/features/markdown-twins/shared/paths';
import {ASSISTANTS, copyTwin, type CopyResult} from './actions';
import styles from './styles.module.css';

/** How long the button says "Copied" or "Copy failed" before it reads "Copy page" again. */
const RESULT_MS = 3000;

/**
 * The page menu by a doc's or blog post's title (README.md, "Markdown twins"): "Copy page" puts the page's
 * Markdown twin on the clipboard, and a disclosure opens "View as Markdown" and links that start a chat about
 * the twin in ChatGPT or Claude. Nothing is fetched until the reader copies; the outcome is announced in a
 * status region. The twin's text leaves it out (the search index and twins skip `theme-page-menu`).
 */
export default function PageMenu(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<CopyResult | 'copying' | null>(null);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const twin = twinPath(pathname);
  const prompt = translate(
    {
      id: 'pageMenu.prompt',
      message: 'Read {url} so I can ask questions about it.',
      description: 'The prompt the page menu gives an AI assistant; {url} is the Markdown version of the page',
    },
    {url: twinUrl(pathname, siteConfig.url)},
  );

  useEffect(() => {
    if (result !== 'copied' && result !== 'failed') return undefined;
    const timer = window.setTimeout(() => setResult(null), RESULT_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  // An open menu closes on a click elsewhere.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const copy = async () => {
    setResult('copying');
    setResult(await copyTwin(twin, typeof navigator === 'undefined' ? undefined : navigator.clipboard, fetch));
  };

  const links: {href: string; label: ReactNode}[] = [
    {
      // pathname:// keeps the router and its prefetching off the twin: a plain page load of the .md file.
      href: `pathname://${twin}`,
      label: (
        <Translate id="pageMenu.viewMarkdown" description="Page-menu link to the page's Markdown version">
          View as Markdown
        </Translate>
      ),
    },
    {
      href: ASSISTANTS.chatgpt(prompt),
      label: (
        <Translate id="pageMenu.openChatGPT" description="Page-menu link that opens ChatGPT about the page">
          Open in ChatGPT
        </Translate>
      ),
    },
    {
      href: ASSISTANTS.claude(prompt),
      label: (
        <Translate id="pageMenu.openClaude" description="Page-menu link that opens Claude about the page">
          Open in Claude
        </Translate>
      ),
    },
  ];

  return (
    <div
      ref={root}
      className={clsx('theme-page-menu', styles.menu)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <div className={clsx('button-group', styles.group)}>
        <button
          type="button"
          className="button button--sm button--outline button--secondary"
          disabled={result === 'copying'}
          onClick={() => void copy()}>
          {result === 'copied' ? (
            <Translate id="pageMenu.copied" description="The copy button after the page was copied">
              Copied
            </Translate>
          ) : result === 'failed' ? (
            <Translate id="pageMenu.copyFailed" description="The copy button after copying failed">
              Copy failed
            </Translate>
          ) : (
            <Translate id="pageMenu.copy" description="Copies the page as Markdown to the clipboard">
              Copy page
            </Translate>
          )}
        </button>
        <button
          ref={toggle}
          type="button"
          className={clsx('button button--sm button--outline button--secondary', styles.toggle)}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={translate({
            id: 'pageMenu.more',
            message: 'More ways to use this page',
            description: 'Label of the button that opens the page menu',
          })}
          onClick={() => setOpen((value) => !value)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" className={styles.chevron}>
            <path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6z" />
          </svg>
        </button>
      </div>
      <ul id={menuId} className={clsx('dropdown__menu', styles.list)} hidden={!open}>
        {links.map(({href, label}) => (
          <li key={href}>
            <Link className="dropdown__link" href={href} target="_blank" rel="noopener noreferrer">
              {label}
              <span className="visually-hidden">
                <Translate
                  id="pageMenu.newTab"
                  description="Screen-reader hint of a page-menu link that opens a new tab">
                  (opens in a new tab)
                </Translate>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {result === 'copied' &&
          translate({
            id: 'pageMenu.copiedStatus',
            message: 'The page is on the clipboard as Markdown.',
            description: 'Announced after the page was copied',
          })}
        {result === 'failed' &&
          translate({
            id: 'pageMenu.failedStatus',
            message: 'The page could not be copied. Use View as Markdown and copy it from there.',
            description: 'Announced when copying the page failed',
          })}
      </p>
    </div>
  );
}
