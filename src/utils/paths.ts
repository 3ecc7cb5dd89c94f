/** Pure helpers about site paths, shared by theme components and tests. */

/** The clean form of a path: `/x.html` and `/x/index.html` become `/x`. */
export function cleanPath(pathname: string): string {
  return pathname.trim().replace(/(?:\/index)?\.html$/, '') || '/';
}

/**
 * The locale a path belongs to: the first segment when it is one of the
 * non-default locales, else the default locale.
 */
export function localeOfPath(pathname: string, locales: readonly string[], defaultLocale: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first !== defaultLocale && locales.includes(first) ? first : defaultLocale;
}
