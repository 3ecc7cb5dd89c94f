import {createContext, type ReactNode} from 'react';

// What a page puts at the top of the layout's main area, above its own content, when it renders through a theme
// component that owns the layout (the search page). Null for every other page.
export const LayoutPrelude = createContext<ReactNode>(null);
