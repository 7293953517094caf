import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BackofficeClient } from './client';
import { unwrap } from './errors';
import type { components } from './generated/schema';
import { useBackofficeClient, type QueryOptions } from './hooks';
import { saveUrl } from './saveFile';
import { bypassErrorBanner } from './errorBanner';

type Schemas = components['schemas'];
export type CreditApplication = Schemas['CreditApplication'];
export type ApplicationConsumer = Schemas['ApplicationConsumer'];
export type ApplicationAddress = Schemas['ApplicationAddress'];
export type ApplicationConsumerUpdate = Schemas['ApplicationConsumerUpdate'];
export type ApplicationNote = Schemas['ApplicationNote'];
export type ApplicationNoteCreate = Schemas['ApplicationNoteCreate'];
export type ApplicationDecision = Schemas['Decision'];
export type DecisionLog = Schemas['DecisionLog'];
export type CreditFile = Schemas['CreditFile'];
export type FraudInformation = Schemas['FraudInformation'];
export type HalLink = Schemas['HalLink'];

/** Order actions an application may offer in its `_links`, each with its own contract call. */
export const applicationActions = [
  'force_id_check',
  'verify',
  'cancel',
  'inspect',
  'underwrite',
] as const;
export type ApplicationAction = (typeof applicationActions)[number];
export type UnderwriteStatus = Schemas['ApplicationUnderwrite']['status'];

export type ApplicationActionRequest =
  | { action: Exclude<ApplicationAction, 'underwrite'>; reason?: string }
  | { action: 'underwrite'; reason: string; status: UnderwriteStatus };

/** Notes shown at once: the spec fetches a single page of 100. */
export const applicationNotesPerPage = 100;

/**
 * Query keys of the credit application screens. Every one starts with 'credit-applications',
 * and everything about one application with its id, so an action refreshes all of it at once.
 */
export const creditApplicationKeys = {
  all: ['credit-applications'] as const,
  application: (creditAppId: number) => ['credit-applications', creditAppId] as const,
  detail: (creditAppId: number) => ['credit-applications', creditAppId, 'detail'] as const,
  notes: (creditAppId: number) => ['credit-applications', creditAppId, 'notes'] as const,
  decisions: (creditAppId: number) => ['credit-applications', creditAppId, 'decisions'] as const,
  decisionLogs: (creditAppId: number) =>
    ['credit-applications', creditAppId, 'decision-logs'] as const,
  fraud: (creditAppId: number, decisionId: number) =>
    ['credit-applications', creditAppId, 'fraud', decisionId] as const,
  /** Its approval requests: a consumer edit may add one, so they refresh with the application. */
  approvals: (creditAppId: number) => ['credit-applications', creditAppId, 'approvals'] as const,
};

const inPath = (creditAppId: number) => ({ params: { path: { creditAppId } } });

export function getCreditApplication(client: BackofficeClient, creditAppId: number) {
  return unwrap(
    client.GET('/credit-applications/{creditAppId}', {
      ...inPath(creditAppId),
      headers: { Accept: 'application/hal+json' },
    }),
  ) as Promise<CreditApplication>;
}

export async function listApplicationNotes(
  client: BackofficeClient,
  creditAppId: number,
): Promise<ApplicationNote[]> {
  const page = await unwrap(
    client.GET('/credit-applications/{creditAppId}/notes', {
      params: { path: { creditAppId }, query: { page: 1, perPage: applicationNotesPerPage } },
    }),
  );
  return page.items;
}

export function addApplicationNote(
  client: BackofficeClient,
  creditAppId: number,
  note: ApplicationNoteCreate,
) {
  return unwrap(
    client.POST('/credit-applications/{creditAppId}/notes', { ...inPath(creditAppId), body: note }),
  );
}

export async function listApplicationDecisions(client: BackofficeClient, creditAppId: number) {
  return (
    await unwrap(client.GET('/credit-applications/{creditAppId}/decisions', inPath(creditAppId)))
  ).items;
}

export async function listApplicationDecisionLogs(client: BackofficeClient, creditAppId: number) {
  return (
    await unwrap(
      client.GET('/credit-applications/{creditAppId}/decision-logs', inPath(creditAppId)),
    )
  ).items;
}

export function getDecisionFraud(
  client: BackofficeClient,
  creditAppId: number,
  decisionId: number,
) {
  return unwrap(
    client.GET('/credit-applications/{creditAppId}/decisions/{decisionId}/fraud', {
      params: { path: { creditAppId, decisionId } },
    }),
  );
}

/** Takes an order action; the application answers as it is afterwards. */
export function takeApplicationAction(
  client: BackofficeClient,
  creditAppId: number,
  request: ApplicationActionRequest,
): Promise<CreditApplication> {
  const reason = request.reason ? { reason: request.reason } : {};
  const call = (() => {
    switch (request.action) {
      case 'force_id_check':
        return client.PUT('/credit-applications/{creditAppId}/actions/force-id-check', {
          ...inPath(creditAppId),
          body: reason,
        });
      case 'verify':
        return client.PUT('/credit-applications/{creditAppId}/actions/verify', {
          ...inPath(creditAppId),
          body: reason,
        });
      case 'cancel':
        return client.PUT('/credit-applications/{creditAppId}/actions/cancel', {
          ...inPath(creditAppId),
          body: reason,
        });
      case 'inspect':
        return client.PUT('/credit-applications/{creditAppId}/actions/inspect', {
          ...inPath(creditAppId),
          body: reason,
        });
      case 'underwrite':
        return client.PATCH('/credit-applications/{creditAppId}/actions/underwrite', {
          ...inPath(creditAppId),
          body: { reason: request.reason, status: request.status },
        });
    }
  })();
  return unwrap(call) as Promise<CreditApplication>;
}

