import {
  bypassErrorBanner,
  useCreateRateCard,
  useDeleteRateCard,
  useRateCards,
  useRateCardTypes,
  type RateCardsQuery,
} from '@backoffice/api-client';
import {
  orderParam,
  readReportQuery,
  resetFilters,
  withFilters,
  writeReportQuery,
  type ReportFilterValues,
  type ReportQuery,
  type ReportQueryDefaults,
} from '@backoffice/domain/model';
import {
  NewRateCardDialog,
  RateCardReport,
  type NewRateCardDialogProps,
  rateCardOrderKeys,
  rememberedPerPage,
  rememberPerPage,
} from '@backoffice/domain/widgets';
import { Alert, Button, Inline, useToast } from '@backoffice/ui';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { page, pageTitle } from '../layout/page.css';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { readRateCardFile } from './readRateCardFile';

const PER_PAGE_STORAGE_KEY = 'backoffice.report.rate-cards.perPage';

/** Newest card first, every card whatever its dates, 100 a page. */
const defaults: ReportQueryDefaults = {
  filters: { name: '', rate_card_type_id: [], date_from: '', date_to: '' },
  order: { column: 'date_created', direction: 'descending' },
  perPage: 100,
  dateFilters: ['date_from', 'date_to'],
};

const text = (value: ReportFilterValues[string] | undefined) =>
  typeof value === 'string' ? value : '';

function serverQuery(view: ReportQuery): RateCardsQuery {
  const types = view.filters.rate_card_type_id;
  return {
    page: view.page,
    perPage: view.perPage,
    ...(view.order ? { 'order[]': [orderParam(view.order)] } : {}),
    ...(text(view.filters.name) ? { name: text(view.filters.name) } : {}),
    ...(Array.isArray(types) && types.length > 0
      ? { 'rate_card_type_id[]': types.map(Number) }
      : {}),
    ...(text(view.filters.date_from) ? { date_from: text(view.filters.date_from) } : {}),
    ...(text(view.filters.date_to) ? { date_to: text(view.filters.date_to) } : {}),
  };
}

export const rateCardPath = (rateCardId: number) => `/rate-cards/${rateCardId}/`;

/** Rate Cards (merchants.md "Rate card list"): the report of cards, its view kept in the URL. */
export function RateCardsPage() {
  useDocumentTitle('Rate Cards');
  const [params, setParams] = useSearchParams();
  const view = readReportQuery(params, defaults, rememberedPerPage(PER_PAGE_STORAGE_KEY));
  const cards = useRateCards(serverQuery(view), { meta: bypassErrorBanner });
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
    <section className={page} aria-labelledby="rate-cards-title">
      <Inline gap="200" justify="spaceBetween">
        <h1 id="rate-cards-title" className={pageTitle}>
          Rate Cards
        </h1>
        <Button variant="primary" onPress={() => setNewOpen(true)}>
          New Rate Card
        </Button>
      </Inline>
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
    </section>
  );
}

/**
 * New Rate Card with what it alone needs: the create mutation and the cards to copy. Their state
 * changes (Create pending, then the created card with its products) re-render this dialog only,
 * not the report of a hundred cards beside it.
 */
function NewRateCard({
  isOpen,
  onClose,
  types,
}: {
  isOpen: boolean;
  onClose: () => void;
  types: NewRateCardDialogProps['types'];
}) {
  const create = useCreateRateCard();
  const navigate = useNavigate();
  // The cards to copy from: the first 100 by name is what the selector can sensibly hold.
  const copyable = useRateCards({ perPage: 100, 'order[]': ['name'] }, { enabled: isOpen });
  return (
    <NewRateCardDialog
      isOpen={isOpen}
      onClose={onClose}
      types={types}
      rateCards={copyable.data?.items ?? []}
      readFile={readRateCardFile}
      onCreate={(request) => create.mutateAsync(request)}
      onView={(rateCardId) => {
        onClose();
        void navigate(rateCardPath(rateCardId));
      }}
    />
  );
}
