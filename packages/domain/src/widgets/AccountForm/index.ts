export { AccountForm } from './AccountForm';
export type { AccountFormProps } from './AccountForm';
export { accountErrors, accountUpdate, canUpdateAccount, emptyDraft } from './accountUpdate';
export type { AccountDetails, AccountDraft, AccountUpdate } from './accountUpdate';
