export { UnderwriteModal, underwriteStatuses, underwriteStatusOptions } from './UnderwriteModal';
export type { UnderwriteDecision, UnderwriteModalProps } from './UnderwriteModal';
