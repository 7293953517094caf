export { CreditPolicyList, creditPolicyOrderKeys } from './CreditPolicyList';
export type { CreditPolicyListProps, CreditPolicyListRow } from './CreditPolicyList';
