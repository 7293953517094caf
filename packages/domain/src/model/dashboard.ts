import { isEmailAddress } from './email';
import { PERMISSIONS } from './permissions';

/**
 * The dashboard (platform-shell.md 2.6): pinned widgets in two columns, saved as the API's
 * widgets_configuration, one { name, x, y } per widget where x is the column (0 or 1) and y the
 * row within it.
 */
export const DASHBOARD_COLUMNS = 2;

export interface WidgetDefinition {
  name: string;
  label: string;
  /**
   * A short symbol shown beside the label; decorative, the label names the widget. Plain text
   * symbols rather than emoji, so that every system font draws them.
   */
  icon: string;
  /** Whether the user may unpin it (account details also stay while details are missing). */
  removable: boolean;
  /** The permission ("category:rule") a user needs to add it, when it shows permitted data. */
  permission?: string;
}

export const ANNOUNCEMENTS_WIDGET = 'announcements';
export const ACCOUNT_DETAILS_WIDGET = 'account_details';
export const RECENTLY_VIEWED_WIDGET = 'recently_viewed';
export const QUICK_LINKS_WIDGET = 'quick_links';
export const WORK_QUEUES_WIDGET = 'work_queues';
export const APPLICATIONS_BY_LOAN_TYPE_WIDGET = 'insight_applications_by_loan_type';
export const ACCEPTANCE_RATE_WIDGET = 'insight_acceptance_rate';
export const DECLINE_REASONS_WIDGET = 'insight_decline_reasons';
export const OUTCOME_BY_VERSION_WIDGET = 'insight_outcome_by_version';

/** The insight widgets (issue 20): their charts load only once one of them is pinned. */
export const INSIGHT_WIDGETS: readonly string[] = [
  APPLICATIONS_BY_LOAN_TYPE_WIDGET,
  ACCEPTANCE_RATE_WIDGET,
  DECLINE_REASONS_WIDGET,
  OUTCOME_BY_VERSION_WIDGET,
];

export const PENDING_APPROVALS_WIDGET = 'pending_approvals';

/**
 * The widgets the specification names, and ours for staff: the applications and merchants they
 * opened last, shortcuts to the reports they use most, and, for those with the permission, the
 * work queues and the changes waiting for their approval.
 */
export const widgetCatalogue: readonly WidgetDefinition[] = [
  { name: ANNOUNCEMENTS_WIDGET, label: 'Announcements', icon: '⚑', removable: false },
  {
    name: ACCOUNT_DETAILS_WIDGET,
    label: 'Please Confirm Your Details',
    icon: '✉',
    removable: true,
  },
  { name: RECENTLY_VIEWED_WIDGET, label: 'Recently Viewed', icon: '↺', removable: true },
  { name: QUICK_LINKS_WIDGET, label: 'Quick Links', icon: '↗', removable: true },
  {
    name: WORK_QUEUES_WIDGET,
    label: 'Work Queues',
    icon: '☰',
    removable: true,
    permission: PERMISSIONS.workQueues,
  },
  {
    name: APPLICATIONS_BY_LOAN_TYPE_WIDGET,
    label: 'Applications per Day',
    icon: '▥',
    removable: true,
    permission: PERMISSIONS.insights,
  },
  {
    name: ACCEPTANCE_RATE_WIDGET,
    label: 'Acceptance Rate',
    icon: '%',
    removable: true,
    permission: PERMISSIONS.insights,
  },
  {
    name: DECLINE_REASONS_WIDGET,
    label: 'Decline Reasons',
    icon: '✕',
    removable: true,
    permission: PERMISSIONS.insights,
  },
  {
    name: OUTCOME_BY_VERSION_WIDGET,
    label: 'Outcome by Policy Version',
    icon: '⇅',
    removable: true,
    permission: PERMISSIONS.insights,
  },
  {
    name: PENDING_APPROVALS_WIDGET,
    label: 'Pending Approvals',
    icon: '✓',
    removable: true,
    permission: PERMISSIONS.approveChanges,
  },
];

export interface WidgetPosition {
  name: string;
  /** The column: 0 or 1. */
  x: number;
  /** The row within the column. */
  y: number;
}

/** Two ordered columns of widget names, left then right. */
export type WidgetColumns = readonly [readonly string[], readonly string[]];

/** Where a widget goes: a column and a position in it. */
export interface WidgetPlace {
  column: 0 | 1;
  index: number;
}

/** The layout a new user gets, and the one Reset restores. */
export function defaultLayout(): WidgetPosition[] {
  return [
    { name: ANNOUNCEMENTS_WIDGET, x: 0, y: 0 },
    { name: RECENTLY_VIEWED_WIDGET, x: 1, y: 0 },
  ];
}

export function widgetDefinition(name: string): WidgetDefinition | undefined {
  return widgetCatalogue.find((widget) => widget.name === name);
}

/** Whether the user lacks an email or a mobile number, so account details are pinned. */
export function needsAccountDetails(user: {
  email?: string | null;
  mobile?: string | null;
}): boolean {
  return !user.email?.trim() || !user.mobile?.trim();
}

