import { isThemePreference, type ThemePreference } from '@backoffice/ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

const storageKey = 'backoffice.theme-preference';

/** The theme is a choice of the device, not of the account: it is kept in this browser only. */
function readStoredPreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(storageKey);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

interface ThemePreferenceValue {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

const ThemePreferenceContext = createContext<ThemePreferenceValue>({
  preference: 'system',
  setPreference: () => {},
});

export function useThemePreference(): ThemePreferenceValue {
  return useContext(ThemePreferenceContext);
}

/** The person's theme choice for every screen, the sign-in page included. */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const [preference, setStoredPreference] = useState(readStoredPreference);
  const setPreference = useCallback((next: ThemePreference) => {
    setStoredPreference(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // Private browsing may refuse storage; the choice then lasts until the page is left.
    }
  }, []);
  const value = useMemo(() => ({ preference, setPreference }), [preference, setPreference]);
  return (
    <ThemePreferenceContext.Provider value={value}>{children}</ThemePreferenceContext.Provider>
  );
}
