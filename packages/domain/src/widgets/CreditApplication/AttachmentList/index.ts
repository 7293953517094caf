export { AttachmentList } from './AttachmentList';
export type { AttachmentListProps } from './AttachmentList';
