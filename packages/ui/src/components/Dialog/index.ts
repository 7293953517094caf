export { Modal, Dialog, FlowDialog, flowDialogStates } from './Dialog';
export type { ModalProps, DialogProps, FlowDialogProps, FlowDialogState } from './Dialog';
