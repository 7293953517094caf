import { makeCreditPolicy } from '@backoffice/api-client/mocks';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { policyValidationMessages } from '../../model/policy/schemas';
import { usePolicyDraft } from './usePolicyDraft';

describe('usePolicyDraft', () => {
  it('starts from the saved policy with no changes', () => {
    const saved = makeCreditPolicy();
    const { result } = renderHook(() => usePolicyDraft(saved));
    expect(result.current.draft.name).toBe('Standard retail');
    expect(result.current.hasChanges).toBe(false);
  });

  it("shows the name's message after a refused save, and clears it when the name changes", () => {
    const saved = makeCreditPolicy();
    const { result } = renderHook(() => usePolicyDraft(saved));
    act(() => result.current.setName(''));
    expect(result.current.hasChanges).toBe(true);
    let policy: unknown;
    act(() => {
      policy = result.current.validate();
    });
    expect(policy).toBeNull();
    expect(result.current.nameError).toBe(policyValidationMessages.nameRequired);
    act(() => result.current.setName('Prime'));
    expect(result.current.nameError).toBeNull();
  });

  it('gives the policy to send when the schema accepts it', () => {
    const saved = makeCreditPolicy();
    const { result } = renderHook(() => usePolicyDraft(saved));
    act(() => result.current.setRegulated(false));
    let policy: unknown;
    act(() => {
      policy = result.current.validate();
    });
    expect(policy).toMatchObject({ name: 'Standard retail', regulated: false });
  });

  it('replaces the draft when a new save of the policy arrives', () => {
    const { result, rerender } = renderHook(({ saved }) => usePolicyDraft(saved), {
      initialProps: { saved: makeCreditPolicy() },
    });
    act(() => result.current.setName('Edited'));
    rerender({ saved: makeCreditPolicy({ name: 'Restored', version: 2 }) });
    expect(result.current.draft.name).toBe('Restored');
    expect(result.current.hasChanges).toBe(false);
  });

  it('takes a restored version as the draft, and goes back to the saved policy', () => {
    const saved = makeCreditPolicy();
    const { result } = renderHook(() => usePolicyDraft(saved));
    act(() => result.current.replaceDraft(makeCreditPolicy({ name: 'Version 1', version: 1 })));
    expect(result.current.draft.name).toBe('Version 1');
    expect(result.current.hasChanges).toBe(true);
    act(() => result.current.replaceDraft(saved));
    expect(result.current.hasChanges).toBe(false);
  });
});
