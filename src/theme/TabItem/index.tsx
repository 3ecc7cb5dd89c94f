// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/TabItem/index.tsx sha256:ae4551e4bf875551
// Ejected to give the panel the id its tab points at (aria-controls) and aria-labelledby: valid tab markup.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {panelId, tabId, useTabsId} from '@site/src/theme/Tabs/ids';
import {WithIsBrowser} from '@site/src/features/speed/components/WithoutHydrationRemount';
import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for two changes. The panel has the id its tab points at with
 * aria-controls, and is labelled by that tab (../Tabs/ids.ts); the theme's panels have no id, so no tab can name
 * one. A lazy group's unselected panels are rendered empty rather than left out, so that every tab's
 * aria-controls names an element. And the panel's content reads the page's real `useIsBrowser()`, which the
 * wrapped Tabs hides from the theme's Tabs (../Tabs/index.tsx).
 */
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  const group = useTabsId();
  const isSelected = value === selectedValue;
  const index = tabValues.findIndex((tab) => tab.value === value);
  const ids =
    group === undefined || index < 0 ? {} : {id: panelId(group, index), 'aria-labelledby': tabId(group, index)};
  return (
    <div role="tabpanel" className={clsx(styles.tabItem, className)} hidden={!isSelected} {...ids}>
      {isSelected || !lazy ? <WithIsBrowser>{children}</WithIsBrowser> : null}
    </div>
  );
}
