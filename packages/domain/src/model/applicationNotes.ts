import { isApplicationStatus, type ApplicationStatus } from './statuses';

/**
 * Which credit applications take notes (credit-applications-and-policies.md, section 4): every
 * listed status except NO-DECISION, VERIFIED, SUBMITTED and INSPECT, and never a declined one.
 */
const statusesWithoutNotes: readonly string[] = [
  'NO-DECISION',
  'VERIFIED',
  'SUBMITTED',
  'INSPECT',
] satisfies ApplicationStatus[];

export const NOTES_DISABLED_FOR_DECLINED = 'Adding notes is disabled for declined applications.';

/** Why a note cannot be added to an application in this status, or null when it can. */
export function noteRefusal(status: string): string | null {
  if (status === 'DECLINE') return NOTES_DISABLED_FOR_DECLINED;
  if (!isApplicationStatus(status) || statusesWithoutNotes.includes(status)) {
    return `Adding notes is disabled for applications in status ${status}.`;
  }
  return null;
}
