/** A policy filter's choice: its id as the URL carries it, and its name. */
export interface PolicyFilterOption {
  value: string;
  label: string;
}

/**
 * The Credit Applications report's policy filter: a lender user filters by their decision
 * policies, other users by product packages.
 */
export function reportPolicyOptions(
  isLenderUser: boolean,
  decisionPolicies: readonly { decision_policy_id: number; name: string }[] = [],
  productPackages: readonly { product_package_id: number; name: string }[] = [],
): PolicyFilterOption[] {
  return isLenderUser
    ? decisionPolicies.map((policy) => ({
        value: String(policy.decision_policy_id),
        label: policy.name,
      }))
    : productPackages.map((item) => ({ value: String(item.product_package_id), label: item.name }));
}
