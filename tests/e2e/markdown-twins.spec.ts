import fs from 'node:fs';
import path from 'node:path';
import type {Code, Definition, Heading, Image, Link, Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {parse, type DefaultTreeAdapterTypes} from 'parse5';
import {expect, hydrated, test} from './fixtures';
import {localePath, locales, routes} from './expected';

/**
 * The Markdown twins (src/features/markdown-twins) against the build they were
 * made from: every route has one in each locale, served as text/markdown and
 * named in its page's head, and every twin has the headings, code blocks and
 * links of its HTML page.
 */

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? 'build');
const site = 'https://farmfe.org';

function twinOf(route: string): string {
  return route.endsWith('/') ? `${route}index.md` : `${route}.md`;
}

/** Every built page but the not-found pages, by its route. */
function builtPages(): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const rel = `/${path.relative(buildDir, full).split(path.sep).join('/')}`;
        // trailingSlash: false writes x.html; only a locale's home page is a folder's index.html.
        const route =
          rel === '/index.html' || rel === '/zh/index.html'
            ? rel.slice(0, -'index.html'.length)
            : rel.slice(0, -'.html'.length);
        pages.set(route, full);
      }
    }
  };
  walk(buildDir);
  return pages;
}

const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;
const classList = (el: Element): string[] => (attr(el, 'class') ?? '').split(/\s+/);
const kids = (node: ParentNode): DefaultTreeAdapterTypes.ChildNode[] =>
  node.nodeName === 'template' ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;

function elements(node: ParentNode, skip: (el: Element) => boolean, out: Element[] = []): Element[] {
  for (const child of kids(node)) {
    if (!('tagName' in child) || skip(child)) continue;
    out.push(child);
    elements(child, skip, out);
  }
  return out;
}

function text(node: ParentNode): string {
  return kids(node)
    .map((c) =>
      c.nodeName === '#text' ? (c as DefaultTreeAdapterTypes.TextNode).value : 'tagName' in c ? text(c) : '',
    )
    .join('');
}

const squeeze = (s: string): string => s.replace(/[\s\u200b]+/g, '');
const chrome = (el: Element): boolean =>
  ['nav', 'button', 'svg', 'script', 'style'].includes(el.tagName) ||
  attr(el, 'aria-hidden') === 'true' ||
  classList(el).some((c) =>
    [
      'hash-link',
      'theme-doc-footer',
      'theme-doc-breadcrumbs',
      'theme-doc-toc-mobile',
      'pagination-nav',
      'table-of-contents',
    ].includes(c),
  );

/** The HTML page's content root, as the twins read it. */
function content(html: string): Element {
  const all = elements(parse(html), () => false);
  const root = all.find((el) => el.tagName === 'html')!;
  const kind = classList(root);
  const main = all.find((el) => el.tagName === 'main') ?? all.find((el) => classList(el).includes('main-wrapper'))!;
  const inMain = elements(main, () => false);
  if (kind.includes('docs-doc-page')) return inMain.find((el) => classList(el).includes('theme-doc-markdown'))!;
  if (kind.includes('blog-post-page')) return inMain.find((el) => attr(el, 'id') === '__blog-post-container')!;
  return main;
}

