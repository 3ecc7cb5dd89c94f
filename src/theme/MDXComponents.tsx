// Wrapped, not ejected: adds the site's own components to every Markdown page, so docs use
// <Since version="1.3.0" /> without an import.
import MDXComponents from '@theme-original/MDXComponents';
import Since from '@site/src/components/Since';

export default {
  ...MDXComponents,
  Since,
};
