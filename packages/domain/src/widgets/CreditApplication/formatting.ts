import { formatDateTime } from '@backoffice/ui';
import { formatPence } from '../../model/index';

/** The spec's date-time (dd/MM/yy HH:mm:ss), or N/A when absent. */
export function dateTimeText(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
}

/** Pence in pounds with the pound sign, or N/A when absent. */
export function moneyText(pence: number | null | undefined): string {
  return pence === null || pence === undefined ? 'N/A' : formatPence(pence);
}

/** A value as text, or N/A when it is missing. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
