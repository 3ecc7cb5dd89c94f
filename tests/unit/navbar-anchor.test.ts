import {describe, expect, test} from 'vitest';
import {hashTarget} from '../../src/clientModules/navbarAnchor';

/** A document that knows the given ids. */
function doc(...ids: string[]): Pick<Document, 'getElementById'> {
  return {getElementById: (id: string) => (ids.includes(id) ? ({id} as unknown as HTMLElement) : null)};
}

describe('hashTarget: the element a hash names, as the theme finds it', () => {
  test('no hash, or a bare #, names nothing', () => {
    expect(hashTarget('', doc('a'))).toBeNull();
    expect(hashTarget('#', doc(''))).toBeNull();
  });

  test('a plain id, and an id that is missing', () => {
    expect(hashTarget('#compilationinput', doc('compilationinput'))?.id).toBe('compilationinput');
    expect(hashTarget('#nowhere', doc('compilationinput'))).toBeNull();
  });

  test('a percent-encoded id (Chinese headings) is decoded', () => {
    expect(hashTarget('#%E9%85%8D%E7%BD%AE', doc('配置'))?.id).toBe('配置');
  });

  test('a hash that is not valid percent-encoding names itself, and does not throw', () => {
    expect(hashTarget('#100%', doc('100%'))?.id).toBe('100%');
    expect(hashTarget('#100%', doc())).toBeNull();
  });
});
