import {useCallback, useEffect, useRef} from 'react';
import {svgElement} from './svg';

/**
 * The modal's "Try searching for" list, which @docsearch/react 4.7.1 never
 * shows: it keeps its suggestions (the `lvl0` sections of the last results)
 * in an object spread from an array, which has no `length`, so the no-results
 * screen finds none. This puts the same list, in DocSearch's markup, on that
 * screen: at most three sections of the last results that had hits; a click
 * searches for the section's name, as DocSearch's own button does.
 */

const MAX_SUGGESTIONS = 3;

/** What a hit needs for a suggestion. */
type Suggestable = {hierarchy?: {lvl0?: string | null}};

/**
 * The plain text of a value DocSearch holds as HTML (hits carry escaped text). Only for the list when it is
 * shown: a DOMParser document per suggestion cost about 4 ms in each response with hits, on the first
 * keystroke's path to its results.
 */
function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

/** The distinct `lvl0` of these hits, in their order: what DocSearch groups results by. */
export function suggestionsOf(items: readonly Suggestable[]): string[] {
  const seen: string[] = [];
  for (const item of items) {
    const lvl0 = item.hierarchy?.lvl0;
    if (lvl0 && !seen.includes(lvl0)) seen.push(lvl0);
  }
  return seen.slice(0, MAX_SUGGESTIONS);
}

/** DocSearch's search icon, 16 px, as its no-results screen draws it. */
function searchIcon(): SVGSVGElement {
  const stroke = {stroke: 'currentColor', fill: 'none'};
  return svgElement(
    'svg',
    {width: '16', height: '16', class: 'DocSearch-Search-Icon', viewBox: '0 0 24 24', 'aria-hidden': 'true'},
    svgElement('circle', {cx: '11', cy: '11', r: '8', ...stroke, 'stroke-width': '1.4'}),
    svgElement('path', {d: 'm21 21-4.3-4.3', ...stroke, 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}),
  );
}

/** Types a query into DocSearch's input as a visitor would: React sees an input event with the new value. */
function typeQuery(input: HTMLInputElement, query: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** The list, from the sections as the hits hold them (HTML). */
function suggestionList(suggestions: string[], label: string, input: HTMLInputElement): HTMLElement {
  const list = document.createElement('div');
  list.className = 'DocSearch-NoResults-Prefill-List';
  const help = document.createElement('p');
  help.className = 'DocSearch-Help';
  help.textContent = `${label}:`;
  const items = document.createElement('div');
  items.className = 'DocSearch-NoResults-Prefill-List-Items';
  for (const suggestion of suggestions) {
    const row = document.createElement('p');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'DocSearch-Prefill';
    button.textContent = plainText(suggestion);
    button.addEventListener('click', () => typeQuery(input, `${(button.textContent ?? '').toLowerCase()} `));
    row.append(searchIcon(), button);
    items.append(row);
  }
  list.append(help, items);
  return list;
}

/**
 * While the modal is open, adds the list to its no-results screen whenever
 * that screen appears. `remember` takes the hits of each response and keeps their sections as HTML.
 */
export function useSearchSuggestions(
  isOpen: boolean,
  label: string,
): {remember: (items: readonly Suggestable[]) => void} {
  const suggestions = useRef<string[]>([]);
  const remember = useCallback((items: readonly Suggestable[]) => {
    const found = suggestionsOf(items);
    if (found.length) suggestions.current = found;
  }, []);
  useEffect(() => {
    if (!isOpen) return undefined;
    const addList = () => {
      const screen = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Modal .DocSearch-Input');
      if (!screen || !input || !suggestions.current.length || screen.querySelector('.DocSearch-NoResults-Prefill-List'))
        return;
      screen.querySelector('.DocSearch-Title')?.after(suggestionList(suggestions.current, label, input));
    };
    const observer = new MutationObserver(addList);
    observer.observe(document.body, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [isOpen, label]);
  return {remember};
}
