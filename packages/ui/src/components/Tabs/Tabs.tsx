import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  type Key,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { Badge } from '../Badge/Badge';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

export interface TabItem {
  id: Key;
  label: ReactNode;
  /** A count shown beside the label, e.g. the number of notes. */
  count?: number;
  isDisabled?: boolean;
  content: ReactNode;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'children'> {
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  items: TabItem[];
  className?: string;
}

/** Tabs with optional counts; arrow keys move between tabs. */
export function Tabs({ items, className, 'aria-label': ariaLabel, ...props }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs
      {...props}
      disabledKeys={disabledKeys}
      className={[tabs, className].filter(Boolean).join(' ')}
    >
      <AriaTabList aria-label={ariaLabel} className={tabList}>
        {items.map((item) => (
          <AriaTab key={String(item.id)} id={item.id} className={tab}>
            {item.label}
            {item.count !== undefined ? (
              <Badge variant="count" tone="neutral">
                {item.count}
              </Badge>
            ) : null}
          </AriaTab>
        ))}
      </AriaTabList>
      {items.map((item) => (
        <AriaTabPanel key={String(item.id)} id={item.id} className={tabPanel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
