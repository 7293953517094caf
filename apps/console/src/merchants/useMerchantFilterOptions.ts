import {
  useAccountManagers,
  useDecisionPolicies,
  useProductPackages,
} from '@backoffice/api-client';
import { PERMISSIONS, type MerchantUserType } from '@backoffice/domain/model';
import { useHasPermission } from '../session/queries';

/**
 * The choices of the merchant list's filters for the user type: account managers and product
 * packages for a service user, decision policies for a lender.
 */
export function useMerchantFilterOptions(userType: MerchantUserType) {
  const isServiceUser = userType === 'service_user';
  // The account managers' list has its own permission; a user without it is not asked.
  const mayListAccountManagers = useHasPermission(PERMISSIONS.listAccountManagers);
  const accountManagers = useAccountManagers({ enabled: isServiceUser && mayListAccountManagers });
  const productPackages = useProductPackages({ enabled: isServiceUser });
  const decisionPolicies = useDecisionPolicies({ enabled: !isServiceUser });
  return {
    accountManagerOptions: mayListAccountManagers
      ? (accountManagers.data ?? []).map((manager) => ({
          value: String(manager.user_id),
          label: manager.name,
        }))
      : undefined,
    policyOptions: isServiceUser
      ? (productPackages.data ?? []).map((item) => ({
          value: String(item.product_package_id),
          label: item.name,
        }))
      : (decisionPolicies.data ?? []).map((policy) => ({
          value: String(policy.decision_policy_id),
          label: policy.name,
        })),
  };
}
