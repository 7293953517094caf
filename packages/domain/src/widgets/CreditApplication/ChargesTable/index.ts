export { ChargesTable } from './ChargesTable';
export type { ChargesTableProps } from './ChargesTable';
