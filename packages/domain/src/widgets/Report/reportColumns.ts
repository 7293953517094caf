/**
 * The columns a user last chose to see in a report, kept in this browser like the page size.
 * Only what the user can change is stored (column id → shown); a column the report has since
 * gained takes its default. Storage can be missing or refuse writes; the report then forgets.
 */
export type ColumnVisibility = Record<string, boolean>;

export function rememberedColumns(storageKey: string): ColumnVisibility | null {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? 'null');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
    return Object.fromEntries(
      Object.entries(stored).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return null;
  }
}

export function rememberColumns(storageKey: string, visibility: ColumnVisibility): void {
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify(visibility));
  } catch {
    // Nothing to do: the choice still applies until the page is left.
  }
}
