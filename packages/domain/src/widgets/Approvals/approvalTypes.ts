import type { ApprovalRequestLike } from '../../model/approvals';

/** Structurally the contract's ApprovalRequest: the fields the approval widgets draw. */
export interface ApprovalRequestView extends ApprovalRequestLike {
  approval_request_id: number;
  subject_id: number;
  subject_name: string;
  /** null for an application's change, which has no versions. */
  base_version: number | null;
  reason: string;
  submitted_at: string;
  decided_by: { user_id: number; username: string } | null;
  decided_at: string | null;
  comment: string | null;
}
