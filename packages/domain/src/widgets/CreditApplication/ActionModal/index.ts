export { ActionModal, actionModalStates, REASON_MAX_LENGTH } from './ActionModal';
export type { ActionModalProps, ActionModalState, ActionSubmission } from './ActionModal';