/** Whether a pinned widget may be removed; account details stay while they are missing. */
export function isRemovable(name: string, needsDetails: boolean): boolean {
  if (name === ACCOUNT_DETAILS_WIDGET && needsDetails) return false;
  return widgetDefinition(name)?.removable ?? false;
}

/** Every pinned widget, column 0 first. */
export function pinnedWidgetNames(columns: WidgetColumns): string[] {
  return [...columns[0], ...columns[1]];
}

const columnOf = (x: number): 0 | 1 => (x >= 1 ? 1 : 0);

/**
 * A saved configuration (or the defaults when there is none) as two ordered columns: unknown
 * names and repeats dropped, gaps in the rows closed, and account details added first in
 * column 0 while the user lacks an email or a mobile number (where the user already placed
 * them, they stay).
 */
export function layoutColumns(
  configuration: readonly WidgetPosition[] | null | undefined,
  needsDetails: boolean,
): WidgetColumns {
  const seen = new Set<string>();
  const columns: [string[], string[]] = [[], []];
  const ordered = (configuration ?? defaultLayout())
    .map((position, order) => ({ ...position, order }))
    .sort((a, b) => a.y - b.y || a.order - b.order);
  for (const position of ordered) {
    if (seen.has(position.name) || !widgetDefinition(position.name)) continue;
    seen.add(position.name);
    columns[columnOf(position.x)].push(position.name);
  }
  if (needsDetails && !seen.has(ACCOUNT_DETAILS_WIDGET)) {
    columns[0].unshift(ACCOUNT_DETAILS_WIDGET);
  }
  return columns;
}

/** The saved form of two columns: x is the column, y the row, both counted from 0. */
export function columnsToConfiguration(columns: WidgetColumns): WidgetPosition[] {
  return columns.flatMap((names, x) => names.map((name, y) => ({ name, x, y })));
}

/** Widgets that can still be added: the catalogue minus those pinned and those not permitted. */
export function availableWidgets(
  pinned: readonly string[] | WidgetColumns,
  permissions: ReadonlySet<string> = new Set(),
): WidgetDefinition[] {
  const names = new Set<string>(pinned.flat());
  return widgetCatalogue.filter(
    (widget) =>
      !names.has(widget.name) &&
      (widget.permission === undefined || permissions.has(widget.permission)),
  );
}

/** Pins a widget at the end of the shorter column (the left one when they are even). */
export function addWidget(columns: WidgetColumns, name: string): WidgetColumns {
  if (!widgetDefinition(name) || pinnedWidgetNames(columns).includes(name)) return columns;
  return columns[1].length < columns[0].length
    ? [columns[0], [...columns[1], name]]
    : [[...columns[0], name], columns[1]];
}

/** Unpins a widget; non-removable widgets (and unknown names) leave the columns as they were. */
export function removeWidget(
  columns: WidgetColumns,
  name: string,
  needsDetails: boolean,
): WidgetColumns {
  if (!isRemovable(name, needsDetails) || !pinnedWidgetNames(columns).includes(name)) {
    return columns;
  }
  return [columns[0].filter((n) => n !== name), columns[1].filter((n) => n !== name)];
}

/** Where a pinned widget is, or undefined. */
export function findWidget(columns: WidgetColumns, name: string): WidgetPlace | undefined {
  for (const column of [0, 1] as const) {
    const index = columns[column].indexOf(name);
    if (index >= 0) return { column, index };
  }
  return undefined;
}

/**
 * Moves a pinned widget to a place in either column; the index is where it ends up, clamped
 * to the column. A widget that is not pinned leaves the columns as they were.
 */
export function moveWidgetTo(columns: WidgetColumns, name: string, to: WidgetPlace): WidgetColumns {
  const from = findWidget(columns, name);
  if (!from) return columns;
  const next: [string[], string[]] = [[...columns[0]], [...columns[1]]];
  next[from.column].splice(from.index, 1);
  const target = next[to.column];
  target.splice(Math.max(0, Math.min(to.index, target.length)), 0, name);
  return next;
}

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, index) => b[index] === name);

/** Whether two layouts hold the same widgets in the same places. */
export function sameColumns(a: WidgetColumns, b: WidgetColumns): boolean {
  return sameNames(a[0], b[0]) && sameNames(a[1], b[1]);
}

/** What the spec says once an account's or a customer's contact details are saved. */
export const ACCOUNT_UPDATED = 'Account updated.';

export interface AccountDetailsDraft {
  email: string;
  mobile: string;
}

/**
 * The account-details widget's rules (platform-shell.md section 5): email required and an
 * email address; mobile required and containing digits. Only the fields in error are named.
 */
export function accountDetailsErrors(
  details: AccountDetailsDraft,
): Partial<Record<keyof AccountDetailsDraft, string>> {
  const errors: Partial<Record<keyof AccountDetailsDraft, string>> = {};
  const email = details.email.trim();
  const mobile = details.mobile.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (!isEmailAddress(email)) errors.email = 'Enter a valid email address.';
  if (!mobile) errors.mobile = 'Enter your mobile number.';
  else if (!/\d/.test(mobile)) errors.mobile = 'The mobile number must contain digits.';
  return errors;
}
