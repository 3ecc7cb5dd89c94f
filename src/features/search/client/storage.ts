import {cleanStoredSearches} from './storedSearches';

/**
 * The storage DocSearch reads, made safe before its modal opens. DocSearch
 * keeps recent and favourite searches in localStorage and, in
 * @docsearch/react 4.7, reads `window.localStorage` outside a try when its
 * modal opens: with storage blocked (the getter throws), the modal unmounts
 * at once. This gives such a window an in-memory Storage instead, so search
 * works and remembers searches until the tab closes; a window whose storage
 * works keeps it. Then the stored lists are checked (storedSearches.ts).
 */

/** A Storage kept in memory: the Web Storage interface, nothing persisted. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(String(key));
  }

  clear(): void {
    this.#items.clear();
  }
}

function storageWorks(target: {localStorage: Storage}): boolean {
  try {
    const storage = target.localStorage;
    // Reading a key is enough to trip the SecurityError some browsers raise only on use.
    storage.getItem('__farm_storage_probe__');
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces a throwing `localStorage` of `target` (the window) with a
 * MemoryStorage; returns whether it did. Only a configurable property is
 * replaced, as browsers define it.
 */
export function ensureUsableStorage(target: {localStorage: Storage} = window): boolean {
  if (storageWorks(target)) return false;
  try {
    Object.defineProperty(target, 'localStorage', {configurable: true, enumerable: true, value: new MemoryStorage()});
  } catch {
    return false;
  }
  return storageWorks(target);
}

/**
 * Run before each opening of the modal (DocSearch reads its lists as it
 * mounts, under keys named after the index; without one it does not open).
 */
export function prepareSearchStorage(
  indexName: string | undefined,
  target: {localStorage: Storage; location: {origin: string}} = window,
): void {
  ensureUsableStorage(target);
  if (!indexName) return;
  let storage: Storage;
  try {
    storage = target.localStorage;
  } catch {
    return;
  }
  cleanStoredSearches(storage, indexName, target.location.origin);
}
