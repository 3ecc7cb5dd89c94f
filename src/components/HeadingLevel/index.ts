import {createContext} from 'react';

/**
 * Set by the wrapped blog archive page (src/theme/BlogArchivePage): the theme's `Heading` then draws
 * an h3 as an h2 at the h3 size (src/theme/Heading), since the archive's year headings sit right
 * under the page's h1 and an h3 there skips a level.
 */
export const PromoteH3 = createContext(false);
