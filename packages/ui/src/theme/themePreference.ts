import { useCallback, useSyncExternalStore } from 'react';
import { themeNames, type ThemeName } from './themes.css';

/** A person's choice of theme: one of the themes, or whatever their device asks for. */
export type ThemePreference = 'system' | ThemeName;

export const themePreferences: readonly ThemePreference[] = ['system', ...themeNames];

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (themePreferences as readonly string[]).includes(value);
}

/** The device settings a 'system' preference follows, strongest first. */
const systemQueries: readonly { query: string; theme: ThemeName }[] = [
  { query: '(prefers-contrast: more)', theme: 'highContrast' },
  { query: '(prefers-color-scheme: dark)', theme: 'dark' },
];

/** The theme the device asks for now: high contrast, dark, or light when it asks for neither. */
export function systemTheme(): ThemeName {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'light';
  return systemQueries.find(({ query }) => window.matchMedia(query).matches)?.theme ?? 'light';
}

function subscribeToSystemTheme(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const lists = systemQueries.map(({ query }) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

/**
 * The theme to show for a preference; 'system' follows the device and changes with it while the
 * page is open.
 */
export function useResolvedTheme(preference: ThemePreference): ThemeName {
  const followed = useSyncExternalStore(
    useCallback(
      (onChange: () => void) =>
        preference === 'system' ? subscribeToSystemTheme(onChange) : () => {},
      [preference],
    ),
    () => (preference === 'system' ? systemTheme() : preference),
    () => (preference === 'system' ? 'light' : preference),
  );
  return followed;
}
