/**
 * Calls `callback` once, when `element` first comes within a viewport's height of the viewport (or at once where
 * IntersectionObserver is missing). One observer serves every element. Returns a function that stops watching.
 */
const callbacks = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

export function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = callbacks.get(entry.target);
        callbacks.delete(entry.target);
        observer?.unobserve(entry.target);
        near?.();
      }
    },
    {rootMargin: '100% 0px'},
  );
  callbacks.set(element, callback);
  observer.observe(element);
  return () => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
}
