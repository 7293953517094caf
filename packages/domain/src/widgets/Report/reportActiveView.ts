/**
 * The saved view a report was showing, kept for this browser tab with the filters it showed, so
 * that a reload (the same filters) still names it and a new visit (other filters) does not.
 * Storage can be missing or refuse writes, as for the page size; the report then forgets.
 */
export function rememberedActiveView(storageKey: string, query: string | undefined): number | null {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(storageKey) ?? 'null') as {
      id?: unknown;
      query?: unknown;
    } | null;
    return stored && typeof stored.id === 'number' && stored.query === query ? stored.id : null;
  } catch {
    return null;
  }
}

export function rememberActiveView(
  storageKey: string,
  viewId: number | null,
  query: string | undefined,
): void {
  try {
    if (viewId === null) globalThis.sessionStorage?.removeItem(storageKey);
    else globalThis.sessionStorage?.setItem(storageKey, JSON.stringify({ id: viewId, query }));
  } catch {
    // Nothing to do: the view stays named until the page is left.
  }
}
