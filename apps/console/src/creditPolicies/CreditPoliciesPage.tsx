import { useCreditPolicies, type CreditPoliciesQuery } from '@backoffice/api-client';
import { createdRangeQuery, PERMISSIONS } from '@backoffice/domain/model';
import { CreditPolicyList } from '@backoffice/domain/widgets';
import { useState } from 'react';
import { useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { useListParams } from '../userManagement/listParams';
import { NewCreditPolicyDialog } from './NewCreditPolicyDialog';

/** 'Credit Policies': the date filters, sort and page live in the URL so a view can be shared. */
export function CreditPoliciesPage() {
  useDocumentTitle('Credit Policies');
  const { params, paging, update, sortDescriptor } = useListParams();
  const createdFrom = params.get('date_from');
  const createdTo = params.get('date_to');
  const query: CreditPoliciesQuery = { ...paging, ...createdRangeQuery(createdFrom, createdTo) };
  const policies = useCreditPolicies(query);
  const [isCreating, setCreating] = useState(false);
  // The console reflects the server, which refuses policy changes without the permission.
  const mayChange = useHasPermission(PERMISSIONS.creditPolicies);

  return (
    <>
      <CreditPolicyList
        policies={policies.data?.items}
        paging={policies.data?.meta}
        error={policies.error}
        onRetry={() => void policies.refetch()}
        createdFrom={createdFrom}
        createdTo={createdTo}
        onCreatedChange={(range) =>
          update({ date_from: range?.from ?? null, date_to: range?.to ?? null })
        }
        sortDescriptor={sortDescriptor}
        onOrderChange={(order) => update({ order }, false)}
        onPageChange={(page) => update({ page }, false)}
        onPerPageChange={(perPage) => update({ perPage })}
        onCreate={mayChange ? () => setCreating(true) : undefined}
      />
      {mayChange ? (
        <NewCreditPolicyDialog isOpen={isCreating} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}
