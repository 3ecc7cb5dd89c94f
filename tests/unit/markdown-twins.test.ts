import {describe, expect, test} from 'vitest';
import {toTwin, type LinkContext} from '../../src/features/markdown-twins/node/convert';
import {twinPath, twinUrl} from '../../src/features/markdown-twins/shared/paths';

/** A docs page in the theme's markup: the head the search index reads, and an article inside <main>. */
function docPage(
  article: string,
  {title = 'Quick start', description = 'From an empty folder to a build.'} = {},
): string {
  return `<!doctype html><html lang="en" class="docs-wrapper plugin-docs docs-doc-page"><head>
<title>${title} | Farm</title><meta name="description" content="${description}">
<link rel="canonical" href="https://farmfe.org/docs/quick-start"></head><body>
<nav class="navbar"><a class="navbar__link" href="/docs/why-farm">Guides</a></nav>
<div class="main-wrapper"><aside class="theme-doc-sidebar-container"><a class="menu__link" href="/docs/benchmark">Benchmark</a></aside>
<main><div class="row"><div class="col"><article>
<nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${article}</div>
<footer class="theme-doc-footer"><a href="https://github.com/edit">Edit this page</a></footer>
</article><nav class="pagination-nav"><a href="/docs/why-farm">Previous</a></nav></div>
<div class="col col--3"><div class="table-of-contents"><a href="#a">A</a></div></div></div></main></div>
<footer class="footer">Copyright</footer></body></html>`;
}

const twins = new Set([
  '/docs/quick-start',
  '/docs/why-farm',
  '/zh/docs/0.x/concepts',
  '/zh/docs/0.x/quick-start',
  '/',
]);
const ctx = (route = '/docs/quick-start'): LinkContext => ({
  siteUrl: 'https://farmfe.org',
  route,
  twinOf: (r) => (twins.has(r) ? twinPath(r) : undefined),
});

function convert(article: string, route?: string): string {
  const twin = toTwin(docPage(article), ctx(route));
  if (!twin) throw new Error('no twin');
  return twin.markdown;
}

describe('twinPath', () => {
  test('adds .md to a page path, index.md to a folder path', () => {
    expect(twinPath('/docs/quick-start')).toBe('/docs/quick-start.md');
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/zh/')).toBe('/zh/index.md');
  });

  test('twinUrl: the same on the site URL', () => {
    expect(twinUrl('/zh/docs/0.x/concepts', 'https://farmfe.org')).toBe('https://farmfe.org/zh/docs/0.x/concepts.md');
    expect(twinUrl('/', 'https://farmfe.org')).toBe('https://farmfe.org/index.md');
  });
});

