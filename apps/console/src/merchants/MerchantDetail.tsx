import {
  useUpdateRetailer,
  useUpdateRetailerSettings,
  type Retailer,
  type RetailerCdsSettingsUpdate,
} from '@backoffice/api-client';
import { PERMISSIONS, merchantPolicyName } from '@backoffice/domain/model';
import {
  MerchantAccountDetails,
  MerchantAccountInformation,
  MerchantBankDetails,
  MerchantCdsSettings,
  MerchantCompanyInformation,
  MerchantDetailHeading,
  MerchantDetailLayout,
  MerchantFinanceInformation,
} from '@backoffice/domain/widgets';
import { Stack, type TabItem } from '@backoffice/ui';
import { RecordHistory } from '../audit/RecordHistory';
import { useHasPermission } from '../session/queries';
import { MerchantActionsArea } from './MerchantActionsArea';
import { MerchantContactsArea } from './MerchantContactsArea';
import { MerchantNotesArea } from './MerchantNotesArea';
import { merchantRateCardPath } from './merchantPaths';
import { useMerchantUserType } from './useMerchantUserType';

/** The detail of a loaded merchant: every panel, each saving through its own mutation. */
export function MerchantDetail({ retailer }: { retailer: Retailer }) {
  const userType = useMerchantUserType();
  const retailerId = retailer.retailer_id;
  const links = retailer._links;
  const updateRetailer = useUpdateRetailer(retailerId);
  const updateSettings = useUpdateRetailerSettings(retailerId);
  const mayReadAudit = useHasPermission(PERMISSIONS.auditTrail);
  // The notes area's last tabs; Flags, Notes and Contact Merchant come first, in the spec's order.
  const notesTabs: TabItem[] = [
    {
      id: 'cds',
      label: 'CDS settings',
      content: (
        <MerchantCdsSettings
          cds={retailer.settings.cds}
          canEdit={links.settings !== undefined}
          // The editor validated check_factor against the proof-of-delivery options.
          onSave={(update) => updateSettings.mutateAsync(update as RetailerCdsSettingsUpdate)}
        />
      ),
    },
    ...(mayReadAudit
      ? [
          {
            id: 'history',
            label: 'History',
            content: <RecordHistory kind="retailer" id={retailerId} name={retailer.name} />,
          },
        ]
      : []),
  ];
  return (
    <MerchantDetailLayout
      heading={
        <MerchantDetailHeading
          name={retailer.name}
          retailerId={retailerId}
          accountManager={retailer.account_details.account_manager?.name ?? null}
          accountStatus={retailer.account_status}
        />
      }
      actions={<MerchantActionsArea retailer={retailer} />}
      notes={<MerchantNotesArea retailer={retailer} moreTabs={notesTabs} />}
      accountInformation={
        <Stack gap="200">
          <MerchantAccountInformation
            policyName={merchantPolicyName(retailer, userType)}
            rateCards={retailer.ratecards}
            rateCardHref={(typeId) => merchantRateCardPath(retailerId, typeId)}
          />
          <MerchantAccountDetails
            accountDetails={retailer.account_details}
            canEdit={links.edit !== undefined}
            onSave={(update) => updateRetailer.mutateAsync({ account_details: update })}
          />
          <MerchantFinanceInformation
            finance={retailer.company_finance_details}
            canEdit={links.edit !== undefined}
            onSave={(update) => updateRetailer.mutateAsync({ company_finance_details: update })}
          />
        </Stack>
      }
    >
      <MerchantCompanyInformation
        company={retailer}
        canEdit={links.edit !== undefined}
        onSave={(update) => updateRetailer.mutateAsync(update)}
      />
      <MerchantBankDetails
        bankDetails={retailer.bank_details}
        canEdit={links.edit_bank_details !== undefined}
        onSave={(kind, update) => updateRetailer.mutateAsync({ bank_details: { [kind]: update } })}
      />
      <MerchantContactsArea retailer={retailer} />
    </MerchantDetailLayout>
  );
}
