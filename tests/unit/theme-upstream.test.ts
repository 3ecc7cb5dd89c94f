import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, test} from 'vitest';
import {copiedLines, themeFiles, totalCopied, upstreamProblems} from '../../scripts/check-ejected-theme.mjs';

/** Ejected theme files against the Docusaurus theme files they copy (src/theme/README.md, "Upgrading Docusaurus"). */

describe('ejected theme files', () => {
  test('each names its upstream file, which node_modules still has as it was copied', () => {
    // On failure after an upgrade: each message names the file to re-sync, the npm diff to read and the new line.
    expect(upstreamProblems()).toEqual([]);
  });

  // The lines src/theme copies from Docusaurus (scripts/check-ejected-theme.mjs) may only go down, towards 433: a change
  // that copies more must remove as many elsewhere. The largest copies are the ejected SearchBar, Tabs and
  // CodeBlock/Content; NotFound/Content is ejected because only an ejection puts the suggested pages inside the
  // theme's <main>.
  test('src/theme copies no more lines than it does today (426)', () => {
    expect(totalCopied(themeFiles())).toBeLessThanOrEqual(426);
  });

  test('the search page and every other wrapper are not counted as ejected', () => {
    const wrappers = themeFiles()
      .filter((file) => file.wrapper)
      .map((file) => file.file);
    expect(wrappers).toContain('src/theme/SearchPage/index.tsx');
    expect(wrappers).toContain('src/theme/SearchPage/styles.module.css');
  });
});

describe('the checks themselves', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

  /** A site with one ejected Tabs and theme-classic's Tabs as `upstream`. */
  function site(ours: string, upstream: string): string {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'theme-upstream-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
      fs.writeFileSync(path.join(root, file), text);
    };
    write('node_modules/@docusaurus/theme-classic/package.json', JSON.stringify({version: '3.11.0'}));
    write('node_modules/@docusaurus/theme-search-algolia/package.json', JSON.stringify({version: '3.11.0'}));
    write('node_modules/@docusaurus/theme-classic/src/theme/Tabs/index.tsx', upstream);
    write('src/theme/Tabs/index.tsx', ours);
    return root;
  }

  test('copied lines: trimmed, blank lines ignored, each upstream line used once', () => {
    expect(copiedLines('  a\n\n}\n}\nb', 'a\n}\nc')).toBe(2);
  });

  test('a helper script beside an ejected file counts against the upstream index of its folder, with no Upstream line', () => {
    const upstream = 'function Tabs() {\n  return null;\n}\n';
    site(`// Upstream: @docusaurus/theme-classic@3.11.0 src/theme/Tabs/index.tsx sha256:${'0'.repeat(16)}\n`, upstream);
    fs.writeFileSync(path.join(root, 'src/theme/Tabs/helper.ts'), 'function Tabs() {\n  return 1;\n}\n');
    const helper = themeFiles(root).find((file) => file.file === 'src/theme/Tabs/helper.ts');
    expect(helper).toMatchObject({helper: true, upstreamPath: 'src/theme/Tabs/index.tsx', copied: 2});
    expect(upstreamProblems(root).filter((problem) => problem.includes('helper'))).toEqual([]);
  });

  test('an upstream file changed by an upgrade fails, naming the file, the diff to read and the line to write', () => {
    const original = 'export default function Tabs() {}\n';
    // Ejected from 3.10.2 with this hash; node_modules now has 3.11.0 with other content.
    const hash = '0123456789abcdef';
    site(`// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/Tabs/index.tsx sha256:${hash}\n`, original);
    const [problem, ...others] = upstreamProblems(root);
    expect(others).toEqual([]);
    expect(problem).toContain('src/theme/Tabs/index.tsx was copied from @docusaurus/theme-classic@3.10.2');
    expect(problem).toContain(
      'npm diff --diff=@docusaurus/theme-classic@3.10.2 --diff=@docusaurus/theme-classic@3.11.0 src/theme/Tabs/index.tsx',
    );
    expect(problem).toMatch(
      /Upstream: @docusaurus\/theme-classic@3\.11\.0 src\/theme\/Tabs\/index\.tsx sha256:[0-9a-f]{16}$/,
    );
  });

  test('an upgrade that leaves the upstream file as it was passes; a file without its Upstream line fails', () => {
    const original = 'export default function Tabs() {}\n';
    site('', original);
    const now = /Upstream: .*$/.exec(upstreamProblems(root)[0] ?? '')?.[0] ?? '';
    expect(upstreamProblems(root)[0]).toContain('src/theme/Tabs/index.tsx copies');
    fs.writeFileSync(path.join(root, 'src/theme/Tabs/index.tsx'), `// ${now.replace('3.11.0', '3.10.2')}\n`);
    expect(upstreamProblems(root)).toEqual([]);
  });
});
