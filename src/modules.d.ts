// Side-effect-only modules loaded with the search modal: DocSearch's style sheet has no types of its own.
declare module '@docsearch/react/style';

// algoliasearch's own lite client, under a name the search plugin's alias of `algoliasearch/lite` leaves alone
// (src/features/search/node/index.ts).
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}

// The site's own theme component that renders a code block with Prism, by its theme alias (the code blocks'
// lazily loaded chunk, src/features/code-blocks/client/loadHighlighted.ts).
declare module '@theme/CodeBlock/Content/Highlighted' {
  export {default} from '@site/src/theme/CodeBlock/Content/Highlighted';
}
