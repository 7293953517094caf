/**
 * The command palette's rules (beyond the specification, issue 4 item 9): which commands match a
 * query and in what order, the recently run commands, and keyboard shortcuts written per platform.
 */

export const commandGroups = ['recent', 'pages', 'actions', 'merchants', 'applications'] as const;
export type CommandGroup = (typeof commandGroups)[number];

/** The heading each group of commands is shown under. */
export const commandGroupTitles: Record<CommandGroup, string> = {
  recent: 'Recent',
  pages: 'Pages',
  actions: 'Actions',
  merchants: 'Merchants',
  applications: 'Credit Applications',
};

export interface PaletteCommand {
  /** Unique among all commands, e.g. 'page:/merchants/', 'action:logout', 'merchant:12'. */
  id: string;
  group: Exclude<CommandGroup, 'recent'>;
  label: string;
  /** Shown after the label, e.g. the navigation section or a record's number. */
  detail?: string | undefined;
  /** Other words the command is found by (e.g. 'sign out' for Logout). */
  keywords?: readonly string[] | undefined;
  /** The keyboard shortcut that runs the command outside the palette, e.g. ['G', 'D']. */
  shortcut?: readonly string[] | undefined;
}

export const RECENT_COMMANDS_LIMIT = 5;

/** Puts the command first, drops an earlier run of it and keeps at most five. */
export function rememberCommand(
  recent: readonly PaletteCommand[],
  command: PaletteCommand,
  limit = RECENT_COMMANDS_LIMIT,
): PaletteCommand[] {
  return [command, ...recent.filter((item) => item.id !== command.id)].slice(0, limit);
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** Letters of `query` in order inside `text`, e.g. 'crap' in 'credit applications'. */
function isSubsequence(query: string, text: string): boolean {
  let next = 0;
  for (const letter of text) {
    if (letter === query[next]) next += 1;
    if (next === query.length) return true;
  }
  return false;
}

/** An English word in the singular, roughly: 'policies' → 'policy', 'modules' → 'module'. */
function singular(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && word.length > 3) return word.slice(0, -1);
  return word;
}

/**
 * How well `text` matches `query`, higher is better, or null when it does not match:
 * whole text, then start of the text, start of a word, anywhere, then the query's words each
 * somewhere, and last the query's letters in order.
 */
export function matchScore(text: string, query: string): number | null {
  const haystack = normalise(text);
  const needle = normalise(query);
  if (needle === '') return 0;
  if (haystack === needle) return 100;
  if (haystack.startsWith(needle)) return 80;
  const words = haystack.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.some((word) => word.startsWith(needle))) return 60;
  // 'policy' finds 'Credit Policies', 'modules' finds 'Policy Modules'.
  if (!needle.includes(' ') && words.some((word) => singular(word).startsWith(needle))) {
    return 55;
  }
  if (haystack.includes(needle)) return 40;
  const queryWords = needle.split(/\s+/);
  if (
    queryWords.length > 1 &&
    queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)))
  ) {
    return 30;
  }
  if (isSubsequence(needle.replace(/\s+/g, ''), haystack)) return 10;
  return null;
}

function commandScore(command: PaletteCommand, query: string): number | null {
  const scores = [command.label, ...(command.keywords ?? [])]
    .map((text, index) => {
      const score = matchScore(text, query);
      // A keyword match counts for a little less than the same match on the label.
      return score === null ? null : score - (index === 0 ? 0 : 5);
    })
    .filter((score): score is number => score !== null);
  return scores.length === 0 ? null : Math.max(...scores);
}

/**
 * The commands matching `query`, best first. Equal matches keep the order of recent use, then
 * the order given. An empty query matches everything in the order given.
 */
export function rankCommands(
  commands: readonly PaletteCommand[],
  query: string,
  recent: readonly PaletteCommand[] = [],
): PaletteCommand[] {
  if (normalise(query) === '') return [...commands];
  const recency = (command: PaletteCommand) => {
    const index = recent.findIndex((item) => item.id === command.id);
    return index === -1 ? recent.length : index;
  };
  return commands
    .map((command, order) => ({ command, order, score: commandScore(command, query) }))
    .filter((entry): entry is typeof entry & { score: number } => entry.score !== null)
    .sort(
      (a, b) => b.score - a.score || recency(a.command) - recency(b.command) || a.order - b.order,
    )
    .map((entry) => entry.command);
}

