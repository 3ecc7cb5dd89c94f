// Side-effect-only modules loaded with the search modal: DocSearch's style sheet has no types of its own.
declare module '@docsearch/react/style';
