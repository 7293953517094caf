import { ConfirmDialog } from '@backoffice/ui';
import { useCallback, useRef, type ReactElement } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';

export interface UnsavedChangesGuard {
  /** The question 'Are you sure you want to discard these changes?', to render in the page. */
  prompt: ReactElement;
  /**
   * While allowed, leaving is not asked about: allow it around a save whose success navigates
   * (create → detail, delete → list), so the page's own navigation is not mistaken for leaving.
   */
  allowLeaving: (isAllowed: boolean) => void;
}

/**
 * Asks before unsaved changes are lost: an in-app navigation to another page is held until the
 * user chooses Discard (leave) or Cancel (stay), and a reload or close gets the browser's own
 * question. Every editor with a draft uses this one guard.
 */
export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): UnsavedChangesGuard {
  const isLeavingAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isLeavingAllowed.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload((event) => {
    if (hasUnsavedChanges && !isLeavingAllowed.current) event.preventDefault();
  });
  const allowLeaving = useCallback((isAllowed: boolean) => {
    isLeavingAllowed.current = isAllowed;
  }, []);
  return {
    prompt: (
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    ),
    allowLeaving,
  };
}
