import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

export type RetailerDiagnostic = components['schemas']['RetailerDiagnostic'];

/** One fix of the Retailer Health Checker, as its button names it. */
export type RetailerHealthFix =
  | { kind: 'add-permission'; productCode: string }
  | { kind: 'remove-permission'; productCode: string }
  | { kind: 'add-base-groups'; username: string }
  | { kind: 'create-group'; name: string };

export const retailerDiagnosticKeys = {
  detail: (retailerId: number) => ['retailer-diagnostics', retailerId] as const,
};

export function getRetailerDiagnostics(client: BackofficeClient, retailerId: number) {
  return unwrap(
    client.GET('/backoffice/retailer-diagnostics/{retailerId}', {
      params: { path: { retailerId } },
    }),
  );
}

/** Sends one fix; the server answers the diagnosis after it. */
export function applyRetailerHealthFix(
  client: BackofficeClient,
  retailerId: number,
  fix: RetailerHealthFix,
) {
  const path = { retailerId };
  switch (fix.kind) {
    case 'add-permission':
      return unwrap(
        client.POST('/backoffice/retailer-diagnostics/{retailerId}/product-permissions', {
          params: { path },
          body: { product_code: fix.productCode },
        }),
      );
    case 'remove-permission':
      return unwrap(
        client.DELETE(
          '/backoffice/retailer-diagnostics/{retailerId}/product-permissions/{productCode}',
          { params: { path: { ...path, productCode: fix.productCode } } },
        ),
      );
    case 'add-base-groups':
      return unwrap(
        client.POST('/backoffice/retailer-diagnostics/{retailerId}/base-groups', {
          params: { path },
          body: { username: fix.username },
        }),
      );
    case 'create-group':
      return unwrap(
        client.POST('/backoffice/retailer-diagnostics/{retailerId}/groups', {
          params: { path },
          body: { name: fix.name },
        }),
      );
  }
}

/** The merchant's diagnosis (products, admins, basic groups). */
export function useRetailerDiagnostics(
  retailerId: number | undefined,
  options: QueryOptions<RetailerDiagnostic> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: retailerDiagnosticKeys.detail(retailerId ?? 0),
    queryFn: () => getRetailerDiagnostics(client, retailerId as number),
    enabled: retailerId !== undefined && options.enabled !== false,
  });
}

/** Applies a fix, then reloads the diagnosis from the server. */
export function useRetailerHealthFix(retailerId: number) {
  const client = useBackofficeClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (fix: RetailerHealthFix) => applyRetailerHealthFix(client, retailerId, fix),
    onSuccess: (diagnosis) => {
      queryClient.setQueryData(retailerDiagnosticKeys.detail(retailerId), diagnosis);
      return queryClient.invalidateQueries({
        queryKey: retailerDiagnosticKeys.detail(retailerId),
      });
    },
  });
}
