export { NewCreditPolicyDialog } from './NewCreditPolicyDialog';
export type { NewCreditPolicyDialogProps } from './NewCreditPolicyDialog';
