import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type CreditApplicationSummary = Schemas['CreditApplicationSummary'];
export type ApplicationStatusEntry = Schemas['StatusEntry'];
export type DecisionPolicy = Schemas['DecisionPolicy'];
export type ProductPackage = Schemas['ProductPackage'];
export type CreditApplicationsQuery = NonNullable<
  paths['/credit-applications']['get']['parameters']['query']
>;
export type CreditApplicationsPage = Awaited<ReturnType<typeof listCreditApplications>>;

/**
 * Query keys of the credit application list and its filter lists. The list sits under the
 * 'credit-applications' prefix of the detail keys, so an action on an application refreshes it.
 */
export const creditApplicationListKeys = {
  list: (query: CreditApplicationsQuery) => ['credit-applications', 'list', query] as const,
  decisionPolicies: ['decision-policies', 'all'] as const,
  productPackages: ['product-packages', 'all'] as const,
};

/** The decision policy and product package filter lists are fetched 100 per page (spec 2). */
export const filterListPerPage = 100;

export function listCreditApplications(client: BackofficeClient, query: CreditApplicationsQuery) {
  return unwrap(client.GET('/credit-applications', { params: { query } }));
}

/** Every page of a filter list, 100 at a time, until the total is reached. */
async function allPages<Item>(
  fetchPage: (page: number) => Promise<{ items: Item[]; meta: { total: number } }>,
): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.meta.total) return items;
  }
}

export function listAllDecisionPolicies(client: BackofficeClient): Promise<DecisionPolicy[]> {
  return allPages((page) =>
    unwrap(
      client.GET('/decision-policies', { params: { query: { page, perPage: filterListPerPage } } }),
    ),
  );
}

export function listAllProductPackages(client: BackofficeClient): Promise<ProductPackage[]> {
  return allPages((page) =>
    unwrap(
      client.GET('/product-packages/', { params: { query: { page, perPage: filterListPerPage } } }),
    ),
  );
}

/** A page of the credit application report; the previous page stays shown while the next loads. */
export function useCreditApplications(
  query: CreditApplicationsQuery,
  options: QueryOptions<CreditApplicationsPage> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: creditApplicationListKeys.list(query),
    queryFn: () => listCreditApplications(client, query),
  });
}

/** Lenders' Decision Policy filter: every decision policy. */
export function useDecisionPolicies(options: QueryOptions<DecisionPolicy[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: 5 * 60_000,
    ...options,
    queryKey: creditApplicationListKeys.decisionPolicies,
    queryFn: () => listAllDecisionPolicies(client),
  });
}

/** Service users' Decision Policy filter: every product package. */
export function useProductPackages(options: QueryOptions<ProductPackage[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: 5 * 60_000,
    ...options,
    queryKey: creditApplicationListKeys.productPackages,
    queryFn: () => listAllProductPackages(client),
  });
}

/** The list's largest page: a printout gathers its rows this many at a time. */
export const creditApplicationsMaxPerPage = 100;

/** The first rows of a view up to a limit, with the view's total, as a printout shows them. */
export interface CreditApplicationsUpTo {
  items: CreditApplicationSummary[];
  total: number;
  total_capped: boolean;
}

/**
 * The first `limit` applications of a view in its order, gathered a page of 100 at a time (by
 * page number, so any order works) until the limit or the last page.
 */
export async function listCreditApplicationsUpTo(
  client: BackofficeClient,
  query: CreditApplicationsQuery,
  limit: number,
): Promise<CreditApplicationsUpTo> {
  const { after: _after, before: _before, ...view } = query;
  const perPage = Math.min(limit, creditApplicationsMaxPerPage);
  const items: CreditApplicationSummary[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listCreditApplications(client, { ...view, page, perPage });
    items.push(...answer._embedded.items);
    if (items.length >= limit || !answer._links.next || answer._embedded.items.length === 0) {
      return {
        items: items.slice(0, limit),
        total: answer.meta.total,
        total_capped: answer.meta.total_capped ?? false,
      };
    }
  }
}

/** Gathers a view's first rows up to a limit, for printing the list (see listCreditApplicationsUpTo). */
export function useListCreditApplicationsUpTo() {
  const client = useBackofficeClient();
  return useCallback(
    (query: CreditApplicationsQuery, limit: number) =>
      listCreditApplicationsUpTo(client, query, limit),
    [client],
  );
}
