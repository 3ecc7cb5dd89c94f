import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {
  disagreeingFacts,
  docsRoot,
  listDocs,
  markersOfUnknownReleases,
  parseDoc,
  siteDir,
  sinceMarkers,
  type SinceMarker,
} from './docs-lib';

type Release = {version: string; commit: string; date: string};

/** The @farmfe/core 1.x releases (scripts/extract-core-releases.mjs). */
const releases: Release[] = JSON.parse(
  fs.readFileSync(path.join(siteDir, 'tests/data/core-releases-1.x.json'), 'utf8'),
);
const releaseSet = new Set(releases.map((r) => r.version));

type Located = SinceMarker & {file: string};

function markersOf(locale: 'en' | 'zh', version: 'current' | '2.x' = 'current'): Located[] {
  return listDocs(locale, version).flatMap((doc) =>
    sinceMarkers(parseDoc(doc.file).body).map((m) => ({...m, file: path.relative(siteDir, doc.file)})),
  );
}

const en = markersOf('en');
const zh = markersOf('zh');

/** The marker of what Farm 1.x did not have (or had and 2.0 removed), on the 2.x pages. */
const FARM_2 = '2.0';
const en2 = markersOf('en', '2.x');
const zh2 = markersOf('zh', '2.x');

/** Chinese pages whose markers differ from their English page's, in one docs version. */
function markerMismatches(version: 'current' | '2.x'): string[] {
  const problems: string[] = [];
  const summary = (list: SinceMarker[]) =>
    list.map((m) => `${m.version}${m.removed ? ' removed' : ''}${m.fact ? ` ${m.fact}` : ''}`).sort();
  for (const doc of listDocs('en', version)) {
    const rel = path.relative(docsRoot('en', version), doc.file);
    const zhFile = path.join(docsRoot('zh', version), rel);
    if (!fs.existsSync(zhFile)) continue;
    const want = summary(sinceMarkers(parseDoc(doc.file).body));
    const have = summary(sinceMarkers(parseDoc(zhFile).body));
    if (JSON.stringify(want) !== JSON.stringify(have))
      problems.push(`${rel}: en ${want.join(', ')} / zh ${have.join(', ')}`);
  }
  return problems;
}

describe('the release list', () => {
  test('runs from 1.0.0 to 1.7.11, each release once, in order', () => {
    const versions = releases.map((r) => r.version);
    expect(versions[0]).toBe('1.0.0');
    expect(versions.at(-1)).toBe('1.7.11');
    expect(new Set(versions).size).toBe(versions.length);
    const key = (v: string) => v.split('.').map(Number);
    for (let i = 1; i < versions.length; i += 1) {
      const [a, b] = [key(versions[i - 1]!), key(versions[i]!)];
      expect(a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!, `${versions[i - 1]} before ${versions[i]}`).toBeLessThan(
        0,
      );
    }
    for (const r of releases) expect(r.commit).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('since-markers of the 1.x docs', () => {
  test('the docs have markers to check', () => {
    expect(en.length).toBeGreaterThan(100);
  });

  test('every marker names a real @farmfe/core 1.x release', () => {
    expect(markersOfUnknownReleases([...en, ...zh], releaseSet)).toEqual([]);
  });

  test('markers that share a fact key name one release, in both locales', () => {
    expect(disagreeingFacts([...en, ...zh])).toEqual([]);
  });

  test('a fact key is used on at least two English pages (a lone key is a misspelling)', () => {
    const pages = new Map<string, Set<string>>();
    for (const m of en) if (m.fact) pages.set(m.fact, (pages.get(m.fact) ?? new Set()).add(m.file));
    expect([...pages].filter(([, files]) => files.size < 2).map(([fact]) => fact)).toEqual([]);
  });

  test('a Chinese page carries the same markers as its English page', () => {
    expect(markerMismatches('current')).toEqual([]);
  });
});

describe('since-markers of the 2.x docs', () => {
  test(`what 1.x did not have is marked "${FARM_2}" on many pages`, () => {
    expect(new Set(en2.filter((m) => m.version === FARM_2).map((m) => m.file)).size).toBeGreaterThan(10);
  });

  test(`every marker names a real @farmfe/core 1.x release or ${FARM_2}`, () => {
    expect(markersOfUnknownReleases([...en2, ...zh2], new Set([...releaseSet, FARM_2]))).toEqual([]);
  });

  test('markers that share a fact key name one release, in both locales and beside the 1.x docs', () => {
    expect(disagreeingFacts([...en, ...zh, ...en2, ...zh2])).toEqual([]);
  });

  test('a Chinese page carries the same markers as its English page', () => {
    expect(markerMismatches('2.x')).toEqual([]);
  });
});

describe('since-marker checks find planted errors', () => {
  const page = (file: string, body: string): Located[] => sinceMarkers(body).map((m) => ({...m, file}));

  test('reads version, removed and fact in any order, and skips code', () => {
    const markers = sinceMarkers(
      [
        'Text <Since version="1.3.6" fact="target-library" /> and <Since removed version="1.2.6" />.',
        '```md',
        '<Since version="9.9.9" />',
        '```',
        '`<Since version="8.8.8" />` in inline code',
      ].join('\n'),
    );
    expect(markers.map(({version, removed, fact, line}) => ({version, removed, fact, line}))).toEqual([
      {version: '1.3.6', removed: false, fact: 'target-library', line: 1},
      {version: '1.2.6', removed: true, fact: undefined, line: 1},
    ]);
  });

  test('a release that never existed, or a marker without a readable version, is reported', () => {
    const markers = page('a.md', '<Since version="1.5.3" /> <Since version="1.3.6" /> <Since versoin="1.3.6" />');
    expect(markersOfUnknownReleases(markers, releaseSet)).toEqual([
      'a.md:1 <Since version="1.5.3" />',
      'a.md:1 <Since versoin="1.3.6" />',
    ]);
  });

  test('one fact marked with two releases is reported; the same release twice is not', () => {
    const markers = [
      ...page('a.md', '<Since version="1.3.6" fact="target-library" /> <Since version="1.1.11" fact="x" />'),
      ...page('b.md', 'text\n<Since version="1.3.7" fact="target-library" /> <Since version="1.1.11" fact="x" />'),
    ];
    expect(disagreeingFacts(markers)).toEqual(['target-library: a.md:1 1.3.6, b.md:2 1.3.7']);
  });

  test('added on one page and removed on another is a disagreement', () => {
    const markers = [
      ...page('a.md', '<Since version="1.3.17" fact="f" />'),
      ...page('b.md', '<Since version="1.3.17" removed fact="f" />'),
    ];
    expect(disagreeingFacts(markers)).toHaveLength(1);
  });
});
