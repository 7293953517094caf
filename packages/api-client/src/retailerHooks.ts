import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { withoutSession, type BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components, paths } from './generated/schema';
import { useBackofficeClient, whenKnown, type QueryOptions } from './hooks';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type Retailer = Schemas['Retailer'];
export type RetailerSummary = Schemas['RetailerSummary'];
export type RetailerList = Schemas['RetailerList'];
export type RetailerUpdate = Schemas['RetailerUpdate'];
export type RetailerSettings = Schemas['RetailerSettings'];
export type RetailerCdsSettingsUpdate = Schemas['RetailerCdsSettingsUpdate'];
export type RetailerContact = Schemas['RetailerContact'];
export type RetailerContactCreate = Schemas['RetailerContactCreate'];
export type RetailerContactUpdate = Schemas['RetailerContactUpdate'];
export type RetailerFlag = Schemas['RetailerFlag'];
export type RetailerNote = Schemas['RetailerNote'];
export type RetailerNoteCreate = Schemas['RetailerNoteCreate'];
export type RetailerNoteCorrespondent = Schemas['RetailerNoteCorrespondent'];
export type RetailerUser = Schemas['RetailerUser'];
export type RetailerAccountManager = Schemas['RetailerAccountManager'];
export type LenderAgreement = Schemas['LenderAgreement'];
export type RetailerAgreementUpdate = Schemas['RetailerAgreementUpdate'];
export type RetailerLenderStatusEntry = Schemas['RetailerLenderStatusEntry'];
export type RetailerAccountStatus = Schemas['RetailerAccountStatus'];
export type RetailerLenderStatus = Schemas['RetailerLenderStatus'];
export type GhostToken = Schemas['GhostToken'];
export type GhostSession = Schemas['GhostSession'];
export type RetailersQuery = NonNullable<paths['/retailers']['get']['parameters']['query']>;

/** The merchant list, or New Merchants (the same rows behind 200:5). */
export type RetailerListKind = 'merchants' | 'merchant-applications';

/** Merchant lists fetch 100 a page; notes 1000; a merchant's users 100 (merchants.md 9). */
export const retailerPageSizes = { list: 100, notes: 1000, users: 100 } as const;

/**
 * Query keys of the merchant screens. Every one starts with 'retailers', and everything about
 * one merchant with its id, so a change refreshes all of it (and the lists) at once.
 */
export const retailerKeys = {
  all: ['retailers'] as const,
  lists: ['retailers', 'list'] as const,
  list: (kind: RetailerListKind, query: RetailersQuery) =>
    ['retailers', 'list', kind, query] as const,
  retailer: (retailerId: number) => ['retailers', retailerId] as const,
  detail: (retailerId: number) => ['retailers', retailerId, 'detail'] as const,
  contacts: (retailerId: number) => ['retailers', retailerId, 'contacts'] as const,
  notes: (retailerId: number) => ['retailers', retailerId, 'notes'] as const,
  users: (retailerId: number) => ['retailers', retailerId, 'users'] as const,
  agreements: (retailerId: number) => ['retailers', retailerId, 'agreements'] as const,
  accountManagers: ['account-managers'] as const,
};

const inPath = (retailerId: number) => ({ params: { path: { retailerId } } });
const hal = { Accept: 'application/hal+json' };

export function listRetailers(
  client: BackofficeClient,
  kind: RetailerListKind,
  query: RetailersQuery,
): Promise<RetailerList> {
  const call =
    kind === 'merchants'
      ? client.GET('/retailers', { params: { query }, headers: hal })
      : client.GET('/retailer-applications', { params: { query }, headers: hal });
  return unwrap(call) as Promise<RetailerList>;
}

export function getRetailer(client: BackofficeClient, retailerId: number): Promise<Retailer> {
  return unwrap(
    client.GET('/retailers/{retailerId}', { ...inPath(retailerId), headers: hal }),
  ) as Promise<Retailer>;
}

