import React, {lazy, Suspense, type ReactNode} from 'react';
import {useCodeBlockContext} from '@site/src/theme/CodeBlock/themeCommon.internals';
import Code from './Code';
import {loadHighlighted} from '@site/src/features/code-blocks/client/loadHighlighted';

/*
 * The browser's ./Highlighted: Prism's chunk, loaded when a block needs it,
 * the code unhighlighted meanwhile, and for good if the chunk cannot load
 * (offline). The server bundle takes ./Highlighted itself instead of this
 * module (src/features/code-blocks/node): React's server renderer streams a large
 * Suspense boundary as a fallback plus an inline script that swaps it in,
 * even when nothing suspends.
 */

function Unhighlighted(): ReactNode {
  return <Code>{useCodeBlockContext().metadata.code}</Code>;
}

const Highlighted = lazy(() => loadHighlighted().catch(() => ({default: Unhighlighted})));

export default function HighlightedLazily({id}: {id: string}): ReactNode {
  return (
    <Suspense fallback={<Unhighlighted />}>
      <Highlighted id={id} />
    </Suspense>
  );
}
