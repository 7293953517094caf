import { useRateCard } from '@backoffice/api-client';
import { useIdParam } from '../routeParams';

/** The detail's breadcrumb: the card's name once it has loaded. */
export function RateCardCrumb() {
  const rateCardId = useIdParam('rateCardId');
  const card = useRateCard(rateCardId);
  return <>{card.data?.name ?? `Rate Card ${rateCardId ?? ''}`}</>;
}