export function updateApplicationConsumer(
  client: BackofficeClient,
  creditAppId: number,
  update: ApplicationConsumerUpdate,
) {
  return unwrap(
    client.PATCH('/credit-applications/{creditAppId}/piiconsumer', {
      ...inPath(creditAppId),
      body: update,
    }),
  ) as Promise<CreditApplication>;
}

/** The agreement link (PUT) answers where to download the agreement from. */
export async function getApplicationAgreement(client: BackofficeClient, creditAppId: number) {
  return (
    await unwrap(client.PUT('/credit-applications/{creditAppId}/agreement', inPath(creditAppId)))
  ).url;
}

/** The file name an application's agreement is saved under. */
export const agreementFileName = (creditAppId: number) => `agreement-${creditAppId}.pdf`;

/** Fetches the agreement's address and saves the file; resolves with the file name. */
export async function downloadApplicationAgreement(client: BackofficeClient, creditAppId: number) {
  const fileName = agreementFileName(creditAppId);
  saveUrl(await getApplicationAgreement(client, creditAppId), fileName);
  return fileName;
}

const known = (id: number | undefined, options: { enabled?: unknown }) =>
  id !== undefined && options.enabled !== false;

export function useCreditApplication(
  creditAppId: number | undefined,
  options: QueryOptions<CreditApplication> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditApplicationKeys.detail(creditAppId ?? 0),
    queryFn: () => getCreditApplication(client, creditAppId as number),
    enabled: known(creditAppId, options),
  });
}

export function useApplicationNotes(
  creditAppId: number | undefined,
  options: QueryOptions<ApplicationNote[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    ...options,
    queryKey: creditApplicationKeys.notes(creditAppId ?? 0),
    queryFn: () => listApplicationNotes(client, creditAppId as number),
    enabled: known(creditAppId, options),
  });
}

export function useApplicationDecisions(
  creditAppId: number | undefined,
  options: QueryOptions<ApplicationDecision[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: creditApplicationKeys.decisions(creditAppId ?? 0),
    queryFn: () => listApplicationDecisions(client, creditAppId as number),
    enabled: known(creditAppId, options),
  });
}

export function useApplicationDecisionLogs(
  creditAppId: number | undefined,
  options: QueryOptions<DecisionLog[]> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: creditApplicationKeys.decisionLogs(creditAppId ?? 0),
    queryFn: () => listApplicationDecisionLogs(client, creditAppId as number),
    enabled: known(creditAppId, options),
  });
}

export function useDecisionFraud(
  creditAppId: number | undefined,
  decisionId: number | undefined,
  options: QueryOptions<FraudInformation> = {},
) {
  const client = useBackofficeClient();
  return useQuery({
    ...options,
    queryKey: creditApplicationKeys.fraud(creditAppId ?? 0, decisionId ?? 0),
    queryFn: () => getDecisionFraud(client, creditAppId as number, decisionId as number),
    enabled: known(creditAppId, options) && decisionId !== undefined,
  });
}

/**
 * After a change the answer becomes the detail at once, and everything else about the
 * application (notes, decisions, logs, lists showing it) is fetched again.
 */
export function useApplicationChanged(creditAppId: number) {
  const queryClient = useQueryClient();
  return async (application?: CreditApplication) => {
    if (application)
      queryClient.setQueryData(creditApplicationKeys.detail(creditAppId), application);
    await queryClient.invalidateQueries({ queryKey: creditApplicationKeys.all });
  };
}

export function useAddApplicationNote(creditAppId: number) {
  const client = useBackofficeClient();
  const changed = useApplicationChanged(creditAppId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (note: ApplicationNoteCreate) => addApplicationNote(client, creditAppId, note),
    onSuccess: () => changed(),
  });
}

/**
 * Takes an order action; everything about the application is fetched again once it is done.
 * With `refreshLater` the caller does that itself through useApplicationChanged: a list row's
 * quick view waits until its modal is closed, because the refreshed list may no longer hold
 * the row (and its modal with the success message).
 */
export function useApplicationAction(
  creditAppId: number,
  options: { refreshLater?: boolean } = {},
) {
  const client = useBackofficeClient();
  const changed = useApplicationChanged(creditAppId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (request: ApplicationActionRequest) =>
      takeApplicationAction(client, creditAppId, request),
    onSuccess: options.refreshLater ? undefined : changed,
  });
}

/** Update, or Update and Re-score with `options.score`; only the changed fields are sent. */
export function useUpdateApplicationConsumer(creditAppId: number) {
  const client = useBackofficeClient();
  const changed = useApplicationChanged(creditAppId);
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: (update: ApplicationConsumerUpdate) =>
      updateApplicationConsumer(client, creditAppId, update),
    onSuccess: changed,
  });
}

export function useApplicationAgreement(creditAppId: number) {
  const client = useBackofficeClient();
  return useMutation({
    meta: bypassErrorBanner,
    mutationFn: () => downloadApplicationAgreement(client, creditAppId),
  });
}

/** A note attachment once stored, as a note names it. */
export type IdentityImageSide = 'front' | 'back';

/** The front or back image of an ID verification upload, as an object URL to draw. */
export function useIdentityImage(vendorReference: string, side: IdentityImageSide) {
  const client = useBackofficeClient();
  return useQuery({
    meta: bypassErrorBanner,
    queryKey: ['identity-image', vendorReference, side] as const,
    queryFn: async () => {
      const blob = (await unwrap(
        client.GET('/jumio/image/{vendor_reference}/{classifier}', {
          params: { path: { vendor_reference: vendorReference, classifier: side } },
          parseAs: 'blob',
        }),
      )) as Blob;
      return URL.createObjectURL(blob);
    },
    staleTime: Infinity,
  });
}
