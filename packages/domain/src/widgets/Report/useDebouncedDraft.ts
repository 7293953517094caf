import { useEffect, useState } from 'react';

/**
 * A value the user edits locally and that is committed after a pause; a new value from outside
 * (a Reset, a URL change) replaces the draft.
 */
export function useDebouncedDraft<T>(
  value: T,
  commit: (draft: T) => void,
  delayMs: number,
  isSame: (a: T, b: T) => boolean = Object.is,
) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (!isSame(value, lastValue)) {
    setLastValue(value);
    setDraft(value);
  }
  useEffect(() => {
    if (isSame(draft, lastValue)) return;
    const timer = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, lastValue, commit, delayMs, isSame]);
  return [draft, setDraft] as const;
}
