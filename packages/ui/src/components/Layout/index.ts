export { Stack, Inline, Columns, Grid, GridItem } from './Layout';
export type { StackProps, InlineProps, ColumnsProps, GridItemProps, Space } from './Layout';
export { spaceNames } from './Layout.css';