export interface CommandSection {
  group: CommandGroup;
  title: string;
  commands: PaletteCommand[];
}

/**
 * The palette's sections. With no query: the recently run commands, then every group without
 * them; a recent page or action is shown only while it is still offered (permissions change),
 * a recent merchant or application always. With a query: each group's matches, best first;
 * groups keep their order.
 */
export function commandSections(
  commands: readonly PaletteCommand[],
  query: string,
  recent: readonly PaletteCommand[] = [],
): CommandSection[] {
  const offered = new Set(commands.map((command) => command.id));
  const recentOffered = recent.filter(
    (command) =>
      offered.has(command.id) || command.group === 'merchants' || command.group === 'applications',
  );
  const isEmptyQuery = normalise(query) === '';
  const shownAsRecent = new Set(isEmptyQuery ? recentOffered.map((command) => command.id) : []);
  const ranked = rankCommands(commands, query, recentOffered).filter(
    (command) => !shownAsRecent.has(command.id),
  );
  const sections: CommandSection[] = [];
  if (isEmptyQuery && recentOffered.length > 0) {
    sections.push({ group: 'recent', title: commandGroupTitles.recent, commands: recentOffered });
  }
  for (const group of commandGroups) {
    const inGroup = ranked.filter((command) => command.group === group);
    if (inGroup.length > 0) {
      sections.push({ group, title: commandGroupTitles[group], commands: inGroup });
    }
  }
  return sections;
}

/** 'G then a letter' opens a page; only pages the user's navigation offers are reachable. */
export const goToShortcuts = [
  { key: 'd', path: '/', label: 'Dashboard' },
  { key: 'c', path: '/credit-app/', label: 'Credit Applications' },
  { key: 'm', path: '/merchants/', label: 'Merchants' },
  { key: 'u', path: '/user-management/', label: 'Users and Groups' },
] as const;

/** How long after G the second key still counts as part of the shortcut. */
export const SHORTCUT_SEQUENCE_TIMEOUT_MS = 1500;

/** Navigation as the server gives it (GET /navigation): sections of items with a page url. */
export interface NavigationSectionLike {
  label: string;
  navigation_items: readonly { label: string; url: string }[];
}

function pageKeywords(path: string, section: string | undefined): string[] | undefined {
  const keywords = [...(section ? [section] : []), ...(pageSynonyms[path] ?? [])];
  return keywords.length > 0 ? keywords : undefined;
}

/** A page command's id, from its path ('/merchants/' → 'page:/merchants/'). */
export const pageCommandId = (path: string) => `page:${path}`;

/** Other words people use for a page, beside its label and its navigation section. */
export const pageSynonyms: Readonly<Record<string, readonly string[]>> = {
  '/': ['home'],
  '/credit-policies/': ['policy', 'decision rules', 'scorecard'],
  '/credit-policy-modules/': ['policy', 'rules', 'scorecard'],
  '/exports/': ['download', 'CSV', 'scheduled reports'],
  '/user-management/': ['permissions', 'people', 'staff'],
  '/watch-list/': ['fraud', 'blocklist'],
};

/**
 * The pages a user may open: the dashboard and their navigation items (so a command never leads
 * where the user has no permission), each once. A page is found by its label, its navigation
 * section and its synonyms.
 */
