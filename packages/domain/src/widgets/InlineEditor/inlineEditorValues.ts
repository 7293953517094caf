import type { InlineEditorValues } from './InlineEditor';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An object as an inline editor's values: nested objects by dotted names
 * (`address.post_code`), null and missing as '' and everything else as text.
 */
export function toEditorValues(value: Record<string, unknown>, prefix = ''): InlineEditorValues {
  const values: InlineEditorValues = {};
  for (const [key, item] of Object.entries(value)) {
    if (isObject(item)) Object.assign(values, toEditorValues(item, `${prefix}${key}.`));
    else values[`${prefix}${key}`] = item === null || item === undefined ? '' : String(item);
  }
  return values;
}

/**
 * Editor values back as a nested object: dotted names become nested objects and '' becomes
 * null (a cleared field). `convert` turns a field's text into what the call takes.
 */
export function fromEditorValues(
  values: InlineEditorValues,
  convert: (name: string, text: string) => unknown = (_name, text) => text,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(values)) {
    const path = name.split('.');
    let target = result;
    for (const key of path.slice(0, -1)) {
      if (!isObject(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    target[path.at(-1) as string] = text === '' ? null : convert(name, text);
  }
  return result;
}
