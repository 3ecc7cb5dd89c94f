/** Prism's chunk (./Highlighted.tsx), asked for once, whoever asks first: a code block or a link's prefetch. */
let chunk: Promise<typeof import('./Highlighted')> | undefined;

export function loadHighlighted(): Promise<typeof import('./Highlighted')> {
  chunk ??= import('./Highlighted');
  // A failed load (offline) may succeed later.
  chunk.catch(() => {
    chunk = undefined;
  });
  return chunk;
}
