import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  DateRangePicker,
  Disclosure,
  Heading,
  Inline,
  Radio,
  RadioGroup,
  Section,
  Text,
  TextField,
} from '@backoffice/ui';
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ReportFilterValues } from '../../model/reportQuery';
import {
  filterOption,
  filtersActions,
  filtersRow,
  filtersSummaryText,
  screenOnly,
} from './Report.css';
import { reportFilterSummary } from './reportFilterSummary';
import type { ReportFilterDefinition } from './reportFilterTypes';
import { useDebouncedDraft } from './useDebouncedDraft';

/** Typing in a like-search waits this long before the report asks again (CONVENTIONS.md). */
export const LIKE_FILTER_DELAY_MS = 350;
/** A changed date range waits this long before the report asks again (platform-shell.md 9). */
export const DATE_FILTER_DELAY_MS = 500;
/** Search filter text is at most 200 characters (platform-shell.md 5). */
export const LIKE_FILTER_MAX_LENGTH = 200;

export interface ReportFiltersProps {
  /** The panel's heading. */
  title?: string;
  filters: readonly ReportFilterDefinition[];
  values: ReportFilterValues;
  /** Called with the filters that changed. */
  onChange: (changes: ReportFilterValues) => void;
  /** Shows Reset; pages differ in whether they offer it. */
  onReset?: () => void;
  /** Shows Print. */
  onPrint?: () => void;
  /** Print is gathering the rows to print. */
  isPrintPending?: boolean;
  /** More buttons beside Reset and Print (Export Report and its menu). */
  actions?: ReactNode;
  /**
   * Whether the panel opens showing every filter (the default) or as one line stating the
   * applied filters, with Edit filters to open it, so that a list has room for its rows.
   */
  defaultExpanded?: boolean;
  className?: string;
}

type DateRange = { start: CalendarDate; end: CalendarDate } | null;

function dateOf(text: string | undefined): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

const sameRange = (a: DateRange, b: DateRange) =>
  a?.start.toString() === b?.start.toString() && a?.end.toString() === b?.end.toString();

function textOf(values: ReportFilterValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

function listOf(values: ReportFilterValues, name: string): string[] {
  const value = values[name];
  return typeof value === 'string' || value === undefined ? [] : [...value];
}

function DateRangeFilter({
  label,
  from,
  to,
  disallowFuture,
  values,
  onChange,
}: Extract<ReportFilterDefinition, { kind: 'date-range' }> &
  Pick<ReportFiltersProps, 'values' | 'onChange'>) {
  const start = dateOf(textOf(values, from));
  const end = dateOf(textOf(values, to));
  const commit = useCallback(
    (range: DateRange) =>
      onChange({ [from]: range?.start.toString() ?? '', [to]: range?.end.toString() ?? '' }),
    [from, to, onChange],
  );
  const [draft, setDraft] = useDebouncedDraft<DateRange>(
    start && end ? { start, end } : null,
    commit,
    DATE_FILTER_DELAY_MS,
    sameRange,
  );
  return (
    <DateRangePicker
      label={label}
      hasShortcuts
      disallowFuture={disallowFuture}
      value={draft}
      onChange={(range) => setDraft(range ? { start: range.start, end: range.end } : null)}
    />
  );
}

function LikeFilter({
  label,
  name,
  placeholder,
  values,
  onChange,
}: Extract<ReportFilterDefinition, { kind: 'like' }> &
  Pick<ReportFiltersProps, 'values' | 'onChange'>) {
  const commit = useCallback((text: string) => onChange({ [name]: text.trim() }), [name, onChange]);
  const [draft, setDraft] = useDebouncedDraft(textOf(values, name), commit, LIKE_FILTER_DELAY_MS);
  return (
    <TextField
      label={label}
      type="search"
      value={draft}
      onChange={setDraft}
      placeholder={placeholder}
      maxLength={LIKE_FILTER_MAX_LENGTH}
    />
  );
}

/**
 * A filter choosing any of its options: each option also offers "only" (that option alone),
 * and a filter with hasSelectAll offers All and None, so that one press gives any one choice.
 */
function OptionsFilter({
  label,
  name,
  options,
  hasSelectAll,
  values,
  onChange,
}: Extract<ReportFilterDefinition, { kind: 'checkboxes' }> &
  Pick<ReportFiltersProps, 'values' | 'onChange'>) {
  const choose = (selected: string[]) => onChange({ [name]: selected });
  return (
    <CheckboxGroup
      label={label}
      orientation="horizontal"
      value={listOf(values, name)}
      onChange={choose}
    >
      {hasSelectAll ? (
        <Inline gap="050">
          <Button size="sm" variant="secondary" onPress={() => choose(options.map((o) => o.value))}>
            All
          </Button>
          <Button size="sm" variant="secondary" onPress={() => choose([])}>
            None
          </Button>
        </Inline>
      ) : null}
      {options.map((option) => (
        <span key={option.value} className={filterOption}>
          <Checkbox value={option.value}>{option.label}</Checkbox>
          <Button
            size="sm"
            variant="tertiary"
            aria-label={`Only ${option.label}`}
            onPress={() => choose([option.value])}
          >
            only
          </Button>
        </span>
      ))}
    </CheckboxGroup>
  );
}

const sectionOf = (filter: ReportFilterDefinition) =>
  filter.kind === 'hidden' ? undefined : filter.section;

function ReportFilter({
  filter,
  values,
  onChange,
}: { filter: ReportFilterDefinition } & Pick<ReportFiltersProps, 'values' | 'onChange'>) {
  switch (filter.kind) {
    case 'hidden':
      return null;
    case 'date-range':
      return <DateRangeFilter {...filter} values={values} onChange={onChange} />;
    case 'like':
      return <LikeFilter {...filter} values={values} onChange={onChange} />;
    case 'checkbox':
      return (
        <Checkbox
          isSelected={textOf(values, filter.name) === 'true'}
          onChange={(isSelected) => onChange({ [filter.name]: isSelected ? 'true' : '' })}
        >
          {filter.label}
        </Checkbox>
      );
    case 'checkboxes':
      return <OptionsFilter {...filter} values={values} onChange={onChange} />;
    case 'choice':
      return (
        <RadioGroup
          label={filter.label}
          orientation="horizontal"
          value={textOf(values, filter.name)}
          onChange={(value) => onChange({ [filter.name]: value })}
        >
          {filter.options.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.label}
            </Radio>
          ))}
        </RadioGroup>
      );
  }
}

