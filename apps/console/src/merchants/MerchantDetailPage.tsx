import { useRetailer } from '@backoffice/api-client';
import type { MerchantListKind } from '@backoffice/domain/model';
import { LoadFailure, PERMISSION_REFUSED_STATUS } from '@backoffice/domain/widgets';
import { Alert, Spinner } from '@backoffice/ui';
import { useIdParam } from '../routeParams';
import { useRecordVisitOnce } from '../search/useRecordVisitOnce';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { MerchantDetail } from './MerchantDetail';

/** A merchant's detail (/merchants/{retailerId}/ and /merchant-applications/{retailerId}/). */
export function MerchantDetailPage({ kind }: { kind: MerchantListKind }) {
  const retailerId = useIdParam('retailerId');
  const retailer = useRetailer(retailerId);
  useDocumentTitle(retailer.data?.name ?? 'Merchant');
  useRecordVisitOnce(retailer.isSuccess && retailerId ? { retailer_id: retailerId } : undefined);

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
