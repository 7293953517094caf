import { useRetailer } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';
import { useIdParam } from '../routeParams';

/** The detail's breadcrumb: the merchant's name once known, its id until then. */
export function MerchantCrumb() {
  const param = useParams().retailerId;
  const retailer = useRetailer(useIdParam('retailerId'));
  return <>{retailer.data?.name ?? `Merchant ${param ?? ''}`}</>;
}
