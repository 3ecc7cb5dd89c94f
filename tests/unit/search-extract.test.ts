import {describe, expect, test} from 'vitest';
import {extractPage, type ExtractOptions} from '@site/src/features/search/node/extract';

const options: ExtractOptions = {
  lvl0Labels: {docs: 'Documentation', blog: 'Blog', page: 'Pages'},
  maxCodeBlockChars: 200,
};

type Head = {language?: string; tag?: string; canonical?: string; robots?: string};

function head({
  language = 'en',
  tag = 'docs-default-current',
  canonical = 'https://farmfe.org/docs/features/css',
  robots,
}: Head): string {
  return [
    '<meta charset=UTF-8><title>CSS | Farm</title>',
    `<meta data-rh=true name=docsearch:language content=${language} />`,
    `<meta data-rh=true name=docsearch:docusaurus_tag content=${tag} />`,
    `<link data-rh=true rel=canonical href=${canonical} />`,
    robots ? `<meta data-rh=true property=robots content="${robots}"/>` : '',
  ].join('');
}

const navbar =
  '<nav aria-label=Main class="navbar navbar--fixed-top"><div class=navbar__items><a class="navbar__item navbar__link navbar__link--active" href=/docs/quick-start>Guides</a><a class="navbar__item navbar__link" href=/docs/config>Config</a></div></nav>';
const sidebar =
  '<aside class=theme-doc-sidebar-container><nav aria-label="Docs sidebar" class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list"><li class=menu__list-item><a class="menu__link" href=/docs/why-farm>Why Farm</a><li class="menu__list-item"><div class=menu__list-item-collapsible><a class="menu__link menu__link--sublist menu__link--active" href=/docs/features/html><span>Features</span></a></div><ul class=menu__list><li><a class="menu__link menu__link--active" aria-current=page href=/docs/features/css>CSS</a></ul></ul></nav></aside>';
const footer =
  '<footer class="theme-layout-footer footer"><div class=footer__title>Guide</div><a href=/docs/quick-start>Quick Start</a></footer>';

function docPage(markdown: string, h: Head = {}, withCategory = true): string {
  return `<!doctype html><html lang=en dir=ltr class="docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page"><head>${head(h)}</head><body><div role=region aria-label="Skip to main content"><a class=skipToContent href=#__docusaurus_skipToContent_fallback>Skip to main content</a></div>${navbar}<div class=main-wrapper>${withCategory ? sidebar : ''}<main class=docMainContainer><div class=container><div class=row><div class=col><article><nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><span>Features</span></ul></nav><span class="theme-doc-version-badge badge">Version: 1.0.0</span><div class="theme-doc-toc-mobile tocMobile"><button type=button>On this page</button></div><div class="theme-doc-markdown markdown"><header><h1>CSS</h1></header>${markdown}</div><footer class=theme-doc-footer><a class=theme-edit-this-page href=https://github.com/x/edit>Edit this page</a></footer></article><nav class=pagination-nav aria-label="Docs pages"><a class=pagination-nav__link href=/docs/features/html>Previous HTML</a></nav></div><div class=col--3><div class="tableOfContents thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents"><li><a href=#css-modules class=table-of-contents__link>CSS modules</a></ul></div></div></div></div></main></div>${footer}</body></html>`;
}

const heading = (level: number, id: string, text: string) =>
  `<h${level} class="anchor anchorTargetHideOnScrollNavbar" id=${id}>${text}<a href=#${id} class=hash-link aria-label="Direct link to ${text}" title="Direct link to ${text}" translate=no>\u200b</a></h${level}>`;

