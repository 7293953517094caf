/**
 * The messages of a rejected save by field: each property the error names (the API's validation
 * error, `{ property, message }[]`) that is one of the form's fields once `prefix` is taken off;
 * the first message for a field stands. Whether every property found its field decides if the
 * error's own message still needs showing beside them.
 */
export function serverFieldErrors(
  error: unknown,
  names: readonly string[],
  prefix = '',
): { byField: Record<string, string>; isEverythingPlaced: boolean } {
  const properties = (error as { properties?: unknown } | null)?.properties;
  const byField: Record<string, string> = {};
  if (!Array.isArray(properties) || properties.length === 0) {
    return { byField, isEverythingPlaced: false };
  }
  let isEverythingPlaced = true;
  for (const entry of properties as { property?: unknown; message?: unknown }[]) {
    const property = typeof entry.property === 'string' ? entry.property : '';
    const name = property.startsWith(prefix) ? property.slice(prefix.length) : null;
    if (name !== null && names.includes(name) && typeof entry.message === 'string') {
      byField[name] ??= entry.message;
    } else {
      isEverythingPlaced = false;
    }
  }
  return { byField, isEverythingPlaced };
}
