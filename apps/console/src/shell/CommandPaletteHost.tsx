import { quickSearchMinLength } from '@backoffice/api-client';
import {
  accountPageCommands,
  actionCommands,
  isApplePlatform,
  keyboardShortcutGroups,
  navigationPagePaths,
  pageCommands,
} from '@backoffice/domain/model';
import {
  CommandPalette,
  KeyboardShortcutKeys,
  KeyboardShortcutsDialog,
} from '@backoffice/domain/widgets';
import { Button } from '@backoffice/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavigationSections } from '../session/queries';
import { useSession } from '../session/SessionProvider';
import { navigationPath } from './navigationPath';
import { shortcutKeys } from './Shell.css';
import { useGlobalShortcuts } from './useGlobalShortcuts';
import { usePaletteSearch } from './usePaletteSearch';
import { useRecentCommands } from './useRecentCommands';
import { useRunCommand } from './useRunCommand';

function platformName(): string {
  const withHints = navigator as Navigator & { userAgentData?: { platform: string } };
  return withHints.userAgentData?.platform ?? navigator.userAgent;
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
  const { session } = useSession();
  const { data: sections = [] } = useNavigationSections();
  const [isPaletteOpen, setPaletteOpen] = useState(false);
  const [isShortcutsOpen, setShortcutsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [recentCommands, rememberRecent] = useRecentCommands(session?.userId);
  const search = usePaletteSearch(query, isPaletteOpen);
  const [isApple] = useState(() => isApplePlatform(platformName()));

  const pages = useMemo(() => pageCommands(sections, navigationPath), [sections]);
  const commands = useMemo(() => [...pages, ...accountPageCommands, ...actionCommands], [pages]);
  const pagePaths = useMemo(
    () => new Set(navigationPagePaths(sections, navigationPath)),
    [sections],
  );

  const openPalette = () => {
    // One dialog at a time: the palette takes the place of the shortcuts list.
    setShortcutsOpen(false);
    setQuery('');
    setPaletteOpen(true);
  };

  const run = useRunCommand({
    rememberRecent,
    onOpenMyAccount,
    onShowShortcuts: () => setShortcutsOpen(true),
  });

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
        searchResults={search.searchResults}
        isSearching={search.isSearching}
        searchError={search.searchError}
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
