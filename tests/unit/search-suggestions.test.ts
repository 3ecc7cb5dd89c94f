import {describe, expect, test} from 'vitest';
import {suggestionsOf} from '@site/src/theme/SearchBar/suggestions';

describe("the modal's 'Try searching for' list", () => {
  test('is the distinct sections (lvl0) of the hits, in their order, at most three', () => {
    const hit = (lvl0: string | null) => ({hierarchy: {lvl0}});
    expect(
      suggestionsOf([hit('Features'), hit('Advanced'), hit('Features'), hit(null), hit('Plugins'), hit('Blog')]),
    ).toEqual(['Features', 'Advanced', 'Plugins']);
    expect(suggestionsOf([])).toEqual([]);
  });
});
