import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, test} from 'vitest';
import {LAZY_HIGHLIGHTED_MODULE, THEME_LANGUAGES_MODULE} from '@site/src/plugins/prism-theme';

const require = createRequire(import.meta.url);
const content = path.resolve(__dirname, '../../src/theme/CodeBlock/Content');

describe('Prism out of the main bundle (src/plugins/prism-theme)', () => {
  test("the theme's client module that registers the languages is the one replaced", () => {
    const lib = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
    const source = fs.readFileSync(path.join(lib, 'lib/index.js'), 'utf8');
    // The theme lists it as a client module by this relative path; Docusaurus requires it by absolute path.
    expect(source).toContain("'./prism-include-languages'");
    const request = path.join(lib, 'lib', 'prism-include-languages');
    expect(fs.existsSync(`${request}.js`)).toBe(true);
    expect(THEME_LANGUAGES_MODULE.test(request)).toBe(true);
    expect(THEME_LANGUAGES_MODULE.test(`${request}.js`)).toBe(true);
    expect(THEME_LANGUAGES_MODULE.test('@theme/prism-include-languages')).toBe(false);
  });

  test('the server bundle swaps the lazy highlighter for the highlighter, and only it', () => {
    const index = fs.readFileSync(path.join(content, 'index.tsx'), 'utf8');
    expect(index).toContain("from './HighlightedLazily'");
    expect(LAZY_HIGHLIGHTED_MODULE.test('./HighlightedLazily')).toBe(true);
    expect(LAZY_HIGHLIGHTED_MODULE.test(path.join(content, 'HighlightedLazily.tsx'))).toBe(true);
    expect(LAZY_HIGHLIGHTED_MODULE.test('./Highlighted')).toBe(false);
    expect(LAZY_HIGHLIGHTED_MODULE.test(path.join(content, 'Highlighted.tsx'))).toBe(false);
  });
});
