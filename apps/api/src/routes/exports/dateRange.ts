import type { ScheduleDateRange } from '@backoffice/domain/model';
import { invalidProperties, type ErrorProperty } from '../../http/errors';
import type { ApplicationFilters } from '../credit-applications/list';

const rangeProperties = ['from', 'to', 'from_days', 'to_days'] as const;
/** The properties each kind of range takes beside its kind. */
const propertiesOf = (kind: ScheduleDateRange['kind']): readonly string[] =>
  kind === 'fixed' ? ['from', 'to'] : kind === 'days_from_run' ? ['from_days', 'to_days'] : [];

/**
 * The date range a schedule stores, from its request: `date_range` as given (each kind with only
 * its own properties, at least one end, not backwards), or else the filters' dates as a fixed
 * range; null when it has neither. With a date range the filters may hold no dates.
 */
export function scheduleDateRange(
  dateRange: ScheduleDateRange | null | undefined,
  filters: ApplicationFilters,
): ScheduleDateRange | null {
  if (!dateRange) {
    if (!filters.date_from && !filters.date_to) return null;
    return {
      kind: 'fixed',
      ...(filters.date_from ? { from: filters.date_from } : {}),
      ...(filters.date_to ? { to: filters.date_to } : {}),
    };
  }
  const problems: ErrorProperty[] = [];
  for (const key of ['date_from', 'date_to'] as const) {
    if (filters[key]) {
      problems.push({ property: `filters.${key}`, message: 'cannot be given with date_range' });
    }
  }
  const allowed = propertiesOf(dateRange.kind);
  for (const key of rangeProperties) {
    if (dateRange[key] !== undefined && !allowed.includes(key)) {
      problems.push({
        property: `date_range.${key}`,
        message: `is not part of a ${dateRange.kind} range`,
      });
    }
  }
  if (allowed.length > 0) {
    const [start, end] = allowed as [keyof ScheduleDateRange, keyof ScheduleDateRange];
    const first = dateRange[start];
    const last = dateRange[end];
    if (first === undefined && last === undefined) {
      problems.push({ property: `date_range.${start}`, message: `or date_range.${end} is needed` });
    } else if (first !== undefined && last !== undefined && first > last) {
      problems.push({ property: `date_range.${end}`, message: `must not be before ${start}` });
    }
  }
  if (problems.length > 0) throw invalidProperties(problems);
  return dateRange;
}
