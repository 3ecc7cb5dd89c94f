import {describe, expect, it} from 'vitest';
import {repairPathname} from '../../src/features/not-found-pages/client/repairPath';

describe('repairPathname', () => {
  it('leaves a path that decodes alone', () => {
    expect(repairPathname('/docs/quick-start')).toBeNull();
    expect(repairPathname('/zh/docs/%E4%BD%A0%E5%A5%BD')).toBeNull();
    expect(repairPathname('/docs/%3Cimg%20src%3Dx%3E')).toBeNull();
  });

  it('makes a lone surrogate literal, and the result decodes to the text typed', () => {
    const repaired = repairPathname('/docs/%ED%A0%80plugin');
    expect(repaired).toBe('/docs/%25ED%25A0%2580plugin');
    expect(decodeURI(repaired!)).toBe('/docs/%ED%A0%80plugin');
  });

  it("escapes a '%' that starts no escape and keeps valid escapes around it", () => {
    expect(repairPathname('/docs/100%/%E4%BD%A0')).toBe('/docs/100%25/%E4%BD%A0');
    expect(repairPathname('/docs/%zz%ff')).toBe('/docs/%25zz%25ff');
  });

  it('always returns a path that decodes', () => {
    for (const path of ['/%', '/%%%', '/%C3', '/%C3%28', '/a%E2%82', '/%F0%9F%98', '/%ED%BF%BF%ED%A0%80x']) {
      const repaired = repairPathname(path);
      expect(repaired, path).not.toBeNull();
      expect(() => decodeURI(repaired!), path).not.toThrow();
    }
  });
});
