import {
  isApplicationStatus,
  merchantAccountStatuses,
  type ApplicationStatus,
  type MerchantAccountStatus,
} from '../../model/statuses';
import type { Tone } from '@backoffice/ui';

/**
 * How each application status reads at a glance. The tones agree with the policy builder's
 * decision tones (ACCEPT positive, DECLINE critical, REFER caution, ACTION-* info).
 */
export const applicationStatusTones: Record<ApplicationStatus, Tone> = {
  ACCEPT: 'positive',
  'PRE-APPROVE': 'positive',
  VERIFIED: 'positive',
  ATB: 'positive',
  COMPLETE: 'positive',
  FULFILLED: 'positive',
  SUCCESS: 'positive',
  DECLINE: 'critical',
  PREDECLINE: 'critical',
  ERROR: 'critical',
  REFER: 'caution',
  INFO: 'caution',
  AMENDED: 'caution',
  INSPECT: 'caution',
  'ACTION-RETAILER': 'caution',
  'ACTION-CUSTOMER': 'info',
  'ACTION-LENDER': 'info',
  SUBMITTED: 'info',
  RESUBMITTED: 'info',
  CANCEL: 'neutral',
  'NO-DECISION': 'neutral',
  UNKNOWN: 'neutral',
};

/** An unrecognised status is neutral, like UNKNOWN. */
export function applicationStatusTone(status: string): Tone {
  return isApplicationStatus(status) ? applicationStatusTones[status] : 'neutral';
}

/**
 * How each merchant account status reads: trading is positive, on the way to trading is info,
 * held back is caution, closed is critical.
 */
export const merchantAccountStatusTones: Record<MerchantAccountStatus, Tone> = {
  live: 'positive',
  provisional: 'info',
  application: 'info',
  pending: 'info',
  test: 'neutral',
  suspended: 'caution',
  'suspended-trading': 'caution',
  'suspended-settlement': 'caution',
  terminated: 'critical',
  deleted: 'critical',
  declined: 'critical',
  rejected: 'critical',
};

export function merchantAccountStatusTone(status: string): Tone {
  return (merchantAccountStatuses as readonly string[]).includes(status)
    ? merchantAccountStatusTones[status as MerchantAccountStatus]
    : 'neutral';
}
