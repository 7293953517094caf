export * from './SearchResults';
