/**
 * llms.txt and llms-full.txt (https://llmstxt.org): a Markdown index of the
 * docs for language models, and the whole docs of a version in one file.
 * Pure functions; the plugin (index.ts) feeds them the docs plugin's
 * versions and sidebars and the twins it wrote.
 */

/** The part of a sidebar item this needs (docs, categories with a doc link, links). */
export type SidebarItem = {
  type: string;
  id?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};

/** The part of the docs plugin's loaded version this needs. */
export type DocsVersion = {
  versionName: string;
  label: string;
  isLast: boolean;
  /** 'unreleased': the docs of a pre-release; 'unmaintained': an older line. */
  banner: 'unreleased' | 'unmaintained' | null;
  docs: {id: string; permalink: string; sidebar?: string; unlisted?: boolean}[];
  sidebars: Record<string, SidebarItem[]>;
};

/** What llms.txt says of a page: its twin's title and description. */
export type PageInfo = {title: string; description?: string; markdown: string};

export type Entry = {title: string; url: string; description?: string};
export type Section = {title: string; note?: string; entries: Entry[]};

/** Section titles and the site summary, per locale. */
export type LlmsText = {
  summary: string;
  intro: string;
  guides: string;
  config: string;
  api: string;
  plugins: string;
  frameworks: string;
  blog: string;
  /** The section of an older docs version; `{label}` is its label. */
  olderVersion: string;
  olderVersionNote: string;
  /** The section of a pre-release docs version (banner 'unreleased'); `{label}` is its label. */
  prereleaseVersion: string;
  prereleaseVersionNote: string;
  /** The heading of llms-full.txt; `{label}` is the version's label. */
  fullHeading: string;
};

const ENGLISH: LlmsText = {
  summary:
    'Farm is a web build tool written in Rust: it compiles, bundles and serves JavaScript, TypeScript, CSS and HTML, with lazy compilation, partial bundling, a persistent cache, and plugins in Rust or JavaScript (Vite plugins included).',
  intro:
    'Each link below goes to the Markdown version of a page. llms-full.txt holds the whole documentation of the current version in one file, in the order of its sidebars.',
  guides: 'Guides',
  config: 'Config',
  api: 'API',
  plugins: 'Plugins',
  frameworks: 'Frameworks',
  blog: 'Blog',
  olderVersion: 'Docs {label} (older version)',
  olderVersionNote:
    'These pages describe the older 0.x line of Farm. Prefer the sections above for the current release.',
  prereleaseVersion: 'Docs {label} (pre-release)',
  prereleaseVersionNote:
    'These pages describe the next major line of Farm, still a pre-release: its options and APIs may change before it is released. Prefer the sections above for the stable release.',
  fullHeading: 'documentation, version {label}',
};

/** Per locale; other locales get the English. */
export function llmsTextOf(locale: string): LlmsText {
  return LLMS_TEXT[locale] ?? ENGLISH;
}

const LLMS_TEXT: Record<string, LlmsText> = {
  en: ENGLISH,
  zh: {
    summary:
      'Farm 是用 Rust 编写的 Web 构建工具：它编译、打包并提供 JavaScript、TypeScript、CSS 和 HTML，支持懒编译、局部打包、持久化缓存，以及用 Rust 或 JavaScript 编写的插件（包括 Vite 插件）。',
    intro: '下面每个链接指向页面的 Markdown 版本。llms-full.txt 把当前版本的全部文档按侧边栏顺序放在一个文件里。',
    guides: '指南',
    config: '配置',
    api: 'API',
    plugins: '插件',
    frameworks: '框架',
    blog: '博客',
    olderVersion: '{label} 文档（旧版本）',
    olderVersionNote: '这些页面介绍的是 Farm 较早的 0.x 版本。使用当前版本时，请以上面各部分为准。',
    prereleaseVersion: '{label} 文档（预发布版本）',
    prereleaseVersionNote:
      '这些页面介绍的是 Farm 的下一个主版本，它仍是预发布版本，正式发布前选项和 API 仍可能变化。使用稳定版时，请以上面各部分为准。',
    fullHeading: '文档，{label} 版本',
  },
};

/** The doc ids of a version in sidebar order (sidebars in their declared order), each once. */
export function sidebarOrder(version: DocsVersion): string[] {
  const ids: string[] = [];
  const walk = (items: SidebarItem[]): void => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') {
        if (item.id) ids.push(item.id);
      } else if (item.type === 'category') {
        if (item.link?.type === 'doc' && item.link.id) ids.push(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  Object.values(version.sidebars).forEach(walk);
  // Docs in no sidebar come last, in id order.
  const rest = version.docs
    .filter((doc) => !doc.unlisted)
    .map((doc) => doc.id)
    .sort();
  return [...new Set([...ids, ...rest])];
}

/** Which section of llms.txt a doc of the current version belongs to: by sidebar, frameworks apart. */
export function sectionOf(doc: {id: string; sidebar?: string}, text: LlmsText): string {
  if (doc.id.startsWith('frameworks/')) return text.frameworks;
  switch (doc.sidebar) {
    case 'config':
      return text.config;
    case 'api':
      return text.api;
    case 'plugin':
      return text.plugins;
    default:
      return text.guides;
  }
}

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** llms.txt: `# name`, `> summary`, then a `## section` a part, a line a page. */
export function llmsTxt(name: string, text: LlmsText, sections: Section[]): string {
  const lines = [`# ${name}`, '', `> ${oneLine(text.summary)}`, '', oneLine(text.intro), ''];
  for (const section of sections) {
    if (!section.entries.length) continue;
    lines.push(`## ${section.title}`, '');
    if (section.note) lines.push(section.note, '');
    for (const entry of section.entries) {
      const description = entry.description ? `: ${oneLine(entry.description)}` : '';
      lines.push(`- [${entry.title.replace(/[[\]]/g, '\\$&')}](${entry.url})${description}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** llms-full.txt: the twins of a version's docs one after another, each introduced by its URL. */
export function llmsFullTxt(name: string, heading: string, pages: {url: string; markdown: string}[]): string {
  const parts = [`# ${name}: ${heading}\n`];
  for (const page of pages) parts.push(`---\n\nSource: ${page.url}\n\n${page.markdown.trimEnd()}\n`);
  return parts.join('\n');
}
