import type { ExportField } from '../../model/exportReports';
import { isEmailAddress } from '../../model/email';

/** A schedule is emailed to at most this many people (the contract's recipients limit). */
export const MAX_SCHEDULE_RECIPIENTS = 10;

export const exportFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ExportFrequency = (typeof exportFrequencies)[number];
export const exportFrequencyLabels: Record<ExportFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** The fields ticked when the picker opens: the report's preselected ones, in its order. */
export const preselectedExportFields = (fields: readonly ExportField[]) =>
  fields.filter((field) => field.preselected).map((field) => field.key);

/** Why the ticked fields cannot be exported, or null: at least one is needed (spec 5). */
export function exportFieldsProblem(ticked: readonly string[]): string | null {
  return ticked.length === 0 ? 'Tick at least one field to export.' : null;
}

/** The addresses typed into a recipients field: separated by commas, semicolons or new lines. */
export function parseRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * What is wrong with a recipients list, one message per problem so each bad address is named:
 * none given, too many, or an address that is not an email address.
 */
export function recipientsProblems(recipients: readonly string[]): string[] {
  if (recipients.length === 0) return ['Enter at least one email address.'];
  const problems = recipients
    .filter((address) => !isEmailAddress(address))
    .map((address) => `"${address}" is not a valid email address.`);
  if (recipients.length > MAX_SCHEDULE_RECIPIENTS) {
    problems.push(
      `Enter at most ${MAX_SCHEDULE_RECIPIENTS} email addresses (${recipients.length} given).`,
    );
  }
  const repeated = recipients.filter(
    (address, index) =>
      recipients.findIndex((other) => other.toLowerCase() === address.toLowerCase()) !== index,
  );
  for (const address of new Set(repeated)) problems.push(`"${address}" is given more than once.`);
  return problems;
}
