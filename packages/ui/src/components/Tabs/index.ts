export { Tabs } from './Tabs';
export type { TabsProps, TabItem } from './Tabs';
export { LinkTabs } from './LinkTabs';
export type { LinkTabsProps, LinkTabItem } from './LinkTabs';
