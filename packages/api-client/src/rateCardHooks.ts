import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, operations } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type RateCard = Schemas['RateCard'];
export type RateCardSummary = Schemas['RateCardSummary'];
export type RateCardType = Schemas['RateCardType'];
export type RateCardProduct = Schemas['RateCardProduct'];
export type RateCardProductInput = Schemas['RateCardProductInput'];
export type RateCardProductOption = Schemas['RateCardProductOption'];
export type RateCardCreate = Schemas['RateCardCreate'];
export type RateCardReplace = Schemas['RateCardReplace'];
export type RateCardsQuery = NonNullable<operations['listRateCards']['parameters']['query']>;

/** Query keys of rate cards: the report's pages, each card, the types, the products, a merchant's cards. */
export const rateCardKeys = {
  all: () => ['rate-cards'] as const,
  list: (query: RateCardsQuery) => ['rate-cards', 'list', query] as const,
  detail: (rateCardId: number) => ['rate-cards', 'detail', rateCardId] as const,
  types: () => ['rate-cards', 'types'] as const,
  products: () => ['rate-cards', 'products'] as const,
  retailer: (retailerId: number) => ['rate-cards', 'retailer', retailerId] as const,
};

export function listRateCards(client: BackofficeClient, query: RateCardsQuery = {}) {
  return unwrap(client.GET('/rate-cards', { params: { query } }));
}

/** The Rate Cards report (name, types, dates, order, page); the page shown stays while the next loads. */
export function useRateCards(
  query: RateCardsQuery = {},
  options: QueryOptions<Awaited<ReturnType<typeof listRateCards>>> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    placeholderData: keepPreviousData,
    ...options,
    queryKey: rateCardKeys.list(query),
    queryFn: () => listRateCards(client, query),
  });
}

/** One card with its products. */
export function useRateCard(rateCardId: number | undefined, options: QueryOptions<RateCard> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: rateCardKeys.detail(rateCardId ?? 0),
    queryFn: () =>
      unwrap(
        client.GET('/rate-cards/{rateCardId}', {
          params: { path: { rateCardId: rateCardId as number } },
        }),
      ),
    enabled: rateCardId !== undefined && options.enabled !== false,
  });
}

/** The rate card types (Standard, Secondary). */
export function useRateCardTypes(options: QueryOptions<RateCardType[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: Infinity,
    ...options,
    queryKey: rateCardKeys.types(),
    queryFn: async () =>
      (await unwrap(client.GET('/rate-card-types/', { params: { query: { perPage: 100 } } })))
        .items,
  });
}

/** The products that can be put on a card (Add Rate Card Product). */
export function useRateCardProducts(options: QueryOptions<RateCardProductOption[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: rateCardKeys.products(),
    queryFn: async () =>
      (await unwrap(client.GET('/rate-card-products/', { params: { query: { perPage: 1000 } } })))
        .items,
  });
}

/** The merchant's rate cards with products, by end time then type name. */
export function useRetailerRateCards(
  retailerId: number | undefined,
  options: QueryOptions<RateCard[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: rateCardKeys.retailer(retailerId ?? 0),
    queryFn: async () =>
      (
        await unwrap(
          client.GET('/retailers/{retailerId}/rate-cards', {
            params: { path: { retailerId: retailerId as number }, query: { perPage: 100 } },
          }),
        )
      ).items,
    enabled: retailerId !== undefined && options.enabled !== false,
  });
}

/**
 * New Rate Card from an imported file: the products already serialised as a JSON array (by the
 * CSV worker), so that the page neither copies nor stringifies thousands of rows.
 */
export interface RateCardImportCreate {
  name: string;
  rate_card_type_id: number;
  productsJson: Blob;
}

/** The request body of an import: the settings' JSON with the products' array spliced in. */
function rateCardImportBody({ name, rate_card_type_id, productsJson }: RateCardImportCreate): Blob {
  const settings = JSON.stringify({ name, rate_card_type_id });
  return new Blob([settings.slice(0, -1), ',"products":', productsJson, '}'], {
    type: 'application/json',
  });
}

/** Creates a card from a copy or from imported rows ('Rate Card created.'). */
export function useCreateRateCard() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (body: RateCardCreate | RateCardImportCreate) =>
      unwrap(
        'productsJson' in body
          ? client.POST('/rate-cards', {
              body: { name: body.name, rate_card_type_id: body.rate_card_type_id, products: [] },
              bodySerializer: () => rateCardImportBody(body),
            })
          : client.POST('/rate-cards', { body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.all() }),
  });
}

/** Saves name, type and the whole product list ('Rate Card Saved.'). */
export function useReplaceRateCard(rateCardId: number) {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (body: RateCardReplace) =>
      unwrap(client.PUT('/rate-cards/{rateCardId}', { params: { path: { rateCardId } }, body })),
    onSuccess: (card) => {
      queryClient.setQueryData(rateCardKeys.detail(rateCardId), card);
      return queryClient.invalidateQueries({ queryKey: rateCardKeys.all() });
    },
  });
}

/** Deletes a card no merchant uses ('Rate Card Deleted.'). */
export function useDeleteRateCard() {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (rateCardId: number) =>
      unwrap(client.DELETE('/rate-cards/{rateCardId}', { params: { path: { rateCardId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.all() }),
  });
}
