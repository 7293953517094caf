import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, pageOf } from './contract';
import {
  applyCreditPolicyChange,
  makeCreditPolicy,
  type CreditPolicyMockStore,
} from './creditPolicies';
import {
  applyCreditPolicyModuleChange,
  type CreditPolicyModuleMockStore,
} from './creditPolicyModules';

type Schemas = components['schemas'];
type ApprovalRequest = Schemas['ApprovalRequest'];
type ApprovalPerson = Schemas['ApprovalPerson'];
type CreditPolicyInput = Schemas['CreditPolicyInput'];
type CreditPolicyModuleInput = Schemas['CreditPolicyModuleInput'];

const policyBefore = (): CreditPolicyInput => {
  const { name, lender_id, regulated, stages } = makeCreditPolicy();
  return { name, lender_id, regulated, stages };
};

/** A pending request to change the default mock policy: Stage 2 gains module 9, and a rename. */
export function makeApprovalRequest(overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  const before = policyBefore();
  return {
    approval_request_id: 31,
    subject_id: 12,
    subject_name: before.name,
    lender_id: before.lender_id,
    base_version: 1,
    status: 'pending',
    reason: 'Refer thin-file applicants instead of accepting them.',
    submitted_by: { user_id: 2, username: 'lender' },
    submitted_at: '2026-11-27T09:30:00Z',
    decided_by: null,
    decided_at: null,
    comment: null,
    change: {
      kind: 'credit_policy',
      before,
      after: {
        ...before,
        name: 'Standard retail (thin file)',
        stages: [before.stages[0]!, { ...before.stages[1]!, modules: [{ module_id: 9 }] }],
      },
    },
    ...overrides,
  };
}

/** A pending underwriting decision accepting application 1042 over the engine's DECLINE. */
export function makeDeclineOverrideRequest(
  overrides: Partial<ApprovalRequest> = {},
): ApprovalRequest {
  return makeApprovalRequest({
    approval_request_id: 41,
    subject_id: 1042,
    subject_name: 'Credit application 1042',
    base_version: null,
    reason: 'Income verified by payslips: the bureau holds an old address.',
    submitted_by: { user_id: 1, username: 'admin' },
    change: {
      kind: 'decline_override',
      before: { status: 'DECLINE' },
      after: { status: 'ACCEPT' },
    },
    ...overrides,
  });
}

/** A pending change of application 1042's consumer's surname and date of birth. */
export function makeConsumerIdentityRequest(
  overrides: Partial<ApprovalRequest> = {},
): ApprovalRequest {
  return makeApprovalRequest({
    approval_request_id: 42,
    subject_id: 1042,
    subject_name: 'Credit application 1042',
    base_version: null,
    reason: 'Married name and corrected birth date, seen on her passport.',
    submitted_by: { user_id: 1, username: 'admin' },
    change: {
      kind: 'consumer_identity',
      fields: ['surname', 'date_of_birth'],
      before: { surname: 'Smith', date_of_birth: '1985-03-12' },
      after: { surname: 'Smith-Jones', date_of_birth: '1985-03-21' },
    },
    ...overrides,
  });
}

/** The same request once `checker` decided it. */
export function decidedApprovalRequest(
  request: ApprovalRequest,
  status: 'approved' | 'rejected',
  checker: ApprovalPerson = { user_id: 5, username: 'checker' },
  comment = status === 'approved' ? 'Agreed with credit risk.' : 'Too loose for thin files.',
): ApprovalRequest {
  return {
    ...request,
    status,
    decided_by: checker,
    decided_at: '2026-11-27T11:05:00Z',
    comment,
    ...(status === 'approved' && request.base_version !== null
      ? { applied_version: request.base_version + 1 }
      : {}),
  };
}

export interface ApprovalMockStore {
  requests: ApprovalRequest[];
  /** Who the handlers act for: their own requests are refused (403) as the server does. */
  signedInUser: ApprovalPerson;
  /** Where an approved change is applied, when the story or test shows the record. */
  policies?: CreditPolicyMockStore;
  modules?: CreditPolicyModuleMockStore;
}

export function createApprovalStore(options: Partial<ApprovalMockStore> = {}): ApprovalMockStore {
  return {
    requests: structuredClone(options.requests ?? [makeApprovalRequest()]),
    signedInUser: options.signedInUser ?? { user_id: 5, username: 'checker' },
    policies: options.policies,
    modules: options.modules,
  };
}

const pendingFirst = (a: ApprovalRequest, b: ApprovalRequest) =>
  Number(a.status !== 'pending') - Number(b.status !== 'pending') ||
  (a.status === 'pending'
    ? a.submitted_at.localeCompare(b.submitted_at)
    : (b.decided_at ?? '').localeCompare(a.decided_at ?? ''));

/**
 * msw handlers for the approval calls, answering from `store` as the server does: the lists
 * (pending oldest first), one request, submitting a policy or module change (409 while one is
 * pending), and approving or rejecting (403 for the maker, 409 once decided); an approved
 * change is applied to the policy or module store.
 */
