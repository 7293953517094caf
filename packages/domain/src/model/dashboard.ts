/**
 * The dashboard (platform-shell.md 2.6): pinned widgets in two columns. The layout is kept as
 * one ordered list that fills the columns row by row, so moving a widget one place moves it
 * between columns; it is saved as the API's widgets_configuration ({ name, x, y }).
 */
export const DASHBOARD_COLUMNS = 2;

export interface WidgetDefinition {
  name: string;
  label: string;
  /** A short symbol shown beside the label in the Add Widgets menu. */
  icon: string;
  removable: boolean;
}

export const ANNOUNCEMENTS_WIDGET = 'announcements';
export const ACCOUNT_DETAILS_WIDGET = 'account_details';

/** The widgets the specification names, and one of ours. */
export const widgetCatalogue: readonly WidgetDefinition[] = [
  { name: ANNOUNCEMENTS_WIDGET, label: 'Announcements', icon: '📣', removable: false },
  {
    name: ACCOUNT_DETAILS_WIDGET,
    label: 'Please Confirm Your Details',
    icon: '✉',
    removable: true,
  },
  { name: 'recently_viewed', label: 'Recently Viewed', icon: '🕘', removable: true },
];

export const defaultWidgets: readonly string[] = [ANNOUNCEMENTS_WIDGET, 'recently_viewed'];

export interface WidgetPosition {
  name: string;
  x: number;
  y: number;
}

export function widgetDefinition(name: string): WidgetDefinition | undefined {
  return widgetCatalogue.find((widget) => widget.name === name);
}

/**
 * The pinned widgets in order from a saved configuration (or the defaults): unknown names and
 * repeats dropped; the account-details widget pinned first while the user lacks an email or a
 * mobile number.
 */
export function pinnedWidgets(
  configuration: readonly WidgetPosition[] | null,
  needsDetails: boolean,
): string[] {
  const ordered = configuration
    ? [...configuration].sort((a, b) => a.y - b.y || a.x - b.x).map((position) => position.name)
    : [...defaultWidgets];
  const known = [...new Set(ordered)].filter((name) => widgetDefinition(name));
  if (needsDetails && !known.includes(ACCOUNT_DETAILS_WIDGET)) {
    return [ACCOUNT_DETAILS_WIDGET, ...known];
  }
  return known;
}

/** The saved form: row by row across the columns. */
export function toConfiguration(widgets: readonly string[]): WidgetPosition[] {
  return widgets.map((name, index) => ({
    name,
    x: index % DASHBOARD_COLUMNS,
    y: Math.floor(index / DASHBOARD_COLUMNS),
  }));
}

/** Widgets that can still be added. */
export function availableWidgets(widgets: readonly string[]): WidgetDefinition[] {
  return widgetCatalogue.filter((widget) => !widgets.includes(widget.name));
}

/** Whether a pinned widget may be removed; account details stay while they are missing. */
export function isRemovable(name: string, needsDetails: boolean): boolean {
  if (name === ACCOUNT_DETAILS_WIDGET && needsDetails) return false;
  return widgetDefinition(name)?.removable ?? false;
}

export function moveWidget(widgets: readonly string[], from: number, to: number): string[] {
  const next = [...widgets];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}