export function pageCommands(
  sections: readonly NavigationSectionLike[],
  toPath: (url: string) => string,
): PaletteCommand[] {
  const entries = [
    { path: '/', label: 'Dashboard', section: undefined as string | undefined },
    ...sections.flatMap((section) =>
      section.navigation_items.map((item) => ({
        path: toPath(item.url),
        label: item.label,
        section: section.label === item.label ? undefined : section.label,
      })),
    ),
  ];
  const pages: PaletteCommand[] = [];
  for (const entry of entries) {
    const id = pageCommandId(entry.path);
    if (pages.some((page) => page.id === id)) continue;
    const goTo = goToShortcuts.find((shortcut) => shortcut.path === entry.path);
    pages.push({
      id,
      group: 'pages',
      label: entry.label,
      detail: entry.section,
      keywords: pageKeywords(entry.path, entry.section),
      shortcut: goTo ? ['G', goTo.key.toUpperCase()] : undefined,
    });
  }
  return pages;
}

/** Whether the device is an Apple one, where ⌘ takes the place of Ctrl. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

export interface ShortcutKey {
  /** What is printed on the key, e.g. '⌘'. */
  symbol: string;
  /** What a screen reader says, e.g. 'Command'. */
  name: string;
}

/**
 * The keys of one chord ('Mod+K', '?', 'G') as printed for the platform: Mod is ⌘ (Command) on
 * Apple devices and Ctrl elsewhere.
 */
export function chordKeys(chord: string, isApple: boolean): ShortcutKey[] {
  const parts = chord === '+' ? ['+'] : chord.split('+');
  return parts.map((part) => {
    if (part === 'Mod')
      return isApple ? { symbol: '⌘', name: 'Command' } : { symbol: 'Ctrl', name: 'Ctrl' };
    if (part === 'Escape') return { symbol: 'Esc', name: 'Escape' };
    if (part === 'ArrowUp') return { symbol: '↑', name: 'Up arrow' };
    if (part === 'ArrowDown') return { symbol: '↓', name: 'Down arrow' };
    return { symbol: part, name: part };
  });
}

/**
 * A shortcut as a screen reader should say it, in the order its keys are printed: 'G then D',
 * 'Command K' on Apple devices.
 */
export function spokenShortcut(
  keys: readonly string[],
  isApple: boolean,
  join: 'then' | 'or' = 'then',
): string {
  return keys
    .map((chord) =>
      chordKeys(chord, isApple)
        .map((key) => key.name)
        .join(' '),
    )
    .join(` ${join} `);
}

/** The parts of a keyboard event that decide which chord was pressed. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Whether the key press is the palette's Mod+K (⌘K on Apple devices, Ctrl+K elsewhere). */
export function isPaletteChord(press: KeyPress, isApple: boolean): boolean {
  const modifier = isApple ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  return modifier && !press.altKey && press.key.toLowerCase() === 'k';
}

export interface KeyboardShortcut {
  /** The chords, e.g. ['G', 'D'] or ['Mod+K']. */
  keys: readonly string[];
  /** 'then': pressed one after another (the default); 'or': any one of them. */
  join?: 'then' | 'or';
  description: string;
}

export interface KeyboardShortcutGroup {
  title: string;
  shortcuts: readonly KeyboardShortcut[];
}

/**
 * Every shortcut the console answers to. The G shortcuts are listed only for the pages in
 * `pagePaths` (the user's navigation).
 */
export function keyboardShortcutGroups(pagePaths: readonly string[]): KeyboardShortcutGroup[] {
  const offered = new Set(pagePaths);
  const groups: KeyboardShortcutGroup[] = [
    {
      title: 'Anywhere',
      shortcuts: [
        { keys: ['Mod+K'], description: 'Open the command palette' },
        { keys: ['/'], description: 'Search merchants and credit applications' },
        { keys: ['?'], description: 'Show keyboard shortcuts' },
      ],
    },
    {
      title: 'Go to',
      shortcuts: goToShortcuts
        .filter((shortcut) => offered.has(shortcut.path))
        .map((shortcut) => ({
          keys: ['G', shortcut.key.toUpperCase()],
          description: shortcut.label,
        })),
    },
    {
      title: 'In the command palette',
      shortcuts: [
        { keys: ['ArrowUp', 'ArrowDown'], join: 'or', description: 'Move between commands' },
        { keys: ['Enter'], description: 'Run the command' },
        { keys: ['Escape'], description: 'Close the palette' },
      ],
    },
  ];
  return groups.filter((group) => group.shortcuts.length > 0);
}
