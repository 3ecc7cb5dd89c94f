import type {BlockContent, Heading, List, ListItem, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import {gfmToMarkdown} from 'mdast-util-gfm';
import {toMarkdown} from 'mdast-util-to-markdown';
import {
  attr,
  children,
  classes,
  HEADING,
  INLINE_TAGS as SEARCH_INLINE_TAGS,
  SKIPPED_CLASSES,
  isElement,
  readPage,
  textOf,
  type Element,
  type ParentNode,
} from '../../search/node';

/** Where a page lives and which other pages have a twin, for turning its links into absolute URLs. */
export type LinkContext = {
  /** The site's origin and base URL, e.g. `https://farmfe.org/`. */
  siteUrl: string;
  /** The page's route, e.g. `/zh/docs/0.x/concepts`. */
  route: string;
  /** The twin's path of a route that has one (`/docs/x` → `/docs/x.md`), else `undefined`. */
  twinOf: (route: string) => string | undefined;
};

export type Twin = {
  title: string;
  /** The page's `<meta name="description">`, if any. */
  description?: string;
  markdown: string;
};

/** Chrome inside the content area: never part of the page's text. */
const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'template', 'svg', 'button', 'nav', 'select', 'iframe']);
/** The search extractor's inline elements, plus the ones a twin keeps (line breaks, images, text). */
const INLINE_TAGS = new Set([...SEARCH_INLINE_TAGS, 'br', 'img', '#text']);

/** Whether an inline element holds blocks (a link around a heading, as on the authors page). */
function hasBlock(el: Element): boolean {
  return children(el).some(
    (child) => isElement(child) && !isSkipped(child) && (!INLINE_TAGS.has(child.tagName) || hasBlock(child)),
  );
}

/** A heading or paragraph made a link as a whole, unless it has links of its own. */
function linked(node: BlockContent, url: string): BlockContent {
  if ((node.type !== 'heading' && node.type !== 'paragraph') || node.children.some((c) => c.type === 'link'))
    return node;
  return {...node, children: [{type: 'link', url, children: node.children}]};
}

function isSkipped(el: Element): boolean {
  if (SKIPPED_TAGS.has(el.tagName) || attr(el, 'aria-hidden') === 'true') return true;
  const list = classes(el);
  return SKIPPED_CLASSES.some((c) => list.includes(c));
}

function hasClassPart(el: Element, part: string): boolean {
  return classes(el).some((c) => c === part || c.startsWith(`${part}_`));
}

function firstChild(node: ParentNode, test: (el: Element) => boolean): Element | undefined {
  for (const child of children(node)) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = firstChild(child, test);
    if (found) return found;
  }
  return undefined;
}

/** The text of a code block: one `<div class="token-line">` a line (each ending in `<br>`), or text with newlines. */
function codeText(node: ParentNode): string {
  const text = (parent: ParentNode): string => {
    let out = '';
    for (const child of children(parent)) {
      if (child.nodeName === '#text') out += (child as {value: string}).value;
      else if (isElement(child) && !isSkipped(child)) {
        if (classes(child).includes('token-line')) out += `${text(child).replace(/\n$/, '')}\n`;
        else out += child.tagName === 'br' ? '\n' : text(child);
      }
    }
    return out;
  };
  return text(node).replace(/\n$/, '');
}

/** Turns the rendered article of a page into Markdown (mdast), with links made absolute. */
class Converter {
  constructor(private readonly ctx: LinkContext) {}

  private url(href: string): string {
    let target: URL;
    try {
      target = new URL(href, new URL(this.ctx.route, this.ctx.siteUrl));
    } catch {
      return href;
    }
    const site = new URL(this.ctx.siteUrl);
    if (target.origin !== site.origin) return target.href;
    // A link to an anchor of this page, or to another page, goes to its twin where there is one.
    const twin = this.ctx.twinOf(decodeURI(target.pathname));
    return twin ? `${site.origin}${encodeURI(twin)}${target.hash}` : target.href;
  }