function nodes<T extends Nodes>(tree: Nodes, type: T['type']): T[] {
  const out: T[] = [];
  const walk = (node: Nodes): void => {
    if (node.type === type) out.push(node as T);
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  return out;
}

for (const locale of locales) {
  test(`every route of routes.txt has a twin, served as text/markdown and named in its head (${locale})`, async ({
    request,
  }) => {
    const problems: string[] = [];
    for (const route of routes) {
      const pagePath = localePath(locale, route);
      const twin = twinOf(pagePath);
      const response = await request.get(twin);
      const type = response.headers()['content-type'];
      if (response.status() !== 200 || type !== 'text/markdown; charset=utf-8') {
        problems.push(`${twin}: ${response.status()} ${type}`);
        continue;
      }
      if (!/^# \S/.test(await response.text())) problems.push(`${twin}: does not open with the title`);
      // The link is in the HTML as built, for readers and crawlers that run no script.
      const html = parse(await (await request.get(pagePath)).text());
      const head = elements(html, () => false).find((el) => el.tagName === 'head');
      const links = elements(head ?? html, () => false).filter(
        (el) => el.tagName === 'link' && attr(el, 'rel') === 'alternate' && attr(el, 'type') === 'text/markdown',
      );
      const hrefs = links.map((el) => attr(el, 'href'));
      if (JSON.stringify(hrefs) !== JSON.stringify([`${site}${twin}`]))
        problems.push(`${pagePath}: alternate ${hrefs.join(' ')}`);
    }
    expect(problems).toEqual([]);
  });
}

test('the not-found page names no twin, also once the app has rendered it at the unknown path', async ({page}) => {
  const alternates = page.locator('link[rel="alternate"][type="text/markdown"]');
  for (const unknown of ['/docs/no-such-page', '/zh/nowhere']) {
    await page.goto(unknown);
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(alternates, unknown).toHaveCount(0);
  }
  // A known page after it, reached inside the app: its twin again.
  await page.goto('/docs/no-such-page');
  await hydrated(page);
  await page.locator('nav.navbar').getByRole('link', {name: 'Guides', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/quick-start$/);
  await expect(alternates).toHaveAttribute('href', `${site}/docs/quick-start.md`);
});

test('every twin has the headings, code blocks and links of its HTML page', () => {
  const pages = builtPages();
  expect(pages.size).toBeGreaterThan(200);
  const problems: string[] = [];
  for (const [route, file] of pages) {
    const twinFile = path.join(buildDir, twinOf(route));
    if (!fs.existsSync(twinFile)) {
      problems.push(`${route}: no twin`);
      continue;
    }
    const tree = fromMarkdown(fs.readFileSync(twinFile, 'utf8'), {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    });
    const root = content(fs.readFileSync(file, 'utf8'));
    const found = elements(root, chrome);

    const htmlHeadings = found
      .filter((el) => /^h[1-6]$/.test(el.tagName))
      .map((el) => `${el.tagName[1]} ${squeeze(text(el))}`);
    const mdHeadings = nodes<Heading>(tree, 'heading').map((h) => `${h.depth} ${squeeze(toString(h))}`);
    // The twin opens with the title; the HTML content has it as its first <h1> where it holds it at all.
    const withoutTitle = mdHeadings.slice(1);
    const expected =
      htmlHeadings[0] === mdHeadings[0] ? htmlHeadings.slice(1) : htmlHeadings.filter((h) => h !== mdHeadings[0]);
    if (JSON.stringify(withoutTitle) !== JSON.stringify(expected))
      problems.push(`${route}: headings ${JSON.stringify({html: expected, md: withoutTitle})}`);

    const htmlCode = found.filter((el) => el.tagName === 'pre').map((el) => squeeze(text(el)));
    const mdCode = nodes<Code>(tree, 'code').map((c) => squeeze(c.value));
    if (JSON.stringify(htmlCode) !== JSON.stringify(mdCode))
      problems.push(`${route}: code blocks differ (${htmlCode.length} in HTML, ${mdCode.length} in Markdown)`);

    const htmlLinks = found
      .filter((el) => el.tagName === 'a' && attr(el, 'href') !== undefined)
      .map((el) => {
        const target = new URL(attr(el, 'href')!, `${site}${route}`);
        if (target.origin !== site) return target.href;
        const twin = twinOf(decodeURI(target.pathname));
        return fs.existsSync(path.join(buildDir, twin)) && pages.has(decodeURI(target.pathname))
          ? `${site}${encodeURI(twin)}${target.hash}`
          : target.href;
      });
    const mdLinks = nodes<Link>(tree, 'link').map((l) => l.url);
    if (JSON.stringify(htmlLinks) !== JSON.stringify(mdLinks))
      problems.push(`${route}: links ${JSON.stringify({html: htmlLinks, md: mdLinks})}`);
  }
  expect(problems).toEqual([]);
});

for (const locale of locales) {
  const prefix = locale === 'en' ? '' : '/zh';
  const docRoutes = routes.filter((route) => route.startsWith('/docs/')).map((route) => localePath(locale, route));

  test(`llms.txt lists every doc of routes.txt once, each link a twin of the build (${locale})`, async ({request}) => {
    const response = await request.get(`${prefix}/llms.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const body = await response.text();
    expect(body.startsWith('# Farm\n\n> ')).toBe(true);
    const urls = [...body.matchAll(/^- \[.+\]\((\S+)\)(: .+)?$/gm)].map((m) => m[1]!);
    for (const route of docRoutes) {
      expect(
        urls.filter((url) => url === `${site}${route}.md`),
        route,
      ).toHaveLength(1);
    }
    const sections = [...body.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toHaveLength(8);
    // After the current docs and the blog: the 2.x pre-release, then the 0.x docs, each in a section of its
    // own that says what it is and where its llms-full file is.
    expect(sections[6]).toMatch(locale === 'en' ? /2\.x.*pre-release/ : /2\.x.*预发布版本/);
    expect(sections[7]).toMatch(locale === 'en' ? /0\.15.*older version/ : /0\.15.*旧版本/);
    const older = body.slice(body.lastIndexOf('\n## '));
    expect(older).toContain(`${site}${prefix}/docs/0.x/why-farm.md`);
    expect(older).not.toContain(`${site}${prefix}/docs/why-farm.md`);
    const prerelease = body.slice(body.indexOf(`\n## ${sections[6]}`), body.lastIndexOf('\n## '));
    expect(prerelease).toContain(`${site}${prefix}/llms-full-2.x.txt`);
    expect(prerelease).toContain(`${site}${prefix}/docs/2.x/why-farm.md`);
    expect(prerelease).not.toContain(`${site}${prefix}/docs/why-farm.md`);
    for (const url of new Set(urls)) {
      expect(url.startsWith(`${site}${prefix}/`), url).toBe(true);
      const twin = await request.get(url.slice(site.length));
      expect(twin.status(), url).toBe(200);
    }
  });

  test(`llms-full.txt holds every doc of its version (${locale})`, async ({request}) => {
    for (const [file, isVersion] of [
      ['llms-full.txt', (route: string) => !/\/docs\/(0|2)\.x\//.test(route)],
      ['llms-full-0.x.txt', (route: string) => route.includes('/docs/0.x/')],
      ['llms-full-2.x.txt', (route: string) => route.includes('/docs/2.x/')],
    ] as const) {
      const response = await request.get(`${prefix}/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const sources = [...(await response.text()).matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
      for (const route of docRoutes) {
        expect(sources.includes(`${site}${route}.md`), `${file} ${route}`).toBe(isVersion(route));
      }
    }
  });
}

/** Every file a link of the twins and llms files can name: the twins, and llms*.txt of each locale. */
function linkSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md') || /^llms.*\.txt$/.test(entry.name)) out.push(full);
    }
  };
  walk(buildDir);
  return out;
}

/** The built file that answers a path of the site, as the server does (x, x.html, x/index.html), or undefined. */
function builtFile(pathname: string): string | undefined {
  const base = path.join(buildDir, pathname);
  if (!path.resolve(base).startsWith(buildDir)) return undefined;
  const candidates = pathname.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

test('every internal link of the twins and llms files reaches a built file, and every #anchor is on its page', () => {
  // Every twin and llms file, and every page an anchor points into, parsed: about 45 s here, minutes on a slow machine.
  test.setTimeout(240_000);
  const sources = linkSources();
  expect(sources.filter((file) => file.endsWith('.txt'))).toHaveLength(8);
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string): Set<string> => {
    let found = ids.get(file);
    if (!found) {
      found = new Set(
        elements(parse(fs.readFileSync(file, 'utf8')), () => false).flatMap((el) => attr(el, 'id') ?? []),
      );
      ids.set(file, found);
    }
    return found;
  };
  const problems: string[] = [];
  let checked = 0;
  let anchors = 0;
  for (const source of sources) {
    const from = `${site}/${path.relative(buildDir, source).split(path.sep).join('/')}`;
    const tree = fromMarkdown(fs.readFileSync(source, 'utf8'), {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    });
    const urls = [
      ...nodes<Link>(tree, 'link').map((node) => node.url),
      ...nodes<Image>(tree, 'image').map((node) => node.url),
      ...nodes<Definition>(tree, 'definition').map((node) => node.url),
    ];
    for (const url of urls) {
      const target = new URL(url, from);
      if (target.origin !== site) continue;
      checked += 1;
      const where = `${path.relative(buildDir, source)}: ${url}`;
      const pathname = decodeURI(target.pathname);
      const file = builtFile(pathname);
      if (!file) {
        problems.push(`${where}: no built file`);
        continue;
      }
      if (!target.hash) continue;
      anchors += 1;
      // A twin's anchor is on its HTML page.
      const page = file.endsWith('.md') ? builtFile(pathname.replace(/(index)?\.md$/, '')) : file;
      if (!page?.endsWith('.html')) problems.push(`${where}: the anchor's page is not HTML`);
      else if (!idsOf(page).has(decodeURIComponent(target.hash.slice(1)))) problems.push(`${where}: no such anchor`);
    }
  }
  // The twins and llms files link to many pages and sections: a parse that finds none is a broken test.
  expect(checked).toBeGreaterThan(1000);
  expect(anchors).toBeGreaterThan(100);
  expect(problems).toEqual([]);
});
