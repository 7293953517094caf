import { formatPence, poundsToPence } from '../../model/money';
import { fieldErrors, merchantValidationMessages } from '../../model/merchantSchemas';
import type { z } from 'zod';
import type { InlineEditorField, InlineEditorValues } from '../InlineEditor/InlineEditor';
import { fromEditorValues } from '../InlineEditor/inlineEditorValues';

/**
 * The editors of amounts (Edit Account Details, Edit Finance Information): the contract holds
 * pence, a person reads and types pounds ("1250.00", within the field's character cap).
 */

/** An amount field's text as the view shows it: "1250.00" → "£1,250.00". */
export function formatPoundsText(text: string): string {
  if (!text) return '';
  const pence = poundsToPence(text);
  return pence === null ? text : formatPence(pence);
}

/** An amount field of at most `maxLength` characters, shown in pounds. */
export const amountField = (name: string, label: string, maxLength: number): InlineEditorField => ({
  name,
  label,
  maxLength,
  isRequired: true,
  format: formatPoundsText,
});

/** The names of a form's amount fields. */
export const amountNamesOf = (fields: readonly InlineEditorField[]): ReadonlySet<string> =>
  new Set(fields.filter((field) => field.format === formatPoundsText).map((field) => field.name));

/** The editor's values as the call's body: amounts in pence, the rest as typed. */
export function amountEditorBody(
  values: InlineEditorValues,
  amountNames: ReadonlySet<string>,
): Record<string, unknown> {
  return fromEditorValues(values, (name, text) =>
    amountNames.has(name) ? (poundsToPence(text) ?? Number.NaN) : text,
  );
}

/**
 * A validator over the shared schema: a field that is still empty as saved may stay empty (the
 * call leaves it unset), one that had a value cannot be cleared, and an amount must read as
 * pounds before the schema checks its pence.
 */
export function amountEditorValidator(
  schema: z.ZodObject,
  fields: readonly InlineEditorField[],
  saved: InlineEditorValues,
) {
  const amountNames = amountNamesOf(fields);
  return (draft: InlineEditorValues): Record<string, string> => {
    const errors: Record<string, string> = {};
    const present: InlineEditorValues = {};
    for (const field of fields) {
      const text = draft[field.name]?.trim() ?? '';
      if (text === '' && !saved[field.name]) continue;
      present[field.name] = text;
      if (text === '') errors[field.name] = merchantValidationMessages.required(field.label);
      else if (amountNames.has(field.name) && poundsToPence(text) === null) {
        errors[field.name] = merchantValidationMessages.pounds(field.label);
      }
    }
    const result = schema.partial().safeParse(amountEditorBody(present, amountNames));
    if (!result.success) {
      for (const [name, message] of Object.entries(fieldErrors(result.error))) {
        errors[name] ??= message;
      }
    }
    return errors;
  };
}