  phrasing(node: ParentNode): PhrasingContent[] {
    const out: PhrasingContent[] = [];
    for (const child of children(node)) {
      if (child.nodeName === '#text') {
        const value = (child as {value: string}).value.replace(/\u200b|\u200c|\u200d|\ufeff/g, '').replace(/\s+/g, ' ');
        if (value) out.push({type: 'text', value});
        continue;
      }
      if (!isElement(child) || isSkipped(child)) continue;
      const inner = (): PhrasingContent[] => this.phrasing(child);
      switch (child.tagName) {
        case 'strong':
        case 'b':
          out.push({type: 'strong', children: inner()});
          break;
        case 'em':
        case 'i':
          out.push({type: 'emphasis', children: inner()});
          break;
        case 'del':
        case 's':
          out.push({type: 'delete', children: inner()});
          break;
        case 'code':
        case 'kbd':
          out.push({type: 'inlineCode', value: textOf(child)});
          break;
        case 'br':
          out.push({type: 'break'});
          break;
        case 'img':
          out.push(this.image(child));
          break;
        case 'a': {
          const href = attr(child, 'href');
          let content = trimPhrasing(inner());
          // An icon link (the authors' social links) is named by its label.
          const label = attr(child, 'aria-label') ?? attr(child, 'title');
          if (!content.length && label) content = [{type: 'text', value: label}];
          if (href === undefined) out.push(...content);
          else out.push({type: 'link', url: this.url(href), children: content});
          break;
        }
        default:
          if (classes(child).includes('badge')) {
            // A since-marker and similar components: their text, set apart from the words beside them.
            out.push({type: 'text', value: ` ${textOf(child)} `});
          } else out.push(...inner());
      }
    }
    return out;
  }

  private image(el: Element): PhrasingContent {
    return {
      type: 'image',
      url: this.url(attr(el, 'src') ?? ''),
      alt: attr(el, 'alt') ?? '',
      title: attr(el, 'title') ?? null,
    };
  }

  private paragraph(content: PhrasingContent[]): BlockContent[] {
    const trimmed = trimPhrasing(content);
    return trimmed.length ? [{type: 'paragraph', children: trimmed}] : [];
  }

  /** Block content of an element: runs of inline content become paragraphs. */
  blocks(node: ParentNode): BlockContent[] {
    const out: BlockContent[] = [];
    let pending: PhrasingContent[] = [];
    const flush = (): void => {
      out.push(...this.paragraph(pending));
      pending = [];
    };
    for (const child of children(node)) {
      if (isElement(child) && isSkipped(child)) continue;
      const inline = !isElement(child) || (INLINE_TAGS.has(child.tagName) && !hasBlock(child));
      if (inline) {
        if (child.nodeName === '#text' || isElement(child)) {
          const wrapper = {nodeName: '#fragment', childNodes: [child]} as unknown as ParentNode;
          pending.push(...this.phrasing(wrapper));
        }
        continue;
      }
      flush();
      out.push(...this.block(child));
    }
    flush();
    return out;
  }

  private block(el: Element): BlockContent[] {
    const heading = HEADING.exec(el.tagName);
    if (heading) {
      const node: Heading = {
        type: 'heading',
        depth: Number(heading[1]) as Heading['depth'],
        children: trimPhrasing(this.phrasing(el)),
      };
      return node.children.length ? [node] : [];
    }
    const list = classes(el);
    if (list.includes('theme-code-block') || (el.tagName === 'pre' && !firstChild(el, (e) => e.tagName === 'pre'))) {
      return [this.code(el)];
    }
    if (list.includes('tabs-container')) return this.tabs(el);
    if (list.includes('theme-admonition')) return this.admonition(el);
    switch (el.tagName) {
      case 'a': {
        const href = attr(el, 'href');
        const blocks = this.blocks(el);
        return href === undefined ? blocks : blocks.map((node) => linked(node, this.url(href)));
      }
      case 'p':
        return this.paragraph(this.phrasing(el));
      case 'ul':
      case 'ol':
        return [this.list(el)];
      case 'blockquote':
        return [{type: 'blockquote', children: this.blocks(el)}];
      case 'hr':
        return [{type: 'thematicBreak'}];
      case 'table':
        return [this.table(el)];
      case 'details': {
        const summary = firstChild(el, (e) => e.tagName === 'summary');
        const rest = this.blocks(el).filter((_, i) => !(summary && i === 0));
        return [...(summary ? this.paragraph([{type: 'strong', children: this.phrasing(summary)}]) : []), ...rest];
      }
      default:
        return this.blocks(el);
    }
  }

  private code(el: Element): BlockContent {
    const container = el;
    const language = classes(container)
      .concat(classes(firstChild(container, (e) => e.tagName === 'pre') ?? container))
      .find((c) => c.startsWith('language-'))
      ?.slice('language-'.length);
    const titleEl = firstChild(container, (e) => hasClassPart(e, 'codeBlockTitle'));
    const pre =
      container.tagName === 'pre' ? container : (firstChild(container, (e) => e.tagName === 'pre') ?? container);
    const codeEl = firstChild(pre, (e) => e.tagName === 'code') ?? pre;
    const title = titleEl ? textOf(titleEl) : '';
    return {
      type: 'code',
      lang: language && language !== 'text' ? language : language === 'text' ? 'text' : null,
      meta: title ? `title=${JSON.stringify(title)}` : null,
      value: codeText(codeEl),
    };
  }

