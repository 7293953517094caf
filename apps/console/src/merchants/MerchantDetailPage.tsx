import {
  useCreateRetailerContact,
  useDeleteRetailerContact,
  useRecordVisit,
  useRetailer,
  useRetailerContacts,
  useUpdateRetailer,
  useUpdateRetailerContact,
  useUpdateRetailerSettings,
  type Retailer,
  type RetailerCdsSettingsUpdate,
} from '@backoffice/api-client';
import {
  merchantMessages,
  merchantPolicyName,
  type MerchantListKind,
} from '@backoffice/domain/model';
import {
  MerchantAccountDetails,
  MerchantAccountInformation,
  MerchantBankDetails,
  MerchantCdsSettings,
  MerchantCompanyInformation,
  MerchantContacts,
  MerchantDetailHeading,
  MerchantDetailLayout,
  MerchantFinanceInformation,
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
} from '@backoffice/domain/widgets';
import { Alert, Spinner, Stack, useToast, type TabItem } from '@backoffice/ui';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/SessionProvider';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { MerchantActionsArea } from './MerchantActionsArea';
import { MerchantNotesArea } from './MerchantNotesArea';
import { useIdParam } from '../routeParams';
import { merchantRateCardPath } from './merchantRoutes';
import { useMerchantUserType } from './useMerchantUserType';

/** Records the visit once per merchant, so it shows among the user's recently viewed. */
function useRecordMerchantVisit(retailerId: number | undefined, isLoaded: boolean) {
  const { session } = useSession();
  const { mutate } = useRecordVisit(session?.userId);
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (!isLoaded || retailerId === undefined || recorded.current === retailerId) return;
    recorded.current = retailerId;
    mutate({ retailer_id: retailerId });
  }, [retailerId, isLoaded, mutate]);
}

function MerchantDetail({ retailer }: { retailer: Retailer }) {
  const userType = useMerchantUserType();
  const retailerId = retailer.retailer_id;
  const links = retailer._links;
  const contacts = useRetailerContacts(retailerId);
  const updateRetailer = useUpdateRetailer(retailerId);
  const createContact = useCreateRetailerContact(retailerId);
  const updateContact = useUpdateRetailerContact(retailerId);
  const deleteContact = useDeleteRetailerContact(retailerId);
  const updateSettings = useUpdateRetailerSettings(retailerId);
  const toast = useToast();
  /** Runs a change; its success message is a toast, its error stays in the form. */
  const announce = async (change: Promise<unknown>, message: string | null) => {
    await change;
    if (message) toast.success(message);
  };
  // The notes area's last tab; Flags, Notes and Contact Merchant come first, in the spec's order.
  const notesTabs: TabItem[] = [
    {
      id: 'cds',
      label: 'CDS settings',
      content: (
        <MerchantCdsSettings
          cds={retailer.settings.cds}
          canEdit={links.settings !== undefined}
          // The editor validated check_factor against the proof-of-delivery options.
          onSave={(update) =>
            announce(updateSettings.mutateAsync(update as RetailerCdsSettingsUpdate), null)
          }
        />
      ),
    },
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
        onSave={(update) => announce(updateRetailer.mutateAsync(update), null)}
      />
      <MerchantBankDetails
        bankDetails={retailer.bank_details}
        canEdit={links.edit_bank_details !== undefined}
        onSave={(kind, update) => updateRetailer.mutateAsync({ bank_details: { [kind]: update } })}
      />
      <MerchantContacts
        contacts={contacts.data ?? []}
        isLoading={contacts.isPending}
        error={contacts.isError ? contacts.error.message : null}
        canEdit={links.add_contact !== undefined}
        onCreate={(contact) =>
          announce(createContact.mutateAsync(contact), merchantMessages.contactCreated)
        }
        onUpdate={(contactId, changes) =>
          announce(
            updateContact.mutateAsync({ contact_id: contactId, ...changes }),
            merchantMessages.contactUpdated,
          )
        }
        onDelete={(contactId) =>
          announce(deleteContact.mutateAsync(contactId), merchantMessages.contactDeleted)
        }
      />
    </MerchantDetailLayout>
  );
}

/** A merchant's detail (/merchants/{retailerId}/ and /merchant-applications/{retailerId}/). */
export function MerchantDetailPage({ kind }: { kind: MerchantListKind }) {
  const retailerId = useIdParam('retailerId');
  const retailer = useRetailer(retailerId);
  useDocumentTitle(retailer.data?.name ?? 'Merchant');
  useRecordMerchantVisit(retailerId, retailer.isSuccess);

  if (retailer.error?.status === PERMISSION_REFUSED_STATUS) {
    return (
      <LoadFailure
        subject="The merchant"
        error={retailer.error}
        onRetry={() => void retailer.refetch()}
      />
    );
  }
  if (retailerId === undefined || retailer.isError) {
    return (
      <Alert tone="critical" title="Merchant not found">
        {retailer.error?.message ??
          `There is no ${kind === 'merchants' ? 'merchant' : 'merchant application'} at this address.`}
      </Alert>
    );
  }
  if (!retailer.data) return <Spinner aria-label="Loading the merchant" />;
  return <MerchantDetail key={retailerId} retailer={retailer.data} />;
}
