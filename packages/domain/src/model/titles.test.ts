import { describe, expect, it } from 'vitest';
import { contactTitles } from './merchants';
import { personTitles } from './titles';

describe('personTitles', () => {
  it('offers exactly Mr, Mrs, Ms, Miss, Dr and Sir, and merchant contacts reuse it', () => {
    expect(personTitles).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Sir']);
    expect(contactTitles).toBe(personTitles);
  });
});
