import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest';
import {INDEX_LIFETIME, serverElement} from '../../src/features/speed/client/serverElement';

type Fake = {getAttribute: (name: string) => string | null; name: string};

/** A document of elements carrying `data-lines`, in order; counts the passes over it. */
function fakeDocument(values: string[]) {
  const elements: Fake[] = values.map((value, i) => ({name: `e${i}`, getAttribute: () => value}));
  const doc = {
    elements,
    querySelectorAll: vi.fn((selector: string) => {
      expect(selector).toBe('[data-lines]');
      return [...elements];
    }),
  };
  vi.stubGlobal('document', doc);
  return doc;
}

describe('serverElement: the server-written element named by an attribute', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('one pass over the document for every lookup, not a query each', () => {
    const doc = fakeDocument(['_R_1_', '_R_2_', '_R_3_']);
    expect((serverElement('data-lines', '_R_2_') as unknown as Fake).name).toBe('e1');
    expect((serverElement('data-lines', '_R_3_') as unknown as Fake).name).toBe('e2');
    expect((serverElement('data-lines', '_R_1_') as unknown as Fake).name).toBe('e0');
    expect(doc.querySelectorAll).toHaveBeenCalledTimes(1);
  });

  test('the first element in document order, as querySelector; a browser id finds nothing', () => {
    fakeDocument(['_R_1_', '_R_1_']);
    expect((serverElement('data-lines', '_R_1_') as unknown as Fake).name).toBe('e0');
    expect(serverElement('data-lines', '_r_9_')).toBeUndefined();
  });

  test('a lookup repeated, as when React renders a component again before committing it, finds it again', () => {
    fakeDocument(['_R_1_']);
    const first = serverElement('data-lines', '_R_1_');
    expect(first).toBeDefined();
    expect(serverElement('data-lines', '_R_1_')).toBe(first);
  });

  test('the index is dropped after its lifetime, and a later lookup makes it again from the document', () => {
    const doc = fakeDocument(['_R_1_']);
    expect(serverElement('data-lines', '_R_2_')).toBeUndefined();
    vi.advanceTimersByTime(INDEX_LIFETIME - 1);
    doc.elements.push({name: 'late', getAttribute: () => '_R_2_'});
    expect(serverElement('data-lines', '_R_2_')).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect((serverElement('data-lines', '_R_2_') as unknown as Fake).name).toBe('late');
    expect(doc.querySelectorAll).toHaveBeenCalledTimes(2);
  });
});
