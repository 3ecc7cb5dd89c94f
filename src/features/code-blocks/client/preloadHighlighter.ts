import type {ClientModule} from '@docusaurus/types';
import {loadHighlighted} from './loadHighlighted';
import {slowConnection} from '@site/src/features/speed/client';

/**
 * Pages come highlighted from the build, so a page loads without Prism
 * (src/theme/CodeBlock/Content); a page reached in the browser highlights its
 * code blocks with Prism's chunk. Docusaurus loads a route's chunks when the
 * pointer enters its link or a finger touches it; this loads Prism's chunk on
 * the first such intent, so that it is there by the click like the route's,
 * except on a slow or data-saving connection, where Docusaurus does not
 * prefetch either (its isSlowConnection in @docusaurus/core's docusaurus.js).
 */

const EVENTS = ['mouseover', 'touchstart'] as const;

function onIntent(event: Event): void {
  if (slowConnection()) return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  for (const type of EVENTS) document.removeEventListener(type, onIntent, true);
  loadHighlighted().catch(() => {
    // Offline: the blocks of the next page show their code unhighlighted.
  });
}

const clientModule: ClientModule = {};

if (typeof document !== 'undefined') {
  for (const type of EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
}

export default clientModule;
