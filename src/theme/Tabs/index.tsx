// Upstream: @docusaurus/theme-classic@3.10.2 src/theme/Tabs/index.tsx sha256:4346b7b003462cd3
import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import {panelId, tabId, TabsIdContext, useTabsId} from './ids';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const group = useTabsId();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (
    event: React.FocusEvent<HTMLLIElement> | React.MouseEvent<HTMLLIElement> | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]?.value;

    if (newTabValue !== undefined && newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0] ?? null;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1] ?? null;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          // TODO extract TabListItem
          role="tab"
          id={group === undefined ? undefined : tabId(group, index)}
          // A lazy group renders only the selected panel: the others have no id to point at yet.
          aria-controls={group === undefined || (lazy && selectedValue !== value) ? undefined : panelId(group, index)}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

/*
 * Ejected from @docusaurus/theme-classic 3.10 for two changes. Each tab names
 * its panel (aria-controls, with ids from ./ids.ts; TabItem is ejected for the
 * panel's side). And the theme keys
 * the tabs by `useIsBrowser()`, which re-mounts every tab group, code blocks
 * and all, after hydration. That guards against a `defaultValue` computed in
 * the browser (facebook/docusaurus#5653); the site's tabs have fixed defaults
 * (npm2yarn's and the ones written in MDX). A choice stored for the group or
 * given in the query string still applies right after hydration: the theme's
 * useTabsContextValue sets it in a layout effect, an ordinary re-render.
 */
export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  const group = useId();
  return (
    <TabsProvider value={value}>
      <TabsIdContext value={group}>
        <TabsContainer className={props.className}>{sanitizeTabsChildren(props.children)}</TabsContainer>
      </TabsIdContext>
    </TabsProvider>
  );
}
