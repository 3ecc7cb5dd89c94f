import {parse, type DefaultTreeAdapterTypes} from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type ChildNode = DefaultTreeAdapterTypes.ChildNode;

/** The kinds of page the index covers, told apart by the classes Docusaurus puts on `<html>`. */
export type PageKind = 'docs' | 'blog' | 'page';

/** A heading and the text under it, up to the next heading. */
export type Section = {
  /** 1 for the page's own section (its title and intro), 2 to 6 for `<h2>` to `<h6>`. */
  level: number;
  /** Headings from lvl1 (the page title) down to this section's own; `null` where a level is skipped. */
  headings: (string | null)[];
  /** The heading's id, for the URL's `#anchor`; `null` for the page's own section. */
  anchor: string | null;
  content: string;
};

/** What the index keeps of one rendered page. */
export type ExtractedPage = {
  /** Canonical absolute URL, without anchor. */
  url: string;
  language: string;
  /** The `docsearch:docusaurus_tag` meta: `default`, or `docs-<plugin>-<version>`. */
  tag: string;
  kind: PageKind;
  /** DocSearch's lvl0: the active sidebar category, else the active navbar item, else a label for the kind. */
  lvl0: string;
  sections: Section[];
};

/** lvl0 for pages that have no active sidebar category or navbar item, by kind. */
export type Lvl0Labels = Record<PageKind, string>;

export type ExtractOptions = {
  lvl0Labels: Lvl0Labels;
  /** Code blocks longer than this many characters are left out (0 leaves out all, Infinity keeps all). */
  maxCodeBlockChars: number;
};

/** Elements whose text is never content: chrome, controls, decoration. */
const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  'nav',
  'select',
  'img',
  'iframe',
]);
/** Theme classes of chrome inside the content area (breadcrumbs, TOC, footers, heading anchors). */
export const SKIPPED_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-edit-this-page',
  'theme-last-updated',
  'table-of-contents',
  'pagination-nav',
  'theme-page-menu',
];
export const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
export const HEADING = /^h([1-6])$/;

