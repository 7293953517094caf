export { SortableList, sortableListInstructions } from './SortableList';
export type { SortableListProps, SortableListItemState } from './SortableList';
export { DragHandle } from './DragHandle';
export type { DragHandleProps } from './DragHandle';
export { useListKeys } from './useListKeys';
export type { ListKeys } from './useListKeys';
