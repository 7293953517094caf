import {
  bypassErrorBanner,
  useDeleteRateCard,
  useRateCards,
  useRateCardTypes,
} from '@backoffice/api-client';
import {
  rateCardListServerQuery,
  readReportQuery,
  resetFilters,
  withFilters,
  writeReportQuery,
  type ReportQuery,
  type ReportQueryDefaults,
} from '@backoffice/domain/model';
import {
  RateCardReport,
  rateCardOrderKeys,
  rememberedPerPage,
  rememberPerPage,
} from '@backoffice/domain/widgets';
import { Alert, Button, Page, useToast } from '@backoffice/ui';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { NewRateCard } from './NewRateCard';
import { rateCardPath } from './rateCardPath';

const PER_PAGE_STORAGE_KEY = 'backoffice.report.rate-cards.perPage';

/** Newest card first, every card whatever its dates, 100 a page. */
const defaults: ReportQueryDefaults = {
  filters: { name: '', rate_card_type_id: [], date_from: '', date_to: '' },
  order: { column: 'date_created', direction: 'descending' },
  perPage: 100,
  dateFilters: ['date_from', 'date_to'],
};

/** Rate Cards (merchants.md "Rate card list"): the report of cards, its view kept in the URL. */
export function RateCardsPage() {
  useDocumentTitle('Rate Cards');
  const [params, setParams] = useSearchParams();
  const view = readReportQuery(params, defaults, rememberedPerPage(PER_PAGE_STORAGE_KEY));
  const cards = useRateCards(rateCardListServerQuery(view), { meta: bypassErrorBanner });
  const types = useRateCardTypes();
  const remove = useDeleteRateCard();
  const [isNewOpen, setNewOpen] = useState(false);
  const toast = useToast();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const show = useCallback(
    (next: ReportQuery) => setParams(writeReportQuery(next, defaults), { replace: true }),
    [setParams],
  );

  return (
    <Page
      title="Rate Cards"
      actions={
        <Button variant="primary" onPress={() => setNewOpen(true)}>
          New Rate Card
        </Button>
      }
    >
      {deleteError ? (
        <Alert tone="critical" onDismiss={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      ) : null}
      <RateCardReport
        rows={cards.data?.items ?? []}
        types={types.data ?? []}
        total={cards.data?.meta.total}
        page={view.page}
        perPage={view.perPage}
        order={view.order}
        filterValues={view.filters}
        onFiltersChange={(changes) => show(withFilters(view, changes))}
        onReset={() => show(resetFilters(view, defaults))}
        onOrderChange={(order) => {
          if ((rateCardOrderKeys as readonly string[]).includes(order.column)) {
            show({ ...view, order, page: 1 });
          }
        }}
        onPageChange={(next) => show({ ...view, page: next })}
        onPerPageChange={(perPage) => {
          rememberPerPage(PER_PAGE_STORAGE_KEY, perPage);
          show({ ...view, perPage, page: 1 });
        }}
        rateCardHref={rateCardPath}
        deletingId={remove.isPending ? (remove.variables ?? null) : null}
        onDelete={(rateCardId) =>
          remove.mutate(rateCardId, {
            onSuccess: () => {
              setDeleteError(null);
              toast.success('Rate Card Deleted.');
            },
            onError: (error) => setDeleteError(error.message),
          })
        }
        isLoading={cards.isPending}
        error={cards.error}
        onRetry={() => void cards.refetch()}
      />
      <NewRateCard isOpen={isNewOpen} onClose={() => setNewOpen(false)} types={types.data ?? []} />
    </Page>
  );
}
