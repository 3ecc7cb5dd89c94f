import type {ManifestTransform} from 'workbox-build';
import {buildingLocale} from '../shared/pwa.internals';
import {PRECACHE_BUDGET, isPrecached} from '../shared/requests';

/**
 * Keeps the worker's precache to the shell (src/features/offline/shared/requests.js, isPrecached) of the locale
 * being built, prints its size and fails the build above the budget. @docusaurus/plugin-pwa globs every HTML,
 * JS, CSS, JSON and image file of the build, which would install the whole site (and, in the English build, its
 * search index) on a reader's first visit. README.md, "Offline reading".
 */
export function shellOf<T extends {url: string; size: number}>(
  entries: readonly T[],
  budget = PRECACHE_BUDGET,
): {manifest: T[]; size: number} {
  const manifest = entries.filter((entry) => isPrecached(entry.url));
  const size = manifest.reduce((sum, entry) => sum + entry.size, 0);
  if (size > budget) {
    const list = manifest.map((entry) => `${entry.url} (${entry.size} B)`).join(', ');
    throw new Error(`The service worker's precache is ${size} B, over its budget of ${budget} B: ${list}`);
  }
  return {manifest, size};
}

export const precacheShell: ManifestTransform = async (entries) => {
  const {manifest, size} = shellOf(entries);
  const locale = buildingLocale();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`[pwa] ${locale}: precache ${manifest.length} files, ${kb(size)} of a ${kb(PRECACHE_BUDGET)} budget`);
  return {manifest, warnings: []};
};
