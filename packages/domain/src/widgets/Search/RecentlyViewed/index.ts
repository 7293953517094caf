export { RecentlyViewedMenu, RecentlyViewedTabs } from './RecentlyViewed';
export type { RecentlyViewedMenuProps, RecentlyViewedTabsProps } from './RecentlyViewed';
