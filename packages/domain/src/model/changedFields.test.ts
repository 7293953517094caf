import { describe, expect, it } from 'vitest';
import { changedFields, hasChanges, trimText } from './changedFields';

describe('changedFields', () => {
  const saved = {
    name: 'Acme Furniture',
    registration_number: '01234567' as string | null,
    address: {
      address_line_1: '1 High Street',
      address_line_2: null as string | null,
      post_code: 'LS1 1AA',
    },
    tags: ['a', 'b'],
  };

  it('is empty when nothing changed', () => {
    expect(changedFields(saved, structuredClone(saved))).toEqual({});
    expect(hasChanges(changedFields(saved, structuredClone(saved)))).toBe(false);
  });

  it('keeps only the changed top-level fields', () => {
    expect(changedFields(saved, { ...saved, name: 'Acme Beds' })).toEqual({ name: 'Acme Beds' });
  });

  it('keeps only the changed fields of a nested object', () => {
    const draft = { ...saved, address: { ...saved.address, post_code: 'LS2 2BB' } };
    expect(changedFields(saved, draft)).toEqual({ address: { post_code: 'LS2 2BB' } });
  });

  it('sends an array whole when any item differs', () => {
    expect(changedFields(saved, { ...saved, tags: ['a', 'c'] })).toEqual({ tags: ['a', 'c'] });
  });

  it('counts a cleared value (null) as a change', () => {
    expect(changedFields(saved, { ...saved, registration_number: null })).toEqual({
      registration_number: null,
    });
  });

  it('looks only at the keys asked for', () => {
    const draft = { ...saved, name: 'Other', registration_number: '9' };
    expect(changedFields(saved, draft, { keys: ['registration_number'] })).toEqual({
      registration_number: '9',
    });
  });

  it('compares and sends normalised values, so added spaces change nothing', () => {
    expect(
      changedFields(saved, { ...saved, name: ' Acme Furniture ' }, { normalise: trimText }),
    ).toEqual({});
    expect(
      changedFields(saved, { ...saved, name: ' Acme Beds ' }, { normalise: trimText }),
    ).toEqual({
      name: 'Acme Beds',
    });
  });

  it('sends a nested object whole when it was missing before', () => {
    const before = { bank: null as { name: string } | null };
    expect(changedFields(before, { bank: { name: 'Barclays' } })).toEqual({
      bank: { name: 'Barclays' },
    });
  });
});
