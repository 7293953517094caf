import { describe, expect, it } from 'vitest';
import {
  checkNewCreditPolicy,
  checkNewModule,
  isNewModuleDraft,
  newDraftLender,
} from './newDrafts';

describe('checkNewCreditPolicy', () => {
  it('gives the draft the create view starts from: trimmed name, no stages', () => {
    expect(
      checkNewCreditPolicy({ name: '  Summer 2026 ', lender_id: 4, regulated: false }),
    ).toEqual({
      draft: { name: 'Summer 2026', lender_id: 4, regulated: false, stages: [] },
      errors: {},
    });
  });

  it('names each missing field with the shared message, and gives no draft', () => {
    expect(checkNewCreditPolicy({ name: ' ', lender_id: null, regulated: true })).toEqual({
      draft: null,
      errors: { name: 'Name is required.', lender_id: 'Lender id is required.' },
    });
  });

  it('refuses a name over 200 characters', () => {
    expect(
      checkNewCreditPolicy({ name: 'x'.repeat(201), lender_id: 2, regulated: true }).errors,
    ).toEqual({ name: 'Name must be 200 characters or fewer.' });
  });
});

describe('checkNewModule', () => {
  it('gives a trimmed draft once a name and a lender are there', () => {
    expect(checkNewModule({ name: ' Income checks ', lender_id: 6 })).toEqual({
      draft: { name: 'Income checks', lender_id: 6 },
      errors: {},
    });
  });

  it("says 'Lender is required.' until a lender is chosen", () => {
    expect(checkNewModule({ name: 'Income checks', lender_id: null })).toEqual({
      draft: null,
      errors: { lender_id: 'Lender is required.' },
    });
  });

  it('keeps one message per field', () => {
    expect(checkNewModule({ name: '', lender_id: null }).errors).toEqual({
      name: 'Name is required.',
      lender_id: 'Lender is required.',
    });
  });
});

describe('newDraftLender', () => {
  const offered = [{ lender_id: 2 }, { lender_id: 4 }];

  it('is the chosen lender for staff, or none yet', () => {
    expect(newDraftLender(offered, false, 4)).toBe(4);
    expect(newDraftLender(offered, false, null)).toBeNull();
  });

  it("is a lender user's own lender, the one the server offers, whatever was chosen", () => {
    expect(newDraftLender([{ lender_id: 6 }], true, 4)).toBe(6);
  });

  it('is none for a lender user while the lenders load, or when none is offered', () => {
    expect(newDraftLender(undefined, true, null)).toBeNull();
    expect(newDraftLender([], true, null)).toBeNull();
  });
});

describe('isNewModuleDraft', () => {
  it('knows the state New Module navigates with', () => {
    expect(isNewModuleDraft({ name: 'Income checks', lender_id: 6 })).toBe(true);
  });

  it('refuses what a reload or a typed address brings', () => {
    for (const state of [null, undefined, 'draft', { name: 'Income checks' }, { lender_id: 6 }]) {
      expect(isNewModuleDraft(state)).toBe(false);
    }
    expect(isNewModuleDraft({ name: 'Income checks', lender_id: '6' })).toBe(false);
  });
});
