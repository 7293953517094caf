/**
 * The console's own palette commands beside its pages (issue 4 item 9): the account page and
 * actions every signed-in user has, records found by the quick search, what running a command
 * does, and the recently run commands read back from storage.
 */
import type { BrowsingHistoryKind } from './browsingHistory';
import {
  pageCommandId,
  pageSynonyms,
  type NavigationSectionLike,
  type PaletteCommand,
} from './commands';

/** Pages every signed-in user has outside the navigation (the top bar's account menu). */
export const accountPageCommands: readonly PaletteCommand[] = [
  {
    id: pageCommandId('/exports/'),
    group: 'pages',
    label: 'Exports',
    detail: 'My exports and scheduled reports',
    keywords: pageSynonyms['/exports/'],
  },
];

export const paletteActions = ['my-account', 'shortcuts', 'logout'] as const;
export type PaletteAction = (typeof paletteActions)[number];

export const actionCommands: readonly PaletteCommand[] = [
  { id: 'action:my-account', group: 'actions', label: 'My Account', keywords: ['profile'] },
  {
    id: 'action:shortcuts',
    group: 'actions',
    label: 'Show keyboard shortcuts',
    keywords: ['help', 'keys'],
    shortcut: ['?'],
  },
  { id: 'action:logout', group: 'actions', label: 'Logout', keywords: ['sign out'] },
];

/** A record the quick search found. */
export interface FoundRecord {
  type: BrowsingHistoryKind;
  id: number;
  title: string;
}

const recordPrefixes = { retailers: 'merchant', credit_applications: 'application' } as const;

/** A found merchant or application as a command that opens it. */
export function recordCommand(record: FoundRecord): PaletteCommand {
  return {
    id: `${recordPrefixes[record.type]}:${record.id}`,
    group: record.type === 'retailers' ? 'merchants' : 'applications',
    label: record.title,
    detail: `#${record.id}`,
  };
}

/** What running a command does: open a page, open a record, or take an action. */
export type CommandTarget =
  | { kind: 'page'; path: string }
  | { kind: 'record'; record: BrowsingHistoryKind; id: number }
  | { kind: 'action'; action: PaletteAction };

export function commandTarget(command: PaletteCommand): CommandTarget | null {
  const [prefix, value = ''] = command.id.split(/:(.*)/s);
  if (prefix === 'page') return { kind: 'page', path: value };
  if (prefix === 'merchant') return { kind: 'record', record: 'retailers', id: Number(value) };
  if (prefix === 'application') {
    return { kind: 'record', record: 'credit_applications', id: Number(value) };
  }
  const action = paletteActions.find((name) => prefix === 'action' && value === name);
  return action ? { kind: 'action', action } : null;
}

function isPaletteCommand(value: unknown): value is PaletteCommand {
  if (typeof value !== 'object' || value === null) return false;
  const { id, group, label } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof group === 'string' && typeof label === 'string';
}

/** The recently run commands kept as JSON text; anything else reads as none. */
export function readRecentCommands(stored: string | null): PaletteCommand[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPaletteCommand) : [];
  } catch {
    return [];
  }
}

/** The paths of the dashboard and of every page the navigation offers. */
export function navigationPagePaths(
  sections: readonly NavigationSectionLike[],
  toPath: (url: string) => string,
): string[] {
  return [
    '/',
    ...sections.flatMap((section) => section.navigation_items.map((item) => toPath(item.url))),
  ];
}
