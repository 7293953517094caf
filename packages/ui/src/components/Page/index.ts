export { Page } from './Page';
export type { PageProps } from './Page';
export { PageHeader } from './PageHeader';
export type { PageHeaderProps } from './PageHeader';
