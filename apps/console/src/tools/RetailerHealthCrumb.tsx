import { useRetailerDiagnostics } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';

/** The checker's breadcrumb: the merchant's name once the diagnosis has it. */
export function RetailerHealthCrumb() {
  const retailerId = Number(useParams().retailerId);
  const diagnosis = useRetailerDiagnostics(retailerId);
  return (
    <>{diagnosis.data ? `Retailer Health - ${diagnosis.data.RetailerName}` : 'Retailer Health'}</>
  );
}
