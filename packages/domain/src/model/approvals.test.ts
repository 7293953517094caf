import { describe, expect, it } from 'vitest';
import {
  approvalChangeTexts,
  approvalDecisionBlock,
  approvalSubjectLabel,
  approvalTextProblem,
  describeApprovalChange,
  isDeclineOverride,
  pendingRequestOf,
  type ApprovalRequestLike,
} from './approvals';

const before = {
  name: 'Standard retail',
  regulated: true,
  stages: [{ order: 1, hard_search: false, modules: [{ module_id: 7 }] }],
};
const request = (overrides: Partial<ApprovalRequestLike> = {}): ApprovalRequestLike => ({
  status: 'pending',
  submitted_by: { user_id: 2, username: 'lender' },
  change: { kind: 'credit_policy', before, after: { ...before, name: 'Stricter' } },
  ...overrides,
});
const checker = { userId: 5, permissions: new Set(['200:40']) };

describe('approvalDecisionBlock', () => {
  it('lets another person with the approve permission decide a pending request', () => {
    expect(approvalDecisionBlock(request(), checker)).toBeNull();
  });

  it('never lets the maker decide their own request, even with the permission', () => {
    expect(approvalDecisionBlock(request(), { ...checker, userId: 2 })).toBe(
      'You submitted this change, so another person must approve or reject it.',
    );
  });

  it('needs the approve permission', () => {
    expect(approvalDecisionBlock(request(), { userId: 5, permissions: new Set(['200:8']) })).toBe(
      'Another person with the approve permission decides this request.',
    );
  });

  it('refuses a decided request', () => {
    expect(approvalDecisionBlock(request({ status: 'approved' }), checker)).toBe(
      'This request has been decided.',
    );
  });
});

describe('approvalTextProblem', () => {
  it('needs more than spaces and at most 1,000 characters', () => {
    expect(approvalTextProblem('   ')).toBe('Enter a reason.');
    expect(approvalTextProblem('x'.repeat(1001))).toBe('Use at most 1000 characters.');
    expect(approvalTextProblem('Thin files refer')).toBeNull();
  });
});

describe('pendingRequestOf', () => {
  it('finds the pending request among decided ones', () => {
    const pending = request();
    expect(pendingRequestOf([request({ status: 'rejected' }), pending])).toBe(pending);
    expect(pendingRequestOf([request({ status: 'approved' })])).toBeUndefined();
  });
});

describe('describeApprovalChange', () => {
  it('says what a policy change does, as the versions comparison does', () => {
    expect(describeApprovalChange(request().change)).toEqual([
      'Renamed from "Standard retail" to "Stricter".',
    ]);
  });

  it('gives both sides as JSON text for the line-by-line comparison', () => {
    const texts = approvalChangeTexts(request().change);
    expect(JSON.parse(texts!.before)).toEqual(before);
    expect(JSON.parse(texts!.after).name).toBe('Stricter');
  });

  it('says which decision overrides the engine’s DECLINE', () => {
    expect(
      describeApprovalChange({
        kind: 'decline_override',
        before: { status: 'DECLINE' },
        after: { status: 'ACCEPT' },
      }),
    ).toEqual(["Overrides the credit policy's DECLINE: DECLINE becomes ACCEPT."]);
  });

  it('names each identity field with its values, or only the field when they are withheld', () => {
    const change = {
      kind: 'consumer_identity' as const,
      fields: ['surname', 'middle_name'] as const,
      before: { surname: 'Smith', middle_name: null },
      after: { surname: 'Smith-Jones', middle_name: 'Ann' },
    };
    expect(describeApprovalChange(change)).toEqual([
      'Surname: “Smith” becomes “Smith-Jones”.',
      'Middle name: empty becomes “Ann”.',
    ]);
    const withheld = { ...change, before: null, after: null };
    expect(describeApprovalChange(withheld)).toEqual(['Surname changes.', 'Middle name changes.']);
    expect(approvalChangeTexts(withheld)).toBeNull();
  });
});

describe('isDeclineOverride', () => {
  it('holds only an ACCEPT over the engine’s DECLINE', () => {
    expect(isDeclineOverride('DECLINE', 'ACCEPT')).toBe(true);
    expect(isDeclineOverride('DECLINE', 'DECLINE')).toBe(false);
    expect(isDeclineOverride('REFER', 'ACCEPT')).toBe(false);
    expect(isDeclineOverride(null, 'ACCEPT')).toBe(false);
  });
});

describe('approvalSubjectLabel', () => {
  it('names an application by its id and a policy by its name and id', () => {
    expect(
      approvalSubjectLabel({
        subject_id: 1042,
        subject_name: 'Credit application 1042',
        change: { kind: 'decline_override' },
      }),
    ).toBe('Credit application 1042');
    expect(
      approvalSubjectLabel({
        subject_id: 12,
        subject_name: 'Standard',
        change: { kind: 'credit_policy' },
      }),
    ).toBe('Standard (12)');
  });
});
