import { useRateCard } from '@backoffice/api-client';
import { RateCardProducts } from '@backoffice/domain/widgets';
import { formatShortDate } from '@backoffice/domain/model';
import { Alert, Button, DefinitionList, Section, Spinner } from '@backoffice/ui';
import { useParams } from 'react-router-dom';
import { page, pageTitle } from '../layout/page.css';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** A rate card (merchants.md "Rate card detail"): its settings and its products. */
export function RateCardPage() {
  const rateCardId = Number(useParams().rateCardId);
  const card = useRateCard(Number.isInteger(rateCardId) ? rateCardId : undefined);
  useDocumentTitle(card.data?.name ?? 'Rate Card');
  if (card.isPending) return <Spinner aria-label="Loading the rate card" />;
  if (card.isError) {
    return (
      <section className={page}>
        <Alert tone="critical">{card.error.message}</Alert>
        <Button onPress={() => void card.refetch()}>Try again</Button>
      </section>
    );
  }
  const data = card.data;
  return (
    <section className={page} aria-labelledby="rate-card-title">
      <h1 id="rate-card-title" className={pageTitle}>
        {data.name}
      </h1>
      <Section title="Settings">
        <DefinitionList
          items={[
            ['Name', data.name],
            ['Type', data.type.name],
            ['Created', formatShortDate(data.date_created)],
            ['Last Modified', data.last_modified ? formatShortDate(data.last_modified) : 'Never'],
          ]}
        />
      </Section>
      <Section title="Products">
        <RateCardProducts products={data.products} aria-label={`Products of ${data.name}`} />
      </Section>
    </section>
  );
}