  /** Tabs: each panel under its tab's label, all of them (the page shows one at a time). */
  private tabs(el: Element): BlockContent[] {
    const labels: string[] = [];
    const panels: Element[] = [];
    const collect = (parent: ParentNode): void => {
      for (const child of children(parent)) {
        if (!isElement(child)) continue;
        const role = attr(child, 'role');
        if (role === 'tab') labels.push(textOf(child));
        else if (role === 'tabpanel') panels.push(child);
        else collect(child);
      }
    };
    collect(el);
    return panels.flatMap((panel, i) => [
      ...this.paragraph([{type: 'strong', children: [{type: 'text', value: labels[i] ?? String(i + 1)}]}]),
      ...this.blocks(panel),
    ]);
  }

  /** An admonition: a blockquote that opens with its label in bold. */
  private admonition(el: Element): BlockContent[] {
    const heading = firstChild(el, (e) => hasClassPart(e, 'admonitionHeading'));
    const content = firstChild(el, (e) => hasClassPart(e, 'admonitionContent')) ?? el;
    const label = heading ? textOf(heading) : '';
    const title = label ? label.charAt(0).toUpperCase() + label.slice(1) : '';
    return [
      {
        type: 'blockquote',
        children: [
          ...(title ? this.paragraph([{type: 'strong', children: [{type: 'text', value: title}]}]) : []),
          ...this.blocks(content),
        ],
      },
    ];
  }

  private list(el: Element): List {
    const ordered = el.tagName === 'ol';
    const start = Number(attr(el, 'start') ?? 1);
    const items: ListItem[] = [];
    for (const child of children(el)) {
      if (!isElement(child) || child.tagName !== 'li') continue;
      items.push({type: 'listItem', spread: false, children: this.blocks(child)});
    }
    return {type: 'list', ordered, start: ordered ? start : null, spread: false, children: items};
  }

  private table(el: Element): Table {
    const rows: TableRow[] = [];
    const walk = (parent: ParentNode): void => {
      for (const child of children(parent)) {
        if (!isElement(child)) continue;
        if (child.tagName === 'tr') {
          const cells = children(child).filter(
            (c): c is Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'),
          );
          rows.push({
            type: 'tableRow',
            children: cells.map((cell) => ({type: 'tableCell', children: trimPhrasing(this.phrasing(cell))})),
          });
        } else walk(child);
      }
    };
    walk(el);
    const align = (rows[0]?.children ?? []).map(() => null);
    return {type: 'table', align, children: rows};
  }
}

/** Drops leading and trailing whitespace of inline content, and squeezes the spaces a badge leaves. */
function trimPhrasing(content: PhrasingContent[]): PhrasingContent[] {
  const merged: PhrasingContent[] = [];
  for (const node of content) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.value = (last.value + node.value).replace(/ {2,}/g, ' ');
    else merged.push(node.type === 'text' ? {...node} : node);
  }
  const first = merged[0];
  if (first?.type === 'text') first.value = first.value.trimStart();
  const last = merged[merged.length - 1];
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return merged.filter((n) => !(n.type === 'text' && n.value === ''));
}

function isTitle(node: RootContent, title: string): boolean {
  if (node.type !== 'heading' || node.depth !== 1) return false;
  return (
    toMarkdown({type: 'paragraph', children: node.children}).trim() ===
    toMarkdown({type: 'paragraph', children: [{type: 'text', value: title}]}).trim()
  );
}

/**
 * The Markdown twin of a built page: its title as `#`, then its content as
 * the page renders it, or `null` for a page with no content (no `<main>`).
 */
export function toTwin(html: string, ctx: LinkContext): Twin | null {
  const page = readPage(html, true);
  if (!page) return null;
  const converter = new Converter(ctx);
  const content = converter.blocks(page.content).filter((node) => !isTitle(node, page.title));
  const tree: Root = {
    type: 'root',
    children: [{type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]}, ...content],
  };
  const markdown = toMarkdown(tree, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    fence: '`',
    fences: true,
    rule: '-',
    emphasis: '_',
  });
  const description = page.meta.get('description');
  return {title: page.title, description: description || undefined, markdown};
}
