import { useRateCard } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';

/** The detail's breadcrumb: the card's name once it has loaded. */
export function RateCardCrumb() {
  const rateCardId = Number(useParams().rateCardId);
  const card = useRateCard(Number.isInteger(rateCardId) ? rateCardId : undefined);
  return <>{card.data?.name ?? `Rate Card ${rateCardId}`}</>;
}
