import {
  bypassErrorBanner,
  useRateCard,
  useRateCardProducts,
  useRateCardTypes,
  useReplaceRateCard,
} from '@backoffice/api-client';
import { formatShortDate, PERMISSIONS } from '@backoffice/domain/model';
import { LoadFailure, RateCardEditor } from '@backoffice/domain/widgets';
import { Alert, Page, Spinner, Stack } from '@backoffice/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useUnsavedChangesGuard } from '../forms/useUnsavedChangesGuard';
import { useHasPermission } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';

/**
 * A rate card (merchants.md "Rate card detail"): its settings and products, editable with the
 * rate card edit permission and read-only without it; Save replaces the whole card (PUT).
 */
export function RateCardPage() {
  const rateCardId = Number(useParams().rateCardId);
  const validId = Number.isInteger(rateCardId) ? rateCardId : undefined;
  const card = useRateCard(validId);
  const types = useRateCardTypes({ meta: bypassErrorBanner });
  const mayEdit = useHasPermission(PERMISSIONS.editRateCards);
  const products = useRateCardProducts({ enabled: mayEdit });
  const replace = useReplaceRateCard(rateCardId);
  const [saved, setSaved] = useState(false);
  const [hasUnsavedChanges, setUnsavedChanges] = useState(false);
  const unsavedChanges = useUnsavedChangesGuard(hasUnsavedChanges && !replace.isPending);
  useDocumentTitle(card.data?.name ?? 'Rate Card');
  const loadError = card.error ?? types.error;
  if (loadError) {
    return (
      <Stack gap="200">
        <LoadFailure
          subject="The rate card"
          error={loadError}
          onRetry={() => {
            if (card.isError) void card.refetch();
            if (types.isError) void types.refetch();
          }}
        />
      </Stack>
    );
  }
  const data = card.data;
  if (!data || !types.data) return <Spinner aria-label="Loading the rate card" />;
  return (
    <Page
      title={data.name}
      description={
        <>
          Created {formatShortDate(data.date_created)} · Last Modified{' '}
          {data.last_modified ? formatShortDate(data.last_modified) : 'Never'}
        </>
      }
    >
      {saved && (
        <Alert tone="positive" onDismiss={() => setSaved(false)}>
          Rate Card Saved.
        </Alert>
      )}
      <RateCardEditor
        // A saved card starts a fresh draft from what the server stored.
        key={data.last_modified ?? data.date_created}
        card={data}
        types={types.data}
        productOptions={products.data ?? []}
        isReadOnly={!mayEdit}
        onUnsavedChangesChange={setUnsavedChanges}
        onSave={async (request) => {
          setSaved(false);
          await replace.mutateAsync(request);
          setSaved(true);
        }}
      />
      {unsavedChanges.prompt}
    </Page>
  );
}
