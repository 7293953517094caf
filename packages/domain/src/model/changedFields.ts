/**
 * "Update calls send only changed fields" (merchants.md section 5): what differs between what is
 * saved and what a form holds. Nested objects (an address, one kind of bank details) are compared
 * field by field and keep only their changed fields; arrays are values, sent whole when they
 * differ in any way.
 */

/** The changed part of a value of type T: each nested object only with its changed fields. */
export type ChangedFields<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object | null
      ? ChangedFields<NonNullable<T[K]>> | Extract<T[K], null>
      : T[K];
};

export interface ChangedFieldsOptions<T> {
  /** Only these fields count (the others are not the form's to send). */
  keys?: readonly (keyof T)[];
  /**
   * Applied to every leaf value of both sides before comparing, and to what is sent (for
   * example `trimText`, so that added spaces change nothing and are not sent).
   */
  normalise?: (value: unknown) => unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.getPrototypeOf(value) === Object.prototype;

/** Text trimmed of surrounding spaces; any other value as it is. */
export const trimText = (value: unknown): unknown =>
  typeof value === 'string' ? value.trim() : value;

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function normaliseDeep(value: unknown, normalise: (value: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => normaliseDeep(item, normalise));
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, normaliseDeep(item, normalise)]),
    );
  }
  return normalise(value);
}

/**
 * The fields of `draft` that differ from `saved`; empty when nothing changed. A field missing
 * from `saved` counts as changed when the draft has it; a field only `saved` has is left out
 * (a form sends what it holds).
 */
export function changedFields<T extends object>(
  saved: T,
  draft: T,
  options: ChangedFieldsOptions<T> = {},
): ChangedFields<T> {
  const normalise = options.normalise ?? ((value: unknown) => value);
  const keys = options.keys ?? (Object.keys(draft) as (keyof T)[]);
  const changes: Record<string, unknown> = {};
  for (const key of keys) {
    const before = (saved as Record<string, unknown>)[key as string];
    const after = (draft as Record<string, unknown>)[key as string];
    if (isPlainObject(before) && isPlainObject(after)) {
      const nested = changedFields(before, after, { normalise });
      if (Object.keys(nested).length > 0) changes[key as string] = nested;
      continue;
    }
    const normalisedAfter = normaliseDeep(after, normalise);
    if (!sameValue(normaliseDeep(before, normalise), normalisedAfter)) {
      changes[key as string] = normalisedAfter;
    }
  }
  return changes as ChangedFields<T>;
}

/** Whether a change set from `changedFields` changes anything (Update is enabled only then). */
export function hasChanges(changes: object): boolean {
  return Object.keys(changes).length > 0;
}
