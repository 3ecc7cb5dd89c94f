// Wrapped: each tab names its panel, and a group keeps its server HTML through hydration.
import React, {Children, cloneElement, isValidElement, useId, type ReactNode} from 'react';
import Tabs from '@theme-original/Tabs';
import type TabsType from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import type {WrapperProps} from '@docusaurus/types';
import {panelId, tabId, TabsIdContext} from './ids';
import WithoutHydrationRemount from '@site/src/features/speed/components/WithoutHydrationRemount';

type Props = WrapperProps<typeof TabsType>;
type TabAttributes = NonNullable<TabItemProps['attributes']>;

/** A tab's attributes (the theme spreads them on its `role=tab` element), with the id and the panel it controls. */
const tabAttributes = (group: string, index: number, attributes?: TabAttributes): TabAttributes => ({
  ...attributes,
  id: tabId(group, index),
  'aria-controls': panelId(group, index),
});

/**
 * The theme's Tabs, with two changes.
 *
 * - Each tab gets an id and names its panel (`aria-controls`) through the TabItem's documented `attributes`;
 *   the ejected TabItem gives each panel that id and its tab's label. Tabs are numbered in the order the theme
 *   reads them: the `values` prop, or else the children.
 * - The theme keys a group by `useIsBrowser()`, which re-mounts it, code blocks and all, once the page has
 *   hydrated: a guard for a `defaultValue` computed in the browser, which this site never uses (its defaults
 *   are npm2yarn's and the ones written in MDX). Here the group is not re-mounted (WithoutHydrationRemount, of
 *   the speed feature), and TabItem gives the panels' content the page's real `useIsBrowser()` again. A choice
 *   stored for the group or given in the query string still applies right after hydration: the theme sets it
 *   in a layout effect, an ordinary re-render.
 */
export default function TabsWrapper({children, values, ...props}: Props): ReactNode {
  const id = useId();
  let index = 0;
  const numbered = Children.map(children, (child) =>
    isValidElement<TabItemProps>(child)
      ? cloneElement(child, {
          attributes: tabAttributes(id, index++, child.props.attributes),
        })
      : child,
  );
  const valuesWithIds = values?.map((value, i) => ({...value, attributes: tabAttributes(id, i, value.attributes)}));
  return (
    <TabsIdContext value={id}>
      <WithoutHydrationRemount>
        <Tabs {...props} values={valuesWithIds}>
          {numbered}
        </Tabs>
      </WithoutHydrationRemount>
    </TabsIdContext>
  );
}
