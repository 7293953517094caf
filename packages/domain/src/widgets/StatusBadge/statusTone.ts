import { isApplicationStatus, type ApplicationStatus } from '../../model/statuses';
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
