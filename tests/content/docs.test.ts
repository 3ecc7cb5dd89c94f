import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {coreTag} from '../../src/data/farmLines';
import {describe, expect, test} from 'vitest';
import {
  codeBlocks,
  docsRoot,
  headingIdList,
  headingIds,
  isExternal,
  listDocs,
  markdownLinks,
  parseDoc,
  proseWordCount,
  readRoutes,
  routePrefix,
  versionOfRoute,
  type DocFile,
  DOCS_VERSION_NAMES,
  type DocsVersion,
  type Locale,
  withoutCode,
} from './docs-lib';

const minWords: Record<DocsVersion, number> = {current: 250, '2.x': 250, '0.x': 200};
const routes = readRoutes();
const routeSet = new Set(routes);

function expectedDocRoutes(version: DocsVersion): string[] {
  return routes.filter((r) => r.startsWith('/docs/') && versionOfRoute(r) === version);
}

describe.each(DOCS_VERSION_NAMES)('docs %s: the page set is the one routes.txt names', (version) => {
  const docs = listDocs('en', version);
  test('every route of routes.txt has a source file', () => {
    const have = new Set(docs.map((d) => d.route));
    expect(expectedDocRoutes(version).filter((r) => !have.has(r))).toEqual([]);
  });
  test('no source file makes a route that routes.txt does not name', () => {
    expect(docs.map((d) => d.route).filter((r) => !routeSet.has(r))).toEqual([]);
  });
});

/** Resolves a doc-to-doc link target against the file that holds it. */
function resolveRelative(doc: DocFile, target: string): string {
  return path.resolve(path.dirname(doc.file), target);
}

function checkDoc(doc: DocFile, locale: Locale): void {
  const {data, body} = parseDoc(doc.file);

  test('front matter has a title and a description', () => {
    expect(typeof data.title === 'string' && data.title.trim().length > 0).toBe(true);
    expect(typeof data.description === 'string' && data.description.trim().length > 20).toBe(true);
  });

  test('route follows the file path (no slug or id override)', () => {
    expect(data.slug).toBeUndefined();
    expect(data.id).toBeUndefined();
  });

  test('the title is the only h1', () => {
    const h1 = withoutCode(body)
      .split('\n')
      .filter((l) => /^#\s/.test(l));
    expect(h1).toEqual([]);
  });

  test('compiles as MDX', async () => {
    // Heading ids ({#id}) and HTML comments (markdown.mdx1Compat.comments) are Docusaurus extensions: strip them
    // for plain MDX.
    const mdx = body.replace(/\s\{#[\w-]+\}\s*$/gm, '').replace(/<!--[^]*?-->/g, '');
    await expect(compile(mdx)).resolves.toBeDefined();
  });

  test('no two headings share an anchor id', () => {
    const ids = headingIdList(body);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  if (doc.version === '2.x') {
    test(`names the release it was checked against: checked_against: '${coreTag('2.x')}'`, () => {
      expect(data.checked_against).toBe(coreTag('2.x'));
    });
  }

  if (locale === 'zh') {
    test('records the English revision it translates (source_hash, a quoted string)', () => {
      expect(typeof data.source_hash).toBe('string');
      expect(data.source_hash).toMatch(/^[0-9a-f]{12}$/);
    });
  }

  test('every code block names its language', () => {
    const missing = codeBlocks(body)
      .filter((b) => b.lang === '')
      .map((b) => `line ${b.line}`);
    expect(missing).toEqual([]);
  });

  if (locale === 'en') {
    test(`has at least ${minWords[doc.version]} words of prose`, () => {
      expect(proseWordCount(body)).toBeGreaterThanOrEqual(minWords[doc.version]);
    });
  }

  test('every internal link and anchor resolves', () => {
    const problems: string[] = [];
    for (const {target, line} of markdownLinks(body)) {
      if (isExternal(target)) continue;
      const [pathPart = '', anchor] = target.split('#');
      if (pathPart === '') {
        if (anchor && !headingIds(body).has(anchor)) problems.push(`line ${line}: no anchor #${anchor}`);
        continue;
      }
      if (pathPart.startsWith('/')) {
        // Links to other docs are file paths, so they stay inside their version when a
        // version is cut. A doc links another version's pages by URL on purpose (an upgrade path,
        // the same page in the stable line).
        const crossVersion =
          pathPart.startsWith('/docs/') && versionOfRoute(pathPart) !== doc.version
            ? versionOfRoute(pathPart)
            : undefined;
        if (crossVersion) {
          const rel = `${pathPart.slice(routePrefix(crossVersion).length)}.md`;
          const file = path.join(docsRoot(locale, crossVersion), rel);
          const targetFile = fs.existsSync(file) ? file : path.join(docsRoot('en', crossVersion), rel);
          if (!routeSet.has(pathPart)) problems.push(`line ${line}: ${target} is not a route of the site`);
          else if (anchor && !headingIds(parseDoc(targetFile).body).has(anchor)) {
            problems.push(`line ${line}: ${target} has no anchor #${anchor}`);
          }
        } else if (pathPart.startsWith('/docs')) {
          problems.push(`line ${line}: ${target} links a doc by URL; use a relative .md path`);
        } else if (!routeSet.has(pathPart.replace(/\/$/, '') || '/') && !pathPart.startsWith('/img/')) {
          problems.push(`line ${line}: ${target} is not a route of the site`);
        }
        continue;
      }
      if (!/\.mdx?$/.test(pathPart)) {
        problems.push(`line ${line}: ${target} should end in .md or .mdx`);
        continue;
      }
      const resolved = resolveRelative(doc, pathPart);
      const root = docsRoot(locale, doc.version);
      if (!resolved.startsWith(root + path.sep)) {
        problems.push(`line ${line}: ${target} leaves the version (link another version's docs by URL)`);
        continue;
      }
      if (!fs.existsSync(resolved)) {
        problems.push(`line ${line}: ${target} does not exist`);
        continue;
      }
      if (anchor && !headingIds(parseDoc(resolved).body).has(anchor)) {
        problems.push(`line ${line}: ${target} has no anchor #${anchor}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

for (const locale of ['en', 'zh'] as const) {
  for (const version of DOCS_VERSION_NAMES) {
    for (const doc of listDocs(locale, version)) {
      describe(`${locale} ${path.relative(docsRoot(locale, version), doc.file)} (${version})`, () => {
        checkDoc(doc, locale);
      });
    }
  }
}
