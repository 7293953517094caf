import type { MerchantListKind } from '@backoffice/domain/model';

/** The detail page of a merchant in either list (/merchants/{id}/ or /merchant-applications/{id}/). */
export const merchantPath = (kind: MerchantListKind, retailerId: number) =>
  `/${kind}/${retailerId}/`;

/** A merchant's rate card page: /merchants/{retailerId}/ratecards/{typeId}/. */
export const merchantRateCardPath = (retailerId: number, typeId: number) =>
  `/merchants/${retailerId}/ratecards/${typeId}/`;
