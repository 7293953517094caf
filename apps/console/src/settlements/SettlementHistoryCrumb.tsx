import { useParams } from 'react-router-dom';

/** The history's breadcrumb: the definition it belongs to. */
export function SettlementHistoryCrumb() {
  return <>History {useParams().definitionId}</>;
}
