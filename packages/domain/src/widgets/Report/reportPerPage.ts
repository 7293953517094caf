import { parsePerPage } from '../../model/reportQuery';

/**
 * The page size a user last chose for a report, kept in this browser (platform-shell.md 9: 10,
 * 25 or 50, stored locally). Storage can be missing or refuse writes (private windows); the
 * report then simply forgets.
 */
export function rememberedPerPage(storageKey: string): number | null {
  try {
    return parsePerPage(globalThis.localStorage?.getItem(storageKey));
  } catch {
    return null;
  }
}

export function rememberPerPage(storageKey: string, perPage: number): void {
  try {
    globalThis.localStorage?.setItem(storageKey, String(perPage));
  } catch {
    // Nothing to do: the choice still applies to this view through the URL.
  }
}