export async function listRetailerContacts(client: BackofficeClient, retailerId: number) {
  const page = await unwrap(
    client.GET('/retailers/{retailerId}/contacts', {
      params: { path: { retailerId }, query: { page: 1, perPage: 100 } },
    }),
  );
  return page.items;
}

export async function listRetailerNotes(client: BackofficeClient, retailerId: number) {
  const page = await unwrap(
    client.GET('/retailers/{retailerId}/notes', {
      params: { path: { retailerId }, query: { page: 1, perPage: retailerPageSizes.notes } },
    }),
  );
  return page.items;
}

export async function listRetailerUsers(client: BackofficeClient, retailerId: number) {
  const page = await unwrap(
    client.GET('/retailers/{retailerId}/users', {
      params: { path: { retailerId }, query: { page: 1, perPage: retailerPageSizes.users } },
    }),
  );
  return page.items;
}

export async function listRetailerLenderAgreements(client: BackofficeClient, retailerId: number) {
  return (await unwrap(client.GET('/retailers/{retailerId}/lender-agreements', inPath(retailerId))))
    .items;
}

export async function listAccountManagers(client: BackofficeClient) {
  return (
    await unwrap(client.GET('/account-managers', { params: { query: { page: 1, perPage: 1000 } } }))
  ).items;
}

/** A merchant action as its `_links` relation names it, with what the action takes. */
export type RetailerActionRequest =
  | { action: 'accept' | 'reject' }
  | { action: 'provisionally_approve'; ccl_number?: string }
  | { action: 'suspend'; type: '' | 'trading' | 'settlement' }
  | { action: 'submit_to_lender'; lender_id: number }
  | { action: 'assign_product_package'; product_package_id: number }
  | { action: 'assign_decision_policy'; decision_policy_id: number }
  | { action: 'assign_account_manager'; user_id: number };

/**
 * Takes a merchant action; the merchant answers as it is afterwards, with its new links. A CCL
 * number entered for provisional approval (needed under a regulated decision policy) is saved on
 * the merchant first, as an edit of its details.
 */
export async function takeRetailerAction(
  client: BackofficeClient,
  retailerId: number,
  request: RetailerActionRequest,
): Promise<Retailer> {
  const path = { ...inPath(retailerId), headers: hal };
  if (request.action === 'provisionally_approve' && request.ccl_number !== undefined) {
    await unwrap(
      client.PATCH('/retailers/{retailerId}', {
        ...path,
        body: { ccl_number: request.ccl_number },
      }),
    );
  }
  const call = (() => {
    switch (request.action) {
      case 'accept':
        return client.POST('/retailers/{retailerId}/accept', { ...path, body: {} });
      case 'provisionally_approve':
        return client.POST('/retailers/{retailerId}/provisionally-approve', { ...path, body: {} });
      case 'reject':
        return client.POST('/retailers/{retailerId}/reject', { ...path, body: {} });
      case 'suspend':
        return client.POST('/retailers/{retailerId}/suspend', {
          ...path,
          body: { type: request.type },
        });
      case 'submit_to_lender':
        return client.POST('/retailers/{retailerId}/submit-to-lender', {
          ...path,
          body: { lender_id: request.lender_id },
        });
      case 'assign_product_package':
        return client.POST('/retailers/{retailerId}/assign-product-package', {
          ...path,
          body: { product_package_id: request.product_package_id },
        });
      case 'assign_decision_policy':
        return client.POST('/retailers/{retailerId}/assign-decision-policy', {
          ...path,
          body: { decision_policy_id: request.decision_policy_id },
        });
      case 'assign_account_manager':
        return client.POST('/retailers/{retailerId}/assign-account-manager', {
          ...path,
          body: { user_id: request.user_id },
        });
    }
  })();
  return unwrap(call) as Promise<Retailer>;
}

