/**
 * Four-eyes approval (maker–checker): a change to a saved credit policy or module, an
 * underwriting decision overriding the engine's DECLINE, and a consumer edit of identity fields
 * wait as a request until a second person approves it (ADR 0051, ADR 0070). These are the rules
 * the console shows; the server enforces the same ones.
 */
import { PERMISSIONS } from './permissions';
import { applicationStatusLabel } from './statuses';
import {
  describeModuleChanges,
  describePolicyChanges,
  type ModuleSnapshot,
  type PolicySnapshot,
} from './policy/versionChanges';

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** The consumer fields that identify the person: a change to them waits for approval. */
export const consumerIdentityFields = [
  'forename',
  'middle_name',
  'surname',
  'date_of_birth',
] as const;
export type ConsumerIdentityField = (typeof consumerIdentityFields)[number];
export type ConsumerIdentityValues = Partial<Record<ConsumerIdentityField, string | null>>;

export const consumerIdentityFieldLabels: Record<ConsumerIdentityField, string> = {
  forename: 'First name',
  middle_name: 'Middle name',
  surname: 'Surname',
  date_of_birth: 'Date of birth',
};

/** The spec's words for personal data the user may not see. */
export const DATA_PROTECTION_MESSAGE =
  'This data is inaccessible due to data protection regulations';

/**
 * Whether an underwriting decision overrides the engine's DECLINE (the status of the current
 * decision log) by granting the credit, and so waits for a second person's approval.
 */
export function isDeclineOverride(engineDecision: string | null | undefined, status: string) {
  return engineDecision === 'DECLINE' && status === 'ACCEPT';
}

/** The parts of a request the rules read, as the contract's ApprovalRequest has them. */
export interface ApprovalRequestLike {
  status: ApprovalStatus;
  submitted_by: { user_id: number; username: string };
  change:
    | { kind: 'credit_policy'; before: PolicySnapshot; after: PolicySnapshot }
    | { kind: 'credit_policy_module'; before: ModuleSnapshot; after: ModuleSnapshot }
    | { kind: 'decline_override'; before: { status: string }; after: { status: string } }
    | {
        kind: 'consumer_identity';
        fields: readonly ConsumerIdentityField[];
        before: ConsumerIdentityValues | null;
        after: ConsumerIdentityValues | null;
      };
}

/** The kinds whose record is a credit application rather than a versioned policy or module. */
export const applicationApprovalKinds = ['decline_override', 'consumer_identity'] as const;

export function isApplicationApproval(kind: ApprovalRequestLike['change']['kind']) {
  return (applicationApprovalKinds as readonly string[]).includes(kind);
}

/** The record a request changes, as lists and headings name it. */
export function approvalSubjectLabel(request: {
  subject_id: number;
  subject_name: string;
  change: { kind: ApprovalRequestLike['change']['kind'] };
}): string {
  return isApplicationApproval(request.change.kind)
    ? request.subject_name
    : `${request.subject_name} (${request.subject_id})`;
}

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const approvalStatusTones = {
  pending: 'caution',
  approved: 'positive',
  rejected: 'critical',
} as const satisfies Record<ApprovalStatus, string>;

export const approvalKindLabels: Record<ApprovalRequestLike['change']['kind'], string> = {
  credit_policy: 'Credit policy',
  credit_policy_module: 'Policy module',
  decline_override: 'Decline override',
  consumer_identity: 'Consumer identity',
};

/** Longest reason or comment, as the contract allows. */
export const APPROVAL_TEXT_MAX = 1000;

/** A reason or comment is needed: something other than spaces, within the limit. */
export function approvalTextProblem(text: string): string | null {
  if (text.trim() === '') return 'Enter a reason.';
  if (text.length > APPROVAL_TEXT_MAX) return `Use at most ${APPROVAL_TEXT_MAX} characters.`;
  return null;
}

/**
 * Why the signed-in user may not decide `request`, or null when they may: it must be pending,
 * they need the approve permission, and the maker never decides their own request.
 */
export function approvalDecisionBlock(
  request: ApprovalRequestLike,
  user: { userId: number; permissions: ReadonlySet<string> },
): string | null {
  if (request.status !== 'pending') return 'This request has been decided.';
  if (!user.permissions.has(PERMISSIONS.approveChanges)) {
    return 'Another person with the approve permission decides this request.';
  }
  if (request.submitted_by.user_id === user.userId) {
    return 'You submitted this change, so another person must approve or reject it.';
  }
  return null;
}

/** The record's pending request among its requests, if one waits. */
export function pendingRequestOf<Request extends { status: ApprovalStatus }>(
  requests: readonly Request[],
): Request | undefined {
  return requests.find((request) => request.status === 'pending');
}

/** What the change does, in the author's words, as the versions comparison says it. */
export function describeApprovalChange(
  change: ApprovalRequestLike['change'],
  moduleNames: ReadonlyMap<number, string> = new Map(),
): string[] {
  switch (change.kind) {
    case 'credit_policy':
      return describePolicyChanges(change.before, change.after, moduleNames);
    case 'credit_policy_module':
      return describeModuleChanges(change.before, change.after);
    case 'decline_override':
      return [
        `Overrides the credit policy's DECLINE: ${applicationStatusLabel(change.before.status)} becomes ${applicationStatusLabel(change.after.status)}.`,
      ];
    case 'consumer_identity':
      return change.fields.map((field) => {
        const label = consumerIdentityFieldLabels[field];
        if (!change.before || !change.after) return `${label} changes.`;
        return `${label}: ${shownValue(change.before[field])} becomes ${shownValue(change.after[field])}.`;
      });
  }
}

const shownValue = (value: string | null | undefined) => (value ? `“${value}”` : 'empty');

/**
 * The record before and after the change as text, for the line-by-line comparison; null when
 * the values are personal data the user may not see.
 */
export function approvalChangeTexts(
  change: ApprovalRequestLike['change'],
): { before: string; after: string } | null {
  if (change.before === null || change.after === null) return null;
  return {
    before: JSON.stringify(change.before, null, 2),
    after: JSON.stringify(change.after, null, 2),
  };
}

const approvalTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

/** When a request was submitted or decided, as UK staff read it: "27 Nov 2026, 09:30". */
export function formatApprovalTime(value: string): string {
  return approvalTime.format(new Date(value));
}