describe('toTwin', () => {
  test('title as # heading, description from the head, nothing of the navbar, sidebar, TOC or footers', () => {
    const twin = toTwin(docPage('<p>Hello <strong>world</strong>.</p>'), ctx());
    expect(twin?.title).toBe('Quick start');
    expect(twin?.description).toBe('From an empty folder to a build.');
    expect(twin?.markdown).toBe('# Quick start\n\nHello **world**.\n');
  });

  test('headings keep their level, without the hash link', () => {
    const md = convert(
      '<h2 class="anchor" id="before">Before you start<a href="#before" class="hash-link" aria-label="Direct link">\u200b</a></h2><h3 id="x">Templates</h3>',
    );
    expect(md).toContain('\n## Before you start\n');
    expect(md).toContain('\n### Templates\n');
    expect(md).not.toContain('Direct link');
  });

  test('tabs (npm2yarn included): every panel, hidden ones too, as a code block under its label', () => {
    const block = (cmd: string) =>
      `<div class="language-bash codeBlockContainer_APcc theme-code-block"><div class="codeBlockContent_wLCC"><pre class="prism-code language-bash"><code><div class="token-line"><span class="token plain">${cmd}</span><br></div></code></pre><div class="buttonGroup"><button aria-label="Copy code">Copy</button></div></div></div>`;
    const md = convert(
      `<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true">npm</li><li role="tab">Yarn</li></ul><div class="margin-top--md"><div role="tabpanel">${block('npm install')}</div><div role="tabpanel" hidden>${block('yarn install')}</div></div></div>`,
    );
    expect(md).toContain('**npm**\n\n```bash\nnpm install\n```\n\n**Yarn**\n\n```bash\nyarn install\n```');
    expect(md).not.toContain('Copy');
  });

  test('code blocks keep language, title and every line, empty lines included', () => {
    const md = convert(
      `<div class="language-ts codeBlockContainer_APcc theme-code-block"><div class="codeBlockTitle_A_jD">farm.config.ts</div><div class="codeBlockContent_wLCC"><pre class="prism-code language-ts"><code><div class="token-line"><span class="token keyword">import</span><span class="token plain"> a from 'a';</span><br></div><div class="token-line"><span class="token plain" style="display:inline-block"></span><br></div><div class="token-line"><span class="token plain">export default {};</span><br></div></code></pre></div></div>`,
    );
    expect(md).toContain('```ts title="farm.config.ts"\nimport a from \'a\';\n\nexport default {};\n```');
  });

  test('admonitions become blockquotes that open with their label', () => {
    const md = convert(
      '<div class="theme-admonition theme-admonition-warning admonition_XL3M alert alert--warning"><div class="admonitionHeading_avHu"><span class="admonitionIcon_Pc1x"><svg><path d=""/></svg></span>warning</div><div class="admonitionContent_gco1"><p>Priority <code>100</code> wins.</p><p>Second.</p></div></div>',
    );
    expect(md).toContain('> **Warning**\n>\n> Priority `100` wins.\n>\n> Second.');
  });

  test('since-markers are their text, apart from the words beside them', () => {
    const md = convert('<h3 id="c">cache<span class="badge since_x">since 1.3.0</span></h3><p>On by default.</p>');
    expect(md).toContain('### cache since 1.3.0\n');
  });

  test('links: absolute, to the .md twin where one exists, in the same locale and version', () => {
    const md = convert(
      '<p><a href="/zh/docs/0.x/concepts#modules">概念</a>, <a href="/zh/docs/0.x/config/cli">CLI</a>, <a href="#x">here</a>, <a href="https://github.com/farm-fe/farm">GitHub</a>, <a href="../0.x/quick-start">relative</a></p>',
      '/zh/docs/0.x/quick-start',
    );
    expect(md).toContain('[概念](https://farmfe.org/zh/docs/0.x/concepts.md#modules)');
    expect(md).toContain('[CLI](https://farmfe.org/zh/docs/0.x/config/cli)');
    expect(md).toContain('[here](https://farmfe.org/zh/docs/0.x/quick-start.md#x)');
    expect(md).toContain('[GitHub](https://github.com/farm-fe/farm)');
    expect(md).toContain('[relative](https://farmfe.org/zh/docs/0.x/quick-start.md)');
  });

  test('images keep their alt text and an absolute source', () => {
    const md = convert(
      '<p><img src="/img/logo.png" alt="Farm logo"></p><p><img src="https://example.com/a.svg" alt=""></p>',
    );
    expect(md).toContain('![Farm logo](https://farmfe.org/img/logo.png)');
    expect(md).toContain('![](https://example.com/a.svg)');
  });

  test('lists, tables and quotes keep their structure; Markdown characters in text are escaped', () => {
    const md = convert(
      '<ol start="3"><li>First <em>step</em></li><li><p>Second</p><ul><li>nested</li></ul></li></ol><table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody><tr><td><code>minify</code></td><td>true</td></tr></tbody></table><blockquote><p>Quoted</p></blockquote><p>Use * and _ and [x] as text.</p>',
    );
    expect(md).toContain('3. First _step_\n4. Second\n   - nested');
    expect(md).toContain('| Option   | Default |\n| -------- | ------- |\n| `minify` | true    |');
    expect(md).toContain('> Quoted');
    expect(md).toContain('Use \\* and \\_ and \\[x] as text.');
  });

  test('a page without <main> has no twin', () => {
    expect(toTwin('<html><head><title>x</title></head><body><p>x</p></body></html>', ctx())).toBeNull();
  });
});
