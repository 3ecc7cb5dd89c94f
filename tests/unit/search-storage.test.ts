import {describe, expect, it} from 'vitest';
import {MemoryStorage, ensureUsableStorage} from '../../src/features/search/client/storage';

function blockedWindow(): {localStorage: Storage} {
  const target = {} as {localStorage: Storage};
  Object.defineProperty(target, 'localStorage', {
    configurable: true,
    get() {
      throw new Error('SecurityError: The operation is insecure.');
    },
  });
  return target;
}

describe('MemoryStorage', () => {
  it('behaves like Web Storage', () => {
    const storage = new MemoryStorage();
    expect(storage.getItem('a')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    expect(storage.key(5)).toBeNull();
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });
});

describe('ensureUsableStorage', () => {
  it('replaces a throwing localStorage with one in memory', () => {
    const target = blockedWindow();
    expect(ensureUsableStorage(target)).toBe(true);
    target.localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__farm', '[]');
    expect(target.localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__farm')).toBe('[]');
  });

  it('leaves working storage alone', () => {
    const storage = new MemoryStorage();
    storage.setItem('theme', 'dark');
    const target = {localStorage: storage};
    expect(ensureUsableStorage(target)).toBe(false);
    expect(target.localStorage).toBe(storage);
  });

  it('reports failure when the property cannot be replaced', () => {
    const target = {} as {localStorage: Storage};
    Object.defineProperty(target, 'localStorage', {
      configurable: false,
      get() {
        throw new Error('blocked');
      },
    });
    expect(ensureUsableStorage(target)).toBe(false);
  });
});
