import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';

/**
 * The navbar's search button, in DocSearch's markup and classes (so its style
 * sheet applies), written here so that its accessible name and its visible
 * text agree (WCAG 2.5.3): DocSearch's own button is named "Search
 * (Control+k)" while it shows "Search Ctrl K", and puts no space between its
 * parts, which assistive tools then read as one word. The shortcut shows as
 * Ctrl K, or ⌘ K on Apple systems once hydrated (as DocSearch decides it).
 */
/** The key of the shortcut, with Ctrl or ⌘: a key's name, the same in every language. */
const KEY = 'K';

type Props = Omit<ComponentProps<'button'>, 'children' | 'type'> & {text: string};

export default function SearchButton({text, ...props}: Props): ReactNode {
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const modifier = apple ? '⌘' : 'Ctrl';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${text} ${modifier} ${KEY}`}
      aria-keyshortcuts={apple ? 'Meta+k' : 'Control+k'}
      {...props}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        <kbd className={apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'}>
          {modifier}
        </kbd>{' '}
        <kbd className="DocSearch-Button-Key">{KEY}</kbd>
      </span>
    </button>
  );
}
