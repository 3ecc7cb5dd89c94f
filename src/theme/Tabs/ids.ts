import {createContext, useContext} from 'react';

/**
 * Ids that tie each tab to its panel (`aria-controls` on the tab, `aria-labelledby` on the panel), as the ARIA
 * tabs pattern asks: a tab that names no panel is an error for the Nu Html Checker, and a panel named by its tab
 * is announced with the tab's label. A tab group's base id is React's `useId()`, the same on the server and in
 * the browser; tabs and panels are numbered by their position in the group.
 */
export const tabId = (group: string, index: number): string => `${group}tab${index}`;
export const panelId = (group: string, index: number): string => `${group}panel${index}`;

/** The base id of the tab group, set by the wrapped Tabs for the TabItems inside it. */
export const TabsIdContext = createContext<string | undefined>(undefined);

/** The base id of the tab group around the caller, if any. */
export const useTabsId = (): string | undefined => useContext(TabsIdContext);
