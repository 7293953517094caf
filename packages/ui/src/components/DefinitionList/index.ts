export { DefinitionList } from './DefinitionList';
export type { DefinitionListProps, DefinitionListItem } from './DefinitionList';