export function approvalHandlers(store: ApprovalMockStore = createApprovalStore()) {
  const find = (id: unknown) =>
    store.requests.find((request) => request.approval_request_id === Number(id));
  const listOf = (requests: ApprovalRequest[], url: URL) =>
    HttpResponse.json(pageOf([...requests].sort(pendingFirst), url));
  const submitted = (
    change: ApprovalRequest['change'],
    subject: { id: number; name: string; lenderId: number | null; version: number | null },
    reason: string,
  ) => {
    const pending = store.requests.some(
      (request) =>
        request.status === 'pending' &&
        request.change.kind === change.kind &&
        request.subject_id === subject.id,
    );
    if (pending) {
      return errorJson(
        409,
        'ERR_CONFLICT',
        'This record already has a change waiting for approval.',
      );
    }
    const request: ApprovalRequest = {
      approval_request_id: Math.max(0, ...store.requests.map((r) => r.approval_request_id)) + 1,
      subject_id: subject.id,
      subject_name: subject.name,
      lender_id: subject.lenderId,
      base_version: subject.version,
      status: 'pending',
      reason,
      submitted_by: store.signedInUser,
      submitted_at: '2026-11-28T09:00:00Z',
      decided_by: null,
      decided_at: null,
      comment: null,
      change,
    };
    store.requests.push(request);
    return HttpResponse.json(request, { status: 201 });
  };
  const decide = async (
    params: { approvalId?: unknown },
    request: Request,
    status: 'approved' | 'rejected',
  ) => {
    const found = find(params.approvalId);
    if (!found) return errorJson(404, 'ERR_NOT_FOUND', 'Approval request not found.');
    if (found.submitted_by.user_id === store.signedInUser.user_id) {
      return errorJson(
        403,
        'ERR_FORBIDDEN',
        'You cannot decide your own request: another person must check it.',
      );
    }
    if (found.status !== 'pending') {
      return errorJson(409, 'ERR_CONFLICT', 'This request has already been decided.');
    }
    const { comment } = (await request.json()) as { comment: string };
    if (status === 'approved') {
      if (found.change.kind === 'credit_policy' && store.policies) {
        applyCreditPolicyChange(store.policies, found.subject_id, found.change.after);
      }
      if (found.change.kind === 'credit_policy_module' && store.modules) {
        applyCreditPolicyModuleChange(store.modules, found.subject_id, found.change.after);
      }
    }
    const decided = decidedApprovalRequest(found, status, store.signedInUser, comment);
    store.requests = store.requests.map((r) => (r === found ? decided : r));
    return HttpResponse.json(decided);
  };

  return [
    http.get(apiUrl('/approvals'), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      return listOf(
        store.requests.filter((r) => !status || r.status === status),
        url,
      );
    }),
    http.get(apiUrl('/approvals/credit-policies/{policyId}'), ({ params, request }) =>
      listOf(
        store.requests.filter(
          (r) => r.change.kind === 'credit_policy' && r.subject_id === Number(params.policyId),
        ),
        new URL(request.url),
      ),
    ),
    http.get(apiUrl('/approvals/credit-policy-modules/{moduleId}'), ({ params, request }) =>
      listOf(
        store.requests.filter(
          (r) =>
            r.change.kind === 'credit_policy_module' && r.subject_id === Number(params.moduleId),
        ),
        new URL(request.url),
      ),
    ),
    http.post(apiUrl('/approvals/credit-policies/{policyId}'), async ({ params, request }) => {
      const body = (await request.json()) as { reason: string; policy: CreditPolicyInput };
      const current = store.policies?.policies.find(
        (p) => p.credit_policy_id === Number(params.policyId),
      ) ?? { ...makeCreditPolicy(), credit_policy_id: Number(params.policyId) };
      const { name, lender_id, regulated, stages } = current;
      return submitted(
        {
          kind: 'credit_policy',
          before: { name, lender_id, regulated, stages },
          after: body.policy,
        },
        { id: current.credit_policy_id, name, lenderId: lender_id, version: current.version },
        body.reason,
      );
    }),
    http.post(
      apiUrl('/approvals/credit-policy-modules/{moduleId}'),
      async ({ params, request }) => {
        const body = (await request.json()) as { reason: string; module: CreditPolicyModuleInput };
        const current = store.modules?.modules.find((m) => m.module_id === Number(params.moduleId));
        if (!current) return errorJson(404, 'ERR_NOT_FOUND', 'Credit policy module not found.');
        const { name, lender_id, rules } = current;
        return submitted(
          { kind: 'credit_policy_module', before: { name, lender_id, rules }, after: body.module },
          { id: current.module_id, name, lenderId: lender_id, version: current.version },
          body.reason,
        );
      },
    ),
    http.get(apiUrl('/approvals/{approvalId}'), ({ params }) => {
      const found = find(params.approvalId);
      return found
        ? HttpResponse.json(found)
        : errorJson(404, 'ERR_NOT_FOUND', 'Approval request not found.');
    }),
    http.post(apiUrl('/approvals/{approvalId}/approve'), ({ params, request }) =>
      decide(params, request, 'approved'),
    ),
    http.post(apiUrl('/approvals/{approvalId}/reject'), ({ params, request }) =>
      decide(params, request, 'rejected'),
    ),
  ];
}