/**
 * Exchanges a ghost token for the merchant user's session. Called in the ghost window with a
 * client of its own (a token store of its own), so the staff member's session is untouched;
 * the ghost token is the credential, so no session is needed.
 */
export function startGhostSession(client: BackofficeClient, ghostToken: string) {
  // Without the caller's session: a refused token must not sign anyone out.
  return unwrap(
    client.POST('/ghost', { body: { ghost_token: ghostToken }, headers: withoutSession }),
  );
}

/**
 * After a change of a merchant: the answer (when it is the merchant) becomes its detail at
 * once, and everything else about it and every merchant list is fetched again.
 */
export async function retailerChanged(
  queryClient: QueryClient,
  retailerId: number,
  retailer?: Retailer,
) {
  if (retailer) queryClient.setQueryData(retailerKeys.detail(retailerId), retailer);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: retailerKeys.retailer(retailerId) }),
    queryClient.invalidateQueries({ queryKey: retailerKeys.lists }),
  ]);
}

function useRetailerChanged(retailerId: number) {
  const queryClient = useQueryClient();
  return (retailer?: Retailer) => retailerChanged(queryClient, retailerId, retailer);
}

/** A page of the merchant list or New Merchants; the previous page stays while the next loads. */
export function useRetailers(
  kind: RetailerListKind,
  query: RetailersQuery,
  options: QueryOptions<RetailerList> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    placeholderData: keepPreviousData,
    ...options,
    queryKey: retailerKeys.list(kind, query),
    queryFn: () => listRetailers(client, kind, query),
  });
}

export function useRetailer(retailerId: number | undefined, options: QueryOptions<Retailer> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: retailerKeys.detail(retailerId ?? 0),
    queryFn: () => getRetailer(client, retailerId as number),
    enabled: whenKnown(retailerId, options),
  });
}

export function useRetailerContacts(
  retailerId: number | undefined,
  options: QueryOptions<RetailerContact[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: retailerKeys.contacts(retailerId ?? 0),
    queryFn: () => listRetailerContacts(client, retailerId as number),
    enabled: whenKnown(retailerId, options),
  });
}

/** The merchant's notes the user may read, newest first (one page of 1000). */
export function useRetailerNotes(
  retailerId: number | undefined,
  options: QueryOptions<RetailerNote[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: retailerKeys.notes(retailerId ?? 0),
    queryFn: () => listRetailerNotes(client, retailerId as number),
    enabled: whenKnown(retailerId, options),
  });
}

/** The merchant's users for Ghost in as User; enable it when the modal opens. */
export function useRetailerUsers(
  retailerId: number | undefined,
  options: QueryOptions<RetailerUser[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: retailerKeys.users(retailerId ?? 0),
    queryFn: () => listRetailerUsers(client, retailerId as number),
    enabled: whenKnown(retailerId, options),
  });
}

/** The operating agreement per lender with its documents (Assign operating agreement). */
export function useRetailerLenderAgreements(
  retailerId: number | undefined,
  options: QueryOptions<LenderAgreement[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: retailerKeys.agreements(retailerId ?? 0),
    queryFn: () => listRetailerLenderAgreements(client, retailerId as number),
    enabled: whenKnown(retailerId, options),
  });
}

/** The provider's staff a merchant can be given as account manager. */
export function useAccountManagers(options: QueryOptions<RetailerAccountManager[]> = {}) {
  const client = useBackofficeClient();
  return useQuery({
    staleTime: 5 * 60_000,
    ...options,
    queryKey: retailerKeys.accountManagers,
    queryFn: () => listAccountManagers(client),
  });
}

/** Edits company, account, finance or bank details: send only the changed fields. */
export function useUpdateRetailer(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: async (update: RetailerUpdate) =>
      (await unwrap(
        client.PATCH('/retailers/{retailerId}', {
          ...inPath(retailerId),
          body: update,
          headers: hal,
        }),
      )) as Retailer,
    onSuccess: changed,
  });
}