export function attr(el: Element, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function classes(el: Element): string[] {
  return (attr(el, 'class') ?? '').split(/\s+/).filter(Boolean);
}

export function isElement(node: ChildNode | ParentNode): node is Element {
  return 'tagName' in node;
}

export function children(node: ParentNode): ChildNode[] {
  return node.nodeName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
}

/** Depth-first search for the first element that matches. */
export function find(node: ParentNode, test: (el: Element) => boolean): Element | undefined {
  for (const child of children(node)) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

export function findAll(node: ParentNode, test: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of children(node)) {
    if (!isElement(child)) continue;
    if (test(child)) out.push(child);
    findAll(child, test, out);
  }
  return out;
}

function isSkipped(el: Element): boolean {
  if (SKIPPED_TAGS.has(el.tagName) || attr(el, 'aria-hidden') === 'true' || attr(el, 'role') === 'tablist') return true;
  const list = classes(el);
  return SKIPPED_CLASSES.some((c) => list.includes(c));
}

/** Whitespace-collapsed text of an element, without skipped parts; blocks are separated by a space. */
export function textOf(node: ParentNode): string {
  const parts: string[] = [];
  const walk = (parent: ParentNode): void => {
    for (const child of children(parent)) {
      if (child.nodeName === '#text') parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
      else if (isElement(child) && !isSkipped(child)) {
        const block = !INLINE_TAGS.has(child.tagName);
        if (block) parts.push(' ');
        walk(child);
        if (block) parts.push(' ');
      }
    }
  };
  walk(node);
  return clean(parts.join(''));
}

function clean(text: string): string {
  // Zero-width spaces (heading anchors) and runs of whitespace.
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits the content root into sections at its headings, keeping text in document order. */
function sectionsOf(root: Element, title: string, options: ExtractOptions): Section[] {
  const sections: Section[] = [];
  let current: Section = {level: 1, headings: [title], anchor: null, content: ''};
  let parts: string[] = [];
  const flush = (): void => {
    current.content = clean(parts.join(''));
    sections.push(current);
    parts = [];
  };
  const walk = (parent: ParentNode): void => {
    for (const child of children(parent)) {
      if (child.nodeName === '#text') {
        parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
        continue;
      }
      if (!isElement(child) || isSkipped(child)) continue;
      const heading = HEADING.exec(child.tagName);
      if (heading) {
        const level = Number(heading[1]);
        // The page title is lvl1 already; a second <h1> is treated as a section of its own.
        if (level === 1 && current.level === 1 && textOf(child) === title) continue;
        flush();
        const headings = current.headings.slice(0, level - 1);
        while (headings.length < level - 1) headings.push(null);
        headings.push(textOf(child));
        current = {level, headings, anchor: attr(child, 'id') ?? null, content: ''};
        continue;
      }
      if (child.tagName === 'pre') {
        const code = textOf(child);
        if (code.length <= options.maxCodeBlockChars) parts.push(' ', code, ' ');
        continue;
      }
      const block = !INLINE_TAGS.has(child.tagName);
      if (block) parts.push(' ');
      walk(child);
      if (block) parts.push(' ');
    }
  };
  walk(root);
  flush();
  return sections;
}

export function pageKind(html: Element): PageKind | null {
  const list = classes(html);
  if (list.includes('docs-doc-page')) return 'docs';
  if (list.includes('blog-post-page')) return 'blog';
  if (list.includes('plugin-pages')) return 'page';
  // Blog lists, archives, tag and author pages repeat what the posts say.
  return null;
}

/** Reads the `<meta name|property>` and `<link rel=canonical>` of the head. */
export function headInfo(head: Element): {meta: Map<string, string>; canonical?: string} {
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  for (const el of findAll(head, (e) => e.tagName === 'meta' || e.tagName === 'link')) {
    if (el.tagName === 'link') {
      if (attr(el, 'rel') === 'canonical') canonical = attr(el, 'href');
      continue;
    }
    const key = attr(el, 'name') ?? attr(el, 'property');
    const content = attr(el, 'content');
    if (key && content !== undefined) meta.set(key, content);
  }
  return {meta, canonical};
}

function hasClasses(el: Element, wanted: string[]): boolean {
  const list = classes(el);
  return wanted.every((c) => list.includes(c));
}

/**
 * What the index keeps of one rendered page, or `null` for a page it skips:
 * `noindex` pages (such as the search page), pages without DocSearch's
 * metadata, and list pages (blog lists, archives, tag pages), whose text
 * repeats the posts.
 *
 * Language and tag come from `<meta name="docsearch:language">` and
 * `<meta name="docsearch:docusaurus_tag">`, as DocSearch's crawler reads them.
 * The text comes from the page's content only: docs from the Markdown
 * container, blog posts from the post body, other pages from `<main>`; never
 * the navbar, footer, sidebar or table of contents.
 */
/** The parts of a rendered page that readers of its content need (the search index, the Markdown twins). */
export type PageParts = {
  kind: PageKind;
  head: Element;
  body: Element;
  main: Element;
  /** The content root: docs' Markdown container, a blog post's body, else `<main>`. */
  content: Element;
  /** The first `<h1>` of `<main>`, else of the page (the home page's hero), else `<title>`. */
  title: string;
  meta: Map<string, string>;
  canonical?: string;
};

/**
 * Parses a built page and finds its content: docs from the Markdown container,
 * blog posts from the post body, other pages from `<main>`; never the navbar,
 * footer, sidebar or table of contents. `null` for a page of no kind the
 * theme marks (`docs-doc-page`, `blog-post-page`, `plugin-pages`) unless
 * `anyKind` is set, in which case `<main>` of any page is its content.
 */
export function readPage(html: string, anyKind = false): PageParts | null {
  const document = parse(html);
  const root = find(document, (el) => el.tagName === 'html');
  const head = root && find(root, (el) => el.tagName === 'head');
  const body = root && find(root, (el) => el.tagName === 'body');
  if (!root || !head || !body) return null;
  const kind = pageKind(root) ?? (anyKind ? 'page' : null);
  if (!kind) return null;
  const {meta, canonical} = headInfo(head);
  // A page of no kind may have no <main> (the search page): its main wrapper, between navbar and footer.
  const main =
    find(body, (el) => el.tagName === 'main') ??
    (anyKind ? find(body, (el) => classes(el).includes('main-wrapper')) : undefined);
  if (!main) return null;
  let content: Element | undefined;
  if (kind === 'docs') content = find(main, (el) => classes(el).includes('theme-doc-markdown'));
  else if (kind === 'blog') content = find(main, (el) => attr(el, 'id') === '__blog-post-container');
  else content = main;
  if (!content) return null;
  const isH1 = (el: Element): boolean => el.tagName === 'h1';
  const h1 = find(main, isH1) ?? find(body, isH1);
  const titleElement = find(head, (el) => el.tagName === 'title');
  const title = h1 ? textOf(h1) : titleElement ? textOf(titleElement) : '';
  return {kind, head, body, main, content, title, meta, canonical};
}

/**
 * What the index keeps of one rendered page, or `null` for a page it skips:
 * `noindex` pages (such as the search page), pages without DocSearch's
 * metadata, and list pages (blog lists, archives, tag pages), whose text
 * repeats the posts.
 *
 * Language and tag come from `<meta name="docsearch:language">` and
 * `<meta name="docsearch:docusaurus_tag">`, as DocSearch's crawler reads them.
 * The text comes from the page's content only (see `readPage`).
 */
export function extractPage(html: string, options: ExtractOptions): ExtractedPage | null {
  const page = readPage(html);
  if (!page) return null;
  const {kind, body, content, title, meta, canonical} = page;
  const language = meta.get('docsearch:language');
  const tag = meta.get('docsearch:docusaurus_tag');
  if (!language || !tag || !canonical || /noindex/i.test(meta.get('robots') ?? '')) return null;

  let lvl0 = options.lvl0Labels[kind];
  if (kind === 'docs') {
    const category = find(body, (el) => hasClasses(el, ['menu__link--sublist', 'menu__link--active']));
    const navItem = find(body, (el) => hasClasses(el, ['navbar__link', 'navbar__link--active']));
    lvl0 = (category && textOf(category)) || (navItem && textOf(navItem)) || lvl0;
  }

  return {url: canonical, language, tag, kind, lvl0, sections: sectionsOf(content, title, options)};
}
