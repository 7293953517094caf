import { useSyncExternalStore } from 'react';
import type { ThemeName } from '@backoffice/ui';

/**
 * The theme the browser tests switch a played story to, so that one render is checked in every
 * theme (docs/adr/0072-every-theme-on-one-render.md). Unset, a story shows the toolbar's theme.
 */
let themeUnderTest: ThemeName | undefined;
const listeners = new Set<() => void>();

export function setThemeUnderTest(theme: ThemeName | undefined) {
  themeUnderTest = theme;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useThemeUnderTest(): ThemeName | undefined {
  return useSyncExternalStore(subscribe, () => themeUnderTest);
}
