export { CustomDataList } from './CustomDataList';
export type { CustomDataListProps } from './CustomDataList';
