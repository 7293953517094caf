import {
  useCreditPolicyModules,
  useCreditPolicyModulesById,
  useDataKeys,
  type CreditPolicyInput,
} from '@backoffice/api-client';
import { checkPolicy, runnablePolicyOf, stageModuleIdsOf } from '@backoffice/domain/model';

/** The stage builder asks for all of the lender's modules in one page (spec section 7). */
const ALL_MODULES = 10_000;

/**
 * What the policy editor shows of the draft's modules: the lender's modules (the stage builder's
 * choices, and the names the checks use) and the checks' findings over the stages' modules.
 */
export function usePolicyChecks(draft: CreditPolicyInput) {
  const modules = useCreditPolicyModules({
    'lender_id[]': [draft.lender_id],
    perPage: ALL_MODULES,
  });
  const dataKeys = useDataKeys();
  const stageModules = useCreditPolicyModulesById(stageModuleIdsOf(draft));
  const findings = dataKeys.data
    ? checkPolicy(runnablePolicyOf(draft, stageModules), dataKeys.data)
    : [];
  const moduleNames = new Map((modules.data?.items ?? []).map((m) => [m.module_id, m.name]));
  return { modules, findings, moduleNames };
}
