// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/TabItem/index.tsx sha256:ae4551e4bf875551
// Ejected to give the panel the id its tab points at (aria-controls) and aria-labelledby: valid tab markup.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useTabs} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/TabItem';
import {panelId, tabId, useTabsId} from '@site/src/theme/Tabs/ids';
import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic 3.10 for one change: the panel has the
 * id its tab points at with aria-controls, and is labelled by that tab
 * (../Tabs/ids.ts). The theme's panels have no id, so no tab can name one.
 */
export default function TabItem({children, className, value}: Props): ReactNode {
  const {selectedValue, lazy, tabValues} = useTabs();
  const group = useTabsId();
  const isSelected = value === selectedValue;
  if (!isSelected && lazy) return null;
  const index = tabValues.findIndex((tab) => tab.value === value);
  const ids =
    group === undefined || index < 0 ? {} : {id: panelId(group, index), 'aria-labelledby': tabId(group, index)};
  return (
    <div role="tabpanel" className={clsx(styles.tabItem, className)} hidden={!isSelected} {...ids}>
      {children}
    </div>
  );
}
