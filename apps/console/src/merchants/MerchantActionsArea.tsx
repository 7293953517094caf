import {
  useAccountManagers,
  useDecisionPolicies,
  useGhostToken,
  useProductPackages,
  useRetailerAction,
  useRetailerLenderAgreements,
  useRetailerUsers,
  useUpdateRetailerAgreement,
  useUploadRetailerFile,
  type Retailer,
} from '@backoffice/api-client';
import {
  GhostUserDialog,
  MerchantActionsPanel,
  OperatingAgreementDialog,
  type MerchantDialogAction,
} from '@backoffice/domain/widgets';
import { useState } from 'react';
import { openGhostWindow } from './ghost/ghostWindow';

/**
 * The merchant detail's right-hand actions: the Merchant Actions panel with its modals, Assign
 * operating agreement (with Add Custom ROA) and Ghost in as User. Lists load only when the
 * merchant's links offer the action that needs them, and agreements and users when their
 * dialog opens.
 */
export function MerchantActionsArea({ retailer }: { retailer: Retailer }) {
  const retailerId = retailer.retailer_id;
  const links = retailer._links;
  const [dialog, setDialog] = useState<MerchantDialogAction | null>(null);
  const action = useRetailerAction(retailerId);
  const accountManagers = useAccountManagers({
    enabled: links.assign_account_manager !== undefined,
  });
  const productPackages = useProductPackages({
    enabled: links.assign_product_package !== undefined,
  });
  const decisionPolicies = useDecisionPolicies({
    enabled: links.assign_decision_policy !== undefined,
  });
  const agreements = useRetailerLenderAgreements(retailerId, {
    enabled: dialog === 'assign_operating_agreement',
  });
  const users = useRetailerUsers(retailerId, { enabled: dialog === 'ghost' });
  const upload = useUploadRetailerFile(retailerId);
  const assign = useUpdateRetailerAgreement(retailerId);
  const ghostToken = useGhostToken(retailerId);

  return (
    <>
      <MerchantActionsPanel
        merchant={retailer}
        choices={{
          accountManagers: accountManagers.data,
          productPackages: productPackages.data,
          decisionPolicies: decisionPolicies.data,
        }}
        onAction={(request) => action.mutateAsync(request)}
        onOpenDialog={setDialog}
      />
      <OperatingAgreementDialog
        isOpen={dialog === 'assign_operating_agreement'}
        agreements={agreements.data}
        loadError={agreements.error?.message ?? null}
        onUpload={(file) => upload.mutateAsync(file)}
        onAssign={({ retailer_agreement_id, update }) =>
          assign.mutateAsync({ agreementId: retailer_agreement_id, update })
        }
        onClose={() => setDialog(null)}
      />
      <GhostUserDialog
        isOpen={dialog === 'ghost'}
        users={users.data}
        loadError={users.error?.message ?? null}
        onGhost={async (user) =>
          openGhostWindow((await ghostToken.mutateAsync(user.user_id)).ghost_token)
        }
        onClose={() => setDialog(null)}
      />
    </>
  );
}
