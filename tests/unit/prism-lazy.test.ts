import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {LAZY_HIGHLIGHTED_MODULE} from '@site/src/features/code-blocks/node';

const content = path.resolve(__dirname, '../../src/theme/CodeBlock/Content');

// What the plugin assumes of the theme's own module is checked in tests/unit/internals.test.ts.
describe('Prism out of the main bundle (src/features/code-blocks/node)', () => {
  test('the server bundle swaps the lazy highlighter for the highlighter, and only it', () => {
    const index = fs.readFileSync(path.join(content, 'index.tsx'), 'utf8');
    expect(index).toContain("from './HighlightedLazily'");
    expect(LAZY_HIGHLIGHTED_MODULE.test('./HighlightedLazily')).toBe(true);
    expect(LAZY_HIGHLIGHTED_MODULE.test(path.join(content, 'HighlightedLazily.tsx'))).toBe(true);
    expect(LAZY_HIGHLIGHTED_MODULE.test('./Highlighted')).toBe(false);
    expect(LAZY_HIGHLIGHTED_MODULE.test(path.join(content, 'Highlighted.tsx'))).toBe(false);
  });
});
