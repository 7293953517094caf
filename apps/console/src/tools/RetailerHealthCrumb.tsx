import { useRetailerDiagnostics } from '@backoffice/api-client';
import { useIdParam } from '../routeParams';

/** The checker's breadcrumb: the merchant's name once the diagnosis has it. */
export function RetailerHealthCrumb() {
  const diagnosis = useRetailerDiagnostics(useIdParam('retailerId'));
  return (
    <>{diagnosis.data ? `Retailer Health - ${diagnosis.data.RetailerName}` : 'Retailer Health'}</>
  );
}
