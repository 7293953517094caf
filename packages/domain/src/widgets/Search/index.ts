export * from './QuickSearchBox';
export * from './SearchResults';
export * from './RecentlyViewed';
