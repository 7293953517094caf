import type { ReportFilterValues } from '../../model/reportQuery';
import type { ReportFilterDefinition } from './reportFilterTypes';

/** An option list names its choices up to this many; beyond, it counts them. */
const NAMED_OPTIONS_MAX = 3;

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' });

function formatDay(text: string): string {
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? text : dateFormat.format(day);
}

function textOf(values: ReportFilterValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function listOf(values: ReportFilterValues, name: string): readonly string[] {
  const value = values[name];
  return typeof value === 'string' || value === undefined ? [] : value;
}

/** One applied filter in words ("Status: REFER"), or null when it narrows nothing. */
function describeFilter(filter: ReportFilterDefinition, values: ReportFilterValues): string | null {
  switch (filter.kind) {
    case 'hidden':
      return null;
    case 'date-range': {
      const from = textOf(values, filter.from);
      const to = textOf(values, filter.to);
      if (!from && !to) return null;
      if (!to) return `${filter.label}: from ${formatDay(from)}`;
      if (!from) return `${filter.label}: until ${formatDay(to)}`;
      return `${filter.label}: ${formatDay(from)} – ${formatDay(to)}`;
    }
    case 'like': {
      const text = textOf(values, filter.name);
      return text ? `${filter.label}: “${text}”` : null;
    }
    case 'checkbox':
      return textOf(values, filter.name) === 'true' ? filter.label : null;
    case 'choice': {
      const chosen = filter.options.find((option) => option.value === textOf(values, filter.name));
      return chosen ? `${filter.label}: ${chosen.label}` : null;
    }
    case 'checkboxes': {
      const selected = listOf(values, filter.name);
      const labels = filter.options
        .filter((option) => selected.includes(option.value))
        .map((option) => option.label);
      if (selected.length === 0) return null;
      // Options still loading: the chosen values are known, their names not yet.
      if (labels.length === 0) return `${filter.label}: ${selected.length} chosen`;
      if (labels.length === filter.options.length) return `${filter.label}: all`;
      if (labels.length <= NAMED_OPTIONS_MAX) return `${filter.label}: ${labels.join(', ')}`;
      return `${filter.label}: ${labels.length} of ${filter.options.length}`;
    }
  }
}

/**
 * The applied filters in words, one entry per filter that narrows the list, in the panel's
 * order: what the collapsed panel and the printed list state.
 */
export function reportFilterSummary(
  filters: readonly ReportFilterDefinition[],
  values: ReportFilterValues,
): string[] {
  return filters.map((filter) => describeFilter(filter, values)).filter((entry) => entry !== null);
}
