import { describe, expect, it } from 'vitest';
import { errorMessageOf, genericFailureMessage } from './errorMessage';

describe('errorMessageOf', () => {
  it("shows an error's own message", () => {
    expect(errorMessageOf(new Error('The view name is taken.'))).toBe('The view name is taken.');
  });

  it('shows the generic message for an error without a message', () => {
    expect(errorMessageOf(new Error(''))).toBe(genericFailureMessage);
  });

  it('shows the generic message for something thrown that is not an error', () => {
    expect(errorMessageOf('offline')).toBe(genericFailureMessage);
    expect(errorMessageOf(undefined)).toBe(genericFailureMessage);
  });
});
