/**
 * The path of a page's Markdown twin: the page's path plus `.md`, or
 * `index.md` for a path that ends in a slash (`/` → `/index.md`,
 * `/zh/` → `/zh/index.md`). Shared by the build (the twins' files) and the
 * pages (their `<link rel="alternate">` and the page menu), so both agree.
 */
export function twinPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}

/** The twin's absolute URL on the site at `siteUrl`: what llms.txt lists, the alternate link and the page menu name. */
export function twinUrl(pathname: string, siteUrl: string): string {
  return new URL(twinPath(pathname), siteUrl).href;
}
