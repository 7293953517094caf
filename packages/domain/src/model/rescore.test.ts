import { describe, expect, it } from 'vitest';
import { rescoreRefusal } from './rescore';

describe('rescoreRefusal', () => {
  const open = { status: 'REFER', manualDecision: null, hasCreditPolicy: true };

  it('offers a re-score while a credit policy decides the status', () => {
    for (const status of ['ACCEPT', 'DECLINE', 'REFER', 'ACTION-CUSTOMER', 'ACTION-LENDER']) {
      expect(rescoreRefusal({ ...open, status })).toBeNull();
    }
  });

  it('refuses once an underwriter has decided, whatever the status', () => {
    expect(
      rescoreRefusal({
        ...open,
        status: 'REFER',
        manualDecision: { status: 'ACCEPT', timestamp: '2026-11-24T10:00:00.000Z' },
      }),
    ).toBe(
      'This application was underwritten manually to ACCEPT. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.',
    );
  });

  it('refuses without a credit policy and past the decision', () => {
    expect(rescoreRefusal({ ...open, hasCreditPolicy: false })).toBe(
      'This application has no credit policy to re-score it with.',
    );
    expect(rescoreRefusal({ ...open, status: 'COMPLETE' })).toBe(
      'An application in status COMPLETE is past its credit decision, so it is not re-scored.',
    );
  });
});