/**
 * A report's filter panel (platform-shell.md 2.7): date range, checkbox filters, like-searches
 * and option lists, with inline sections that open and close, and Reset and Print. Closed, it
 * is one line stating the applied filters. It holds no filter state of its own beyond the
 * pause before typing and dates are sent.
 */
export function ReportFilters({
  title = 'Filters',
  filters,
  values,
  onChange,
  onReset,
  onPrint,
  isPrintPending = false,
  actions,
  defaultExpanded = true,
  className,
}: ReportFiltersProps) {
  const [isExpanded, setExpanded] = useState(defaultExpanded);
  // The spec titles a list's filters like the list ("Merchants"), which is also the page's own
  // name; as a region the panel is named for what it holds, so the page's landmarks stay unique.
  const regionName = 'Filters';
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hasToggled = useRef(false);
  // Focus follows the panel: to Hide filters when it opens, back to Edit filters when it closes.
  useEffect(() => {
    if (hasToggled.current) toggleRef.current?.focus();
  }, [isExpanded]);
  const toggle = (expand: boolean) => {
    hasToggled.current = true;
    // The open panel is dozens of react-aria fields (a date range's segments alone take tens of
    // milliseconds): rendered as a transition, in slices, so the press paints at once instead of
    // after one long task (interaction to next paint, docs/adr/0085).
    startTransition(() => setExpanded(expand));
  };

  const buttons = (
    <div className={filtersActions}>
      {onReset ? <Button onPress={onReset}>Reset</Button> : null}
      {onPrint ? (
        <Button onPress={onPrint} isPending={isPrintPending}>
          Print
        </Button>
      ) : null}
      {actions}
    </div>
  );
  const panelClassName = [screenOnly, className].filter(Boolean).join(' ');

  if (!isExpanded) {
    const summary = reportFilterSummary(filters, values);
    return (
      <Box
        as="section"
        aria-label={regionName}
        paddingX="200"
        paddingY="100"
        background="surface"
        border="default"
        borderRadius="md"
        className={panelClassName}
      >
        <Inline gap="150">
          <Heading level={2} size="sm">
            {title}
          </Heading>
          <Text size="sm" tone="muted" className={filtersSummaryText}>
            {summary.length ? summary.join(' · ') : 'No filters applied'}
          </Text>
          <Button
            ref={toggleRef}
            variant="secondary"
            aria-expanded={false}
            onPress={() => toggle(true)}
          >
            Edit filters
          </Button>
          {buttons}
        </Inline>
      </Box>
    );
  }

  const sections = [...new Set(filters.map(sectionOf).filter((section) => section !== undefined))];
  const inSection = (section: string | undefined) =>
    filters.filter((filter) => sectionOf(filter) === section);
  const render = (list: readonly ReportFilterDefinition[]) =>
    list.map((filter) => (
      <ReportFilter
        key={filter.kind === 'date-range' ? `${filter.from}-${filter.to}` : filter.name}
        filter={filter}
        values={values}
        onChange={onChange}
      />
    ));
  return (
    <Section
      title={title}
      aria-label={regionName}
      headingLevel={2}
      variant="panel"
      className={panelClassName}
      actions={
        <Button
          ref={toggleRef}
          variant="tertiary"
          size="sm"
          aria-expanded={true}
          onPress={() => toggle(false)}
        >
          Hide filters
        </Button>
      }
    >
      <div className={filtersRow}>
        {render(inSection(undefined))}
        {buttons}
      </div>
      {sections.map((section) => (
        <Disclosure key={section} title={section}>
          <div className={filtersRow}>{render(inSection(section))}</div>
        </Disclosure>
      ))}
    </Section>
  );
}
