import { DefinitionList, Link, Section, Text } from '@backoffice/ui';
import { NOT_ASSIGNED } from '../../../model/merchants';
import { rateCardList } from './MerchantAccountInformation.css';

export interface MerchantRateCardType {
  rate_card_type_id: number;
  name: string;
}

export interface MerchantAccountInformationProps {
  /** The decision policy's name as the user's type sees it; null reads 'Not assigned'. */
  policyName: string | null;
  /** The merchant's rate cards; each type is listed once, linking to its rate card page. */
  rateCards: readonly { type: MerchantRateCardType }[];
  /** Where a rate card type's page is: /merchants/{retailerId}/ratecards/{typeId}/. */
  rateCardHref: (typeId: number) => string;
  className?: string;
}

/** Account Information: the decision policy and the merchant's rate cards by type. */
export function MerchantAccountInformation({
  policyName,
  rateCards,
  rateCardHref,
  className,
}: MerchantAccountInformationProps) {
  const types = [
    ...new Map(rateCards.map(({ type }) => [type.rate_card_type_id, type])).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Section title="Account Information" headingLevel={2} variant="panel" className={className}>
      <DefinitionList
        layout="rows"
        items={[
          ['Decision Policy', policyName ?? NOT_ASSIGNED],
          [
            'Ratecards',
            types.length === 0 ? (
              <Text tone="muted">No rate cards.</Text>
            ) : (
              <ul className={rateCardList}>
                {types.map((type) => (
                  <li key={type.rate_card_type_id}>
                    <Link href={rateCardHref(type.rate_card_type_id)}>{type.name}</Link>
                  </li>
                ))}
              </ul>
            ),
          ],
        ]}
      />
    </Section>
  );
}
