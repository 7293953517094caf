export { QuickSearchBox } from './QuickSearchBox';
export type { QuickSearchBoxProps } from './QuickSearchBox';
