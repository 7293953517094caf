/**
 * Status vocabularies of credit applications and merchants (credit-applications-and-policies.md
 * and merchants.md, section 4), shared by the server's data and the console's badges and filters.
 */
export const applicationStatuses = [
  'ACCEPT',
  'ACTION-CUSTOMER',
  'ACTION-LENDER',
  'ACTION-RETAILER',
  'AMENDED',
  'ATB',
  'CANCEL',
  'COMPLETE',
  'DECLINE',
  'ERROR',
  'FULFILLED',
  'INFO',
  'NO-DECISION',
  'PREDECLINE',
  'REFER',
  'RESUBMITTED',
  'VERIFIED',
  'PRE-APPROVE',
  'SUBMITTED',
  'INSPECT',
  'SUCCESS',
  'UNKNOWN',
] as const;

export type ApplicationStatus = (typeof applicationStatuses)[number];

/** What a status means, shown as its tooltip; statuses without one have no tooltip. */
export const applicationStatusMeanings: Partial<Record<ApplicationStatus, string>> = {
  ACCEPT: 'accepted by lender.',
  DECLINE: 'declined by lender.',
  FULFILLED: 'order fulfilled.',
  CANCEL: 'no further action.',
  AMENDED: 'awaiting customer approval.',
  INFO: 'lender needs information.',
  'ACTION-RETAILER': 'customer failed ID checks and confirmation is needed.',
  'ACTION-CUSTOMER': 'awaiting ID verification.',
  'ACTION-LENDER': 'awaiting lender confirmation.',
  PREDECLINE: 'previous attempts.',
  REFER: 'awaiting lender decision.',
};

export function isApplicationStatus(status: string): status is ApplicationStatus {
  return (applicationStatuses as readonly string[]).includes(status);
}

/** The text shown for a status: ATB (deposit paid) reads VERIFIED; an unrecognised one reads UNKNOWN STATUS. */
export function applicationStatusLabel(status: string): string {
  if (status === 'ATB') return 'VERIFIED';
  return isApplicationStatus(status) ? status : 'UNKNOWN STATUS';
}

export const loanTypes = { IS: 'Instore', ON: 'Online', BL: 'Bullet Loan' } as const;
export type LoanType = keyof typeof loanTypes;
export const loanTypeCodes = Object.keys(loanTypes) as LoanType[];

export const merchantAccountStatuses = [
  'application',
  'pending',
  'test',
  'provisional',
  'live',
  'suspended',
  'suspended-trading',
  'suspended-settlement',
  'terminated',
  'deleted',
  'declined',
  'rejected',
] as const;

export type MerchantAccountStatus = (typeof merchantAccountStatuses)[number];

/** A merchant's standing with a lender; null means not set. */
export const lenderStatuses = [
  'APPROVED',
  'DECLINED',
  'CONDITIONALLY APPROVED',
  'INFO NEEDED',
  'PENDING',
  'SUSPENDED',
  'SUSPENDED SETTLEMENT',
  'SUSPENDED TRADING',
] as const;

export type LenderStatus = (typeof lenderStatuses)[number];

/** PENDING reads Provisional and a missing status reads Not set. */
export function lenderStatusLabel(status: LenderStatus | null): string {
  if (status === null) return 'Not set';
  return status === 'PENDING' ? 'Provisional' : status;
}
