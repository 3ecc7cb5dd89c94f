// Side-effect-only modules loaded with the search modal: DocSearch's style sheet has no types of its own.
declare module '@docsearch/react/style';

// algoliasearch's own lite client, under a name the search plugin's alias of `algoliasearch/lite` leaves alone
// (src/features/search/node/index.ts).
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}
