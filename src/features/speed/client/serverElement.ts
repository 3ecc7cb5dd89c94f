/** Elements by the value of the attribute that names them, one index per attribute. */
const indexes = new Map<string, Map<string, Element>>();

/**
 * How long an index is kept, in ms: a bound on the elements it holds, not on correctness, since a lookup
 * without one builds it again. Hydration of the longest page ends well within it.
 */
export const INDEX_LIFETIME = 10_000;

/**
 * The first element in the document whose `attribute` is `id`, as `querySelector` finds it, from an index made
 * in one pass over the document: a query for each kept element walked the whole page each time, 126 times on
 * the longest reference page. The index cannot miss an element of the server's: those are all in the
 * page before the app runs, and callers look up only ids in the server's form
 * (src/features/speed/components/KeepServerHtml).
 */
export function serverElement(attribute: string, id: string): Element | undefined {
  let index = indexes.get(attribute);
  if (index === undefined) {
    const made = new Map<string, Element>();
    for (const element of document.querySelectorAll(`[${attribute}]`)) {
      const value = element.getAttribute(attribute);
      if (value !== null && !made.has(value)) made.set(value, element);
    }
    indexes.set(attribute, made);
    setTimeout(() => indexes.delete(attribute), INDEX_LIFETIME);
    index = made;
  }
  return index.get(id);
}
