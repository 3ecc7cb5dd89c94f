import {createHash} from 'node:crypto';
import {parse, type DefaultTreeAdapterTypes} from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
type Template = DefaultTreeAdapterTypes.Template;

/**
 * The Content-Security-Policy of one built page, as a `<meta http-equiv>` tag
 * (GitHub Pages sets no headers). Inline script runs only if its sha256 hash
 * is listed, so a page allows exactly the inline scripts it was built with:
 * the theme's colour-mode and announcement-bar script, and the base-URL
 * banner script on the home page. Pure: no file system, no environment.
 */

export type CspOptions = {
  /** The hosted Algolia search is in use (ALGOLIA_APP_ID set at build time): the modal talks to its hosts. */
  algolia: boolean;
};

/** Hosts of Algolia's search API (`<APP_ID>-dsn.algolia.net` and the `algolianet.com` fallbacks). */
export const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;

/** Team avatars on the team page are GitHub's. */
export const IMAGE_HOSTS = ['https://avatars.githubusercontent.com'] as const;

// Script types the browser runs, so CSP governs them (HTML § "prepare the script element").
// Any other type (application/ld+json, the structured data of docs and blog posts) is a data block: never run, never checked.
const JS_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
]);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function isRunnableScript(element: Element): boolean {
  if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type');
  if (type === undefined || type.trim() === '') return true;
  const [essence = ''] = type.toLowerCase().split(';');
  return JS_MIME_TYPES.has(essence.trim());
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

function walk(node: Node, visit: (element: Element) => void): void {
  if (isElement(node)) visit(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) walk(child, visit);
  // A <template>'s children live in its content fragment; a script cloned out of it is checked too.
  if (isElement(node) && node.tagName === 'template') walk((node as Template).content, visit);
}

/** The source text of every inline script the browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  walk(parse(html), (element) => {
    if (isRunnableScript(element)) scripts.push(textOf(element));
  });
  return scripts;
}

/** A CSP hash source for a script's text: `'sha256-<base64>'` of its UTF-8 bytes. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** The policy for a page whose inline scripts have these hashes (each listed once, in order). */
export function buildPolicy(hashes: readonly string[], {algolia}: CspOptions): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...new Set(hashes)],
    // Docusaurus and Infima set inline styles (style attributes, the theme's <style> tags): see README.md.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...IMAGE_HOSTS],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(algolia ? ALGOLIA_HOSTS : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The policy a built page needs: hashes of exactly the inline scripts it has. */
export function policyFor(html: string, options: CspOptions): string {
  return buildPolicy(inlineScripts(html).map(scriptHash), options);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The page with its CSP meta tag as the first child of `<head>` (a policy
 * from a meta tag covers only what comes after it). A CSP meta tag already
 * there is replaced, so running this twice gives the same page.
 */
export function withCspMeta(html: string, options: CspOptions): string {
  const document = parse(html, {sourceCodeLocationInfo: true});
  let head: Element | undefined;
  const existing: {start: number; end: number}[] = [];
  walk(document, (element) => {
    if (element.tagName === 'head' && !head) head = element;
    if (
      element.tagName === 'meta' &&
      attribute(element, 'http-equiv')?.toLowerCase() === 'content-security-policy' &&
      element.sourceCodeLocation
    ) {
      existing.push({start: element.sourceCodeLocation.startOffset, end: element.sourceCodeLocation.endOffset});
    }
  });
  const insertAt = head?.sourceCodeLocation?.startTag?.endOffset;
  if (insertAt === undefined) throw new Error('The page has no <head> start tag to put its Content-Security-Policy in');

  // Hashes come from the page without any old policy tag; remove old tags back to front so offsets hold.
  let page = html;
  for (const {start, end} of existing.sort((a, b) => b.start - a.start)) page = page.slice(0, start) + page.slice(end);
  const removedBefore = existing.filter(({end}) => end <= insertAt).reduce((sum, {start, end}) => sum + end - start, 0);
  const at = insertAt - removedBefore;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policyFor(page, options))}">`;
  return page.slice(0, at) + meta + page.slice(at);
}