/** CDS settings (enabled, check_factor). */
export function useUpdateRetailerSettings(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (update: RetailerCdsSettingsUpdate) =>
      unwrap(
        client.PATCH('/retailers/{retailerId}/settings', { ...inPath(retailerId), body: update }),
      ),
    onSuccess: () => changed(),
  });
}

/** 'Contact created'. */
export function useCreateRetailerContact(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (contact: RetailerContactCreate) =>
      unwrap(
        client.POST('/retailers/{retailerId}/contacts', { ...inPath(retailerId), body: contact }),
      ),
    onSuccess: () => changed(),
  });
}

/** 'Contact updated': contact_id plus the changed fields. */
export function useUpdateRetailerContact(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (update: RetailerContactUpdate) =>
      unwrap(
        client.PATCH('/retailers/{retailerId}/contacts', { ...inPath(retailerId), body: update }),
      ),
    onSuccess: () => changed(),
  });
}

/** 'Contact Deleted'; 409 for the only primary contact. */
export function useDeleteRetailerContact(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: async (contactId: number) => {
      await unwrap(
        client.DELETE('/retailers/{retailerId}/contacts/{contactId}', {
          params: { path: { retailerId, contactId } },
        }),
      );
    },
    onSuccess: () => changed(),
  });
}

export function useCreateRetailerFlag(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (message: string) =>
      unwrap(
        client.POST('/retailers/{retailerId}/flags', {
          ...inPath(retailerId),
          body: { message, type: 'retailer' },
        }),
      ),
    onSuccess: () => changed(),
  });
}

/** Delete Flag: the flag is resolved ('Flag Deleted'). */
export function useResolveRetailerFlag(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (flagId: number) =>
      unwrap(
        client.PATCH('/retailers/{retailerId}/flags/{flagId}', {
          params: { path: { retailerId, flagId } },
          body: { resolved: true },
        }),
      ),
    onSuccess: () => changed(),
  });
}

/**
 * Adds a note (body, note_type, lender_id, attachments by upload id), or with correspondents
 * sends Contact Merchant's email, recorded as a note ('Email sent').
 */
export function useCreateRetailerNote(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    mutationFn: (note: RetailerNoteCreate) =>
      unwrap(client.POST('/retailers/{retailerId}/notes', { ...inPath(retailerId), body: note })),
    onSuccess: () => changed(),
  });
}

/**
 * Takes a merchant action; everything about the merchant is fetched again once it is done.
 * With `refreshLater` the caller refreshes itself (retailerChanged), e.g. from a list row whose
 * modal shows the success message until it is closed.
 */
export function useRetailerAction(retailerId: number, options: { refreshLater?: boolean } = {}) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: RetailerActionRequest) => takeRetailerAction(client, retailerId, request),
    onSuccess: options.refreshLater ? undefined : changed,
  });
}

/** Assigns one lender's operating agreement: a lender document, or an uploaded PDF (custom ROA). */
export function useUpdateRetailerAgreement(retailerId: number) {
  const client = useBackofficeClient();
  const changed = useRetailerChanged(retailerId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: ({
      agreementId,
      update,
    }: {
      agreementId: number;
      update: RetailerAgreementUpdate;
    }) =>
      unwrap(
        client.PATCH('/retailer-agreements/{agreementId}', {
          params: { path: { agreementId } },
          body: update,
        }),
      ),
    onSuccess: () => changed(),
  });
}

/** Ghost in as User, first step: a short-lived single-use token for the chosen merchant user. */
export function useGhostToken(retailerId: number) {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (userId: number) =>
      unwrap(
        client.GET('/retailers/{retailerId}/users/{userId}/ghost', {
          params: { path: { retailerId, userId } },
        }),
      ),
  });
}

/** Ghost in as User, second step (in the ghost window): the token becomes the ghost session. */
export function useStartGhostSession() {
  const client = useBackofficeClient();
  return useMutation({ mutationFn: (ghostToken: string) => startGhostSession(client, ghostToken) });
}
