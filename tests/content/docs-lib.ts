/**
 * Reads the site's Markdown sources the way the content tests need them:
 * which route each file becomes, its front matter, code blocks, prose, links
 * and heading anchors. Pure functions over text, plus a few file-system walks.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import GithubSlugger from 'github-slugger';

export const siteDir = path.resolve(__dirname, '../..');

/** Docs version names: `current` is 1.x (the `docs/` folder), `2.x` the Farm 2 pre-release, `0.x` the 0.15 line. */
export type DocsVersion = 'current' | '2.x' | '0.x';

/** Every docs version, newest line first. */
export const DOCS_VERSION_NAMES = ['2.x', 'current', '0.x'] as const satisfies readonly DocsVersion[];
export type Locale = 'en' | 'zh';

export type DocFile = {
  /** absolute path of the source file */
  file: string;
  version: DocsVersion;
  locale: Locale;
  /** doc id, for example `config/compilation-options` */
  id: string;
  /** route without locale prefix, for example `/docs/0.x/concepts` */
  route: string;
};

const docRoots: Record<Locale, Record<DocsVersion, string>> = {
  en: {
    current: 'docs',
    '2.x': 'versioned_docs/version-2.x',
    '0.x': 'versioned_docs/version-0.x',
  },
  zh: {
    current: 'i18n/zh/docusaurus-plugin-content-docs/current',
    '2.x': 'i18n/zh/docusaurus-plugin-content-docs/version-2.x',
    '0.x': 'i18n/zh/docusaurus-plugin-content-docs/version-0.x',
  },
};

export function docsRoot(locale: Locale, version: DocsVersion): string {
  return path.join(siteDir, docRoots[locale][version]);
}

/** The Markdown and MDX files under a folder, at any depth; none when the folder does not exist. */
export function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Where a version's routes start: `/docs/` for 1.x, `/docs/2.x/` and `/docs/0.x/` for the others. */
export const routePrefix = (version: DocsVersion): string => (version === 'current' ? '/docs/' : `/docs/${version}/`);

export function docRoute(version: DocsVersion, id: string): string {
  return `${routePrefix(version)}${id}`;
}

/** The docs version a `/docs/…` route belongs to (routes without a locale prefix). */
export function versionOfRoute(route: string): DocsVersion {
  const second = route.split('/')[2];
  return second === '2.x' || second === '0.x' ? second : 'current';
}

