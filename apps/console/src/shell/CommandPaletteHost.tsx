import {
  quickSearchMaxLength,
  quickSearchMinLength,
  useQuickSearch,
  useRecordVisit,
} from '@backoffice/api-client';
import {
  isApplePlatform,
  keyboardShortcutGroups,
  pageCommandId,
  pageCommands,
  pageSynonyms,
  rememberCommand,
  type PaletteCommand,
} from '@backoffice/domain/model';
import {
  CommandPalette,
  KeyboardShortcutKeys,
  KeyboardShortcutsDialog,
} from '@backoffice/domain/widgets';
import { Button } from '@backoffice/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../search/pathOf';
import { useNavigationSections } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { navigationPath } from './navigationPath';
import { shortcutKeys } from './Shell.css';
import { useGlobalShortcuts } from './useGlobalShortcuts';

/** Pages every signed-in user has, outside the navigation (the top bar's account menu). */
const accountPageCommands: PaletteCommand[] = [
  {
    id: pageCommandId('/exports/'),
    group: 'pages',
    label: 'Exports',
    detail: 'My exports and scheduled reports',
    keywords: pageSynonyms['/exports/'],
  },
];

const actionCommands: PaletteCommand[] = [
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

const recordKinds = { merchant: 'retailers', application: 'credit_applications' } as const;

function platformName(): string {
  const withHints = navigator as Navigator & { userAgentData?: { platform: string } };
  return withHints.userAgentData?.platform ?? navigator.userAgent;
}

function isPaletteCommand(value: unknown): value is PaletteCommand {
  if (typeof value !== 'object' || value === null) return false;
  const { id, group, label } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof group === 'string' && typeof label === 'string';
}

/** Recently run commands, kept in this browser per user: they are a convenience, not data. */
function useRecentCommands(userId: number | undefined) {
  const storageKey = `backoffice.recentCommands.${userId ?? 'anonymous'}`;
  const [recent, setRecent] = useState<PaletteCommand[]>(() => {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      return Array.isArray(stored) ? stored.filter(isPaletteCommand) : [];
    } catch {
      return [];
    }
  });
  const remember = useCallback(
    (command: PaletteCommand) =>
      setRecent((current) => {
        const next = rememberCommand(current, command);
        localStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      }),
    [storageKey],
  );
  return [recent, remember] as const;
}

export interface CommandPaletteHostProps {
  onOpenMyAccount: () => void;
  onFocusQuickSearch: () => void;
}

/**
 * The command palette (Mod+K), the Keyboard shortcuts dialog ('?') and the console's other
 * shortcuts, with a top-bar button that opens the palette for pointer users.
 */
export function CommandPaletteHost({
  onOpenMyAccount,
  onFocusQuickSearch,
}: CommandPaletteHostProps) {
  const navigate = useNavigate();
  const { session, signOut } = useSession();
  const { data: sections = [] } = useNavigationSections();
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [recentCommands, rememberRecent] = useRecentCommands(session?.userId);
  const search = useQuickSearch(isPaletteOpen ? query : '');
  const recordVisit = useRecordVisit(session?.userId);
  const [isApple] = useState(() => isApplePlatform(platformName()));

  const pages = useMemo(() => pageCommands(sections, navigationPath), [sections]);
  const commands = useMemo(() => [...pages, ...accountPageCommands, ...actionCommands], [pages]);
  const pagePaths = useMemo(
    () =>
      new Set([
        '/',
        ...sections.flatMap((section) =>
          section.navigation_items.map((item) => navigationPath(item.url)),
        ),
      ]),
    [sections],
  );
  const trimmed = query.trim();
  const isSearchable =
    trimmed.length >= quickSearchMinLength && trimmed.length <= quickSearchMaxLength;
  const isSearching = isSearchable && (search.isSettling || search.isFetching);
  // While the next term settles and loads, the last answer stays listed so the list does not
  // collapse and refill with every keystroke.
  const [lastAnswer, setLastAnswer] = useState(search.data);
  if (search.data && search.data !== lastAnswer) setLastAnswer(search.data);
  const answer = search.data ?? (isSearching ? lastAnswer : undefined);
  const searchResults = useMemo(
    () =>
      (answer?.results ?? []).map((result): PaletteCommand => ({
        id: `${result.type === 'retailers' ? 'merchant' : 'application'}:${result.id}`,
        group: result.type === 'retailers' ? 'merchants' : 'applications',
        label: result.title,
        detail: `#${result.id}`,
      })),
    [answer],
  );

  const openPalette = () => {
    // One dialog at a time: the palette takes the place of the shortcuts list.
    setShortcutsOpen(false);
    setQuery('');
    setPaletteOpen(true);
  };

  const run = (command: PaletteCommand) => {
    rememberRecent(command);
    const [kind, value = ''] = command.id.split(/:(.*)/s);
    if (kind === 'page') {
      void navigate(value);
    } else if (kind === 'merchant' || kind === 'application') {
      const id = Number(value);
      recordVisit.mutate(kind === 'merchant' ? { retailer_id: id } : { credit_application_id: id });
      void navigate(pathOf(recordKinds[kind], id));
    } else if (command.id === 'action:my-account') {
      onOpenMyAccount();
    } else if (command.id === 'action:shortcuts') {
      setShortcutsOpen(true);
    } else if (command.id === 'action:logout') {
      void signOut();
    }
  };

  useGlobalShortcuts({
    isApple,
    pagePaths,
    onTogglePalette: () => (isPaletteOpen ? setPaletteOpen(false) : openPalette()),
    onShowShortcuts: () => setShortcutsOpen(true),
    onFocusQuickSearch,
    onGoTo: (path) => void navigate(path),
  });

  return (
    <>
      <Button
        variant="tertiary"
        onPress={openPalette}
        aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      >
        Commands
        <span aria-hidden="true" className={shortcutKeys}>
          <KeyboardShortcutKeys keys={['Mod+K']} isApple={isApple} />
        </span>
      </Button>
      <CommandPalette
        isOpen={isPaletteOpen}
        onOpenChange={setPaletteOpen}
        query={query}
        onQueryChange={setQuery}
        commands={commands}
        recentCommands={recentCommands}
        searchResults={isSearchable ? searchResults : []}
        isSearching={isSearching}
        searchError={isSearchable && search.isError ? search.error.message : undefined}
        searchMinLength={quickSearchMinLength}
        onAction={run}
        isApple={isApple}
      />
      <KeyboardShortcutsDialog
        isOpen={isShortcutsOpen}
        onOpenChange={setShortcutsOpen}
        groups={keyboardShortcutGroups([...pagePaths])}
        isApple={isApple}
      />
    </>
  );
}