describe('extracting a docs page', () => {
  const markdown = [
    '<p>Farm compiles <code>.css</code> files out of the box.',
    heading(2, 'css-modules', 'CSS <code>modules</code>'),
    '<p>Files named <code>*.module.css</code> are CSS modules.<ul><li>one<li>two</ul>',
    '<div class=theme-tabs-container><ul role=tablist class=tabs><li role=tab>npm<li role=tab>Yarn</ul><div role=tabpanel><pre><code>npm add -D sass</code></pre></div><div role=tabpanel hidden><pre><code>yarn add -D sass</code></pre></div></div>',
    heading(3, 'options', 'Options'),
    `<div class=codeBlockContainer><pre><code>${'export default {compilation: {css: {modules: {}}}}; '.repeat(6)}</code></pre><button aria-label="Copy code">Copy</button></div>`,
    '<table><thead><tr><th>Option<th>Default<tbody><tr><td><code>paths</code><td><code>["\\\\.module\\\\.css$"]</code></table>',
  ].join('');
  const page = extractPage(docPage(markdown), options)!;

  test('takes language, tag and URL from the DocSearch metadata and the canonical link', () => {
    expect(page).toMatchObject({
      url: 'https://farmfe.org/docs/features/css',
      language: 'en',
      tag: 'docs-default-current',
      kind: 'docs',
    });
  });

  test('lvl0 is the active sidebar category, else the active navbar item, else the label for docs', () => {
    expect(page.lvl0).toBe('Features');
    expect(extractPage(docPage(markdown, {}, false), options)!.lvl0).toBe('Guides');
    const bare = docPage(markdown, {}, false).replace('navbar__link--active', '');
    expect(extractPage(bare, options)!.lvl0).toBe('Documentation');
  });

  test('one section per heading, with the heading path and the anchor', () => {
    expect(page.sections.map(({level, headings, anchor}) => ({level, headings, anchor}))).toEqual([
      {level: 1, headings: ['CSS'], anchor: null},
      {level: 2, headings: ['CSS', 'CSS modules'], anchor: 'css-modules'},
      {level: 3, headings: ['CSS', 'CSS modules', 'Options'], anchor: 'options'},
    ]);
  });

  test('keeps the text and inline code of the content, block by block', () => {
    expect(page.sections[0]!.content).toBe('Farm compiles .css files out of the box.');
    expect(page.sections[1]!.content).toBe(
      'Files named *.module.css are CSS modules. one two npm add -D sass yarn add -D sass',
    );
  });

  test('leaves out long code blocks, buttons and tab labels', () => {
    expect(page.sections[2]!.content).toBe('Option Default paths ["\\\\.module\\\\.css$"]');
  });

  test('never takes the navbar, sidebar, breadcrumbs, TOC, footers or pagination', () => {
    const all = page.sections.map((s) => [...s.headings, s.content].join(' ')).join(' ');
    for (const chrome of [
      'Skip to main content',
      'Why Farm',
      'Config',
      'Version: 1.0.0',
      'On this page',
      'Edit this page',
      'Previous',
      'Quick Start',
      'Copy',
      '\u200b',
    ]) {
      expect(all).not.toContain(chrome);
    }
  });
});

describe('other page kinds', () => {
  test('a blog post: the post title and body, not its authors or date', () => {
    const html = `<!doctype html><html class="blog-wrapper blog-post-page plugin-blog plugin-id-default"><head>${head({tag: 'default', canonical: 'https://farmfe.org/blog/farm-1.0'})}</head><body>${navbar}<main class=col><article><header><h1 class=title>Farm 1.0</h1><time>May 2024</time><div class=avatar><div class=avatar__name>brightwu</div></div></header><div id=__blog-post-container class=markdown><p>Farm 1.0 is out.${heading(2, 'whats-new', 'What is new')}<p>Stable persistent cache.</div><footer><a href=/blog/tags/release>release</a></footer></article></main>${footer}</body></html>`;
    const page = extractPage(html, options)!;
    expect(page).toMatchObject({kind: 'blog', tag: 'default', lvl0: 'Blog'});
    expect(page.sections).toEqual([
      {level: 1, headings: ['Farm 1.0'], anchor: null, content: 'Farm 1.0 is out.'},
      {level: 2, headings: ['Farm 1.0', 'What is new'], anchor: 'whats-new', content: 'Stable persistent cache.'},
    ]);
  });

  test('a standalone page: its <main>, titled by the hero <h1> when <main> has none; Chinese text kept', () => {
    const html = `<!doctype html><html lang=zh-CN class="plugin-pages plugin-id-default"><head>${head({language: 'zh', tag: 'default', canonical: 'https://farmfe.org/zh/'})}</head><body>${navbar}<header class=hero><h1>Farm</h1><p>用 Rust 编写的极速构建工具</p></header><main><h2>Farm 能为你做什么</h2><ul><li><h3><a href=/zh/docs/x>懒编译</a></h3><p>动态导入的模块只在页面真正请求时才编译。<li><h3>局部打包</h3><p>把模块合并成数量适中的资源。</ul></main>${footer}</body></html>`;
    const page = extractPage(html, {...options, lvl0Labels: {docs: '文档', blog: '博客', page: '页面'}})!;
    expect(page).toMatchObject({kind: 'page', language: 'zh', lvl0: '页面', url: 'https://farmfe.org/zh/'});
    expect(page.sections.map((s) => [s.headings.join(' > '), s.content])).toEqual([
      ['Farm', ''],
      ['Farm > Farm 能为你做什么', ''],
      ['Farm > Farm 能为你做什么 > 懒编译', '动态导入的模块只在页面真正请求时才编译。'],
      ['Farm > Farm 能为你做什么 > 局部打包', '把模块合并成数量适中的资源。'],
    ]);
  });

  test('skips noindex pages (the search page), list pages, the 404 page and pages without DocSearch metadata', () => {
    const wrap = (htmlClass: string, h: string) =>
      `<html class="${htmlClass}"><head>${h}</head><body><main><h1>T</h1><p>x</main></body></html>`;
    expect(extractPage(wrap('plugin-pages', head({tag: 'default', robots: 'noindex, follow'})), options)).toBeNull();
    expect(
      extractPage(wrap('blog-wrapper blog-list-page plugin-blog', head({tag: 'blog_posts_list'})), options),
    ).toBeNull();
    expect(extractPage(wrap('plugin-native plugin-id-default', head({tag: 'default'})), options)).toBeNull();
    expect(extractPage(wrap('plugin-pages', '<title>x</title>'), options)).toBeNull();
    expect(extractPage(wrap('plugin-pages', head({tag: 'default'})), options)).not.toBeNull();
  });
});
