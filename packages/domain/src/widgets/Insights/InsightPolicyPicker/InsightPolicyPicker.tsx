import { Select, SelectItem } from '@backoffice/ui';
import type { InsightPolicyOption } from '../insightTypes';

export interface InsightPolicyPickerProps {
  policies: readonly InsightPolicyOption[];
  policyId: number | undefined;
  onPolicyChange: (policyId: number) => void;
  className?: string;
}

/** The credit policy a policy insight is about. */
export function InsightPolicyPicker({
  policies,
  policyId,
  onPolicyChange,
  className,
}: InsightPolicyPickerProps) {
  // Staff see several lenders' policies, which can share a name: then each names its lender.
  const showsLender = new Set(policies.map((policy) => policy.lender_name)).size > 1;
  const nameOf = (policy: InsightPolicyOption) =>
    showsLender ? `${policy.name} (${policy.lender_name})` : policy.name;
  return (
    <Select
      label="Credit policy"
      className={className}
      items={policies.map((policy) => ({ id: policy.credit_policy_id, name: nameOf(policy) }))}
      selectedKey={policyId ?? null}
      onSelectionChange={(key) => {
        if (key !== null) onPolicyChange(Number(key));
      }}
      emptyState="No credit policies"
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
