/**
 * Prism's chunk: the code block's Prism renderer, the theme component `@theme/CodeBlock/Content/Highlighted`
 * (src/theme/CodeBlock/Content/Highlighted.tsx), asked for once, whoever asks first: a code block rendered in
 * the browser or the intent to follow a link (./preloadHighlighter.ts).
 */
let chunk: Promise<typeof import('@theme/CodeBlock/Content/Highlighted')> | undefined;

export function loadHighlighted(): Promise<typeof import('@theme/CodeBlock/Content/Highlighted')> {
  chunk ??= import('@theme/CodeBlock/Content/Highlighted');
  // A failed load (offline) may succeed later.
  chunk.catch(() => {
    chunk = undefined;
  });
  return chunk;
}