export function listDocs(locale: Locale, version: DocsVersion): DocFile[] {
  const root = docsRoot(locale, version);
  return markdownFiles(root)
    .map((file) => {
      const id = path
        .relative(root, file)
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, '');
      return {file, version, locale, id, route: docRoute(version, id)};
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The routes of routes.txt, without comments and blank lines. */
export function readRoutes(): string[] {
  return fs
    .readFileSync(path.join(siteDir, 'tests/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

export type Parsed = {data: Record<string, unknown>; body: string};

export function parseDoc(file: string): Parsed {
  const {data, content} = matter(fs.readFileSync(file, 'utf8'));
  return {data, body: content};
}

export type CodeBlock = {lang: string; meta: string; code: string; line: number};

const fenceOpen = /^(\s*)(`{3,}|~{3,})(.*)$/;

/** Fenced code blocks of a Markdown body, with their info string split. */
export function codeBlocks(body: string): CodeBlock[] {
  const lines = body.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = fenceOpen.exec(lines[i]!);
    if (!open) continue;
    const fence = open[2]!;
    const info = open[3]!.trim();
    const start = i;
    const content: string[] = [];
    i += 1;
    while (i < lines.length && !lines[i]!.trim().startsWith(fence)) {
      content.push(lines[i]!);
      i += 1;
    }
    const [lang = '', ...rest] = info.split(/\s+/);
    blocks.push({lang, meta: rest.join(' '), code: content.join('\n'), line: start + 1});
  }
  return blocks;
}

/** The body with fenced code blocks removed (line count kept). */
export function withoutCode(body: string): string {
  const lines = body.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of lines) {
    if (fence === null) {
      const open = fenceOpen.exec(line);
      if (open) {
        fence = open[2]!;
        out.push('');
      } else {
        out.push(line);
      }
    } else {
      if (line.trim().startsWith(fence)) fence = null;
      out.push('');
    }
  }
  return out.join('\n');
}

/**
 * Words of prose: code blocks, inline code, import/export lines, JSX tags,
 * link targets and HTML comments do not count. CJK characters count as
 * half a word each, so a Chinese page of N characters is worth about N/2
 * English words.
 */
export function proseWordCount(body: string): number {
  const text = withoutCode(body)
    .split('\n')
    .filter((line) => !/^\s*(import|export)\s/.test(line))
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  const latin = text.match(/[A-Za-z0-9][A-Za-z0-9'’-]*/g)?.length ?? 0;
  const cjk = text.match(/[\u3400-\u9fff]/g)?.length ?? 0;
  return latin + Math.round(cjk / 2);
}

/** Anchor ids of a body's headings in order, as Docusaurus generates them (duplicates kept). */
export function headingIdList(body: string): string[] {
  const slugger = new GithubSlugger();
  const ids: string[] = [];
  for (const line of withoutCode(body).split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const explicit = /\\?\{#([^}]+)\}\s*$/.exec(m[1]!);
    if (explicit) {
      ids.push(explicit[1]!);
      continue;
    }
    const text = m[1]!
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/\*/g, '');
    ids.push(slugger.slug(text));
  }
  return ids;
}

/** Anchor ids of a body: its headings, and ids given to JSX/HTML elements (for example <a id="x" />). */
export function headingIds(body: string): Set<string> {
  const ids = new Set(headingIdList(body));
  for (const m of body.matchAll(/\bid=["']([^"']+)["']/g)) ids.add(m[1]!);
  return ids;
}

export type Link = {target: string; line: number};

/** Markdown links of a body outside code: [text](target) and <a href>. */
export function markdownLinks(body: string): Link[] {
  const links: Link[] = [];
  withoutCode(body)
    .split('\n')
    .forEach((line, index) => {
      const stripped = line.replace(/`[^`]*`/g, '');
      for (const m of stripped.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        links.push({target: m[1]!, line: index + 1});
      }
      for (const m of stripped.matchAll(/\b(?:href|to)=["']([^"']+)["']/g)) {
        links.push({target: m[1]!, line: index + 1});
      }
    });
  return links;
}

export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

export type SinceMarker = {
  version: string;
  removed: boolean;
  /** The key of the fact, when the marker names one (`fact="…"`). */
  fact?: string;
  line: number;
  /** The marker as written, for messages. */
  source: string;
};

/**
 * The since-markers of a body outside code (`<Since version="1.3.0" removed fact="…" />`). A marker
 * whose attributes cannot be read is returned with an empty version, so a check on versions flags it.
 */
export function sinceMarkers(body: string): SinceMarker[] {
  const markers: SinceMarker[] = [];
  withoutCode(body)
    .split('\n')
    .forEach((text, index) => {
      for (const m of text.replace(/`[^`]*`/g, '').matchAll(/<Since\b([^>]*?)\/?>/g)) {
        const attrs = m[1]!;
        const rest = attrs.replace(/\s(version|fact)="[^"]*"|\sremoved\b/g, '').trim();
        markers.push({
          version: rest === '' ? (/\sversion="([^"]*)"/.exec(attrs)?.[1] ?? '') : '',
          removed: /\sremoved\b/.test(attrs),
          fact: /\sfact="([^"]*)"/.exec(attrs)?.[1],
          line: index + 1,
          source: m[0],
        });
      }
    });
  return markers;
}

/** Markers whose release is not one of `releases`, as `file:line marker` messages. */
export function markersOfUnknownReleases(
  markers: (SinceMarker & {file: string})[],
  releases: ReadonlySet<string>,
): string[] {
  return markers.filter((m) => !releases.has(m.version)).map((m) => `${m.file}:${m.line} ${m.source}`);
}

/**
 * Fact keys whose markers disagree: every marker of one key must name the same release and say the
 * same about removal. Returns one message a key, listing where each variant is.
 */
export function disagreeingFacts(markers: (SinceMarker & {file: string})[]): string[] {
  const byFact = new Map<string, (SinceMarker & {file: string})[]>();
  for (const m of markers) {
    if (m.fact === undefined) continue;
    byFact.set(m.fact, [...(byFact.get(m.fact) ?? []), m]);
  }
  const out: string[] = [];
  for (const [fact, list] of byFact) {
    const variants = new Set(list.map((m) => `${m.version}${m.removed ? ' removed' : ''}`));
    if (variants.size > 1) {
      out.push(
        `${fact}: ${list.map((m) => `${m.file}:${m.line} ${m.version}${m.removed ? ' removed' : ''}`).join(', ')}`,
      );
    }
  }
  return out;
}
