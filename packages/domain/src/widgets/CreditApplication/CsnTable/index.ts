export { CsnTable } from './CsnTable';
export type { CsnTableProps } from './CsnTable';
