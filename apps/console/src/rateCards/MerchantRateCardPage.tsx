import { useRetailerRateCards } from '@backoffice/api-client';
import { merchantRateCardLabel } from '@backoffice/domain/model';
import { RateCardProducts } from '@backoffice/domain/widgets';
import { Alert, Button, Page, Select, SelectItem, Spinner, Stack, Text } from '@backoffice/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';

export const merchantRateCardPath = (retailerId: number, typeId: number) =>
  `/merchants/${retailerId}/ratecards/${typeId}/`;

/**
 * A merchant's rate card (merchants.md "Merchant rate card view"): a selector of the merchant's
 * cards, by end time then type name, labelled with their dates when ended, and the chosen
 * card's products read-only. The route's typeId picks the current card of that type.
 */
export function MerchantRateCardPage() {
  const params = useParams();
  const retailerId = Number(params.retailerId);
  const typeId = Number(params.typeId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const cards = useRetailerRateCards(Number.isInteger(retailerId) ? retailerId : undefined);
  useDocumentTitle('Merchant Rate Card');
  if (cards.isPending) return <Spinner aria-label="Loading the merchant's rate cards" />;
  if (cards.isError) {
    return (
      <Stack gap="200">
        <Alert tone="critical">{cards.error.message}</Alert>
        <Button onPress={() => void cards.refetch()}>Try again</Button>
      </Stack>
    );
  }
  const list = cards.data;
  const chosenId = Number(search.get('card'));
  const chosen =
    list.find((card) => card.rate_card_id === chosenId) ??
    list.find((card) => card.type.rate_card_type_id === typeId) ??
    list[0];
  return (
    <Page title={chosen ? `Rate Card - ${chosen.type.name}` : 'Rate Card'}>
      {list.length === 0 || !chosen ? (
        <Text as="p" tone="muted">
          This merchant has no rate cards.
        </Text>
      ) : (
        <>
          <Select
            label="Rate card"
            selectedKey={chosen.rate_card_id}
            onSelectionChange={(key) => {
              const card = list.find((entry) => entry.rate_card_id === Number(key));
              if (!card) return;
              const path = merchantRateCardPath(retailerId, card.type.rate_card_type_id);
              void navigate(`${path}?card=${card.rate_card_id}`, { replace: true });
            }}
          >
            {list.map((card) => (
              <SelectItem key={card.rate_card_id} id={card.rate_card_id}>
                {merchantRateCardLabel(card)}
              </SelectItem>
            ))}
          </Select>
          <RateCardProducts products={chosen.products} aria-label={`Products of ${chosen.name}`} />
        </>
      )}
    </Page>
  );
}
