import { Modal, Spinner } from '@backoffice/ui';
import { useMemo } from 'react';
import {
  Autocomplete,
  Collection,
  Dialog,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  TextField,
  type Key,
} from 'react-aria-components';
import {
  commandGroupTitles,
  commandSections,
  spokenShortcut,
  type CommandSection,
  type PaletteCommand,
} from '../../model/commands';
import * as styles from './CommandPalette.css';
import { KeyboardShortcutKeys } from './KeyboardShortcutKeys';

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The text typed; controlled, so that the page can search the server with it. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Pages and actions; the palette finds and ranks them as the user types. */
  commands: readonly PaletteCommand[];
  /** Recently run commands, newest first; shown first while the query is empty. */
  recentCommands?: readonly PaletteCommand[];
  /** Merchants and credit applications found by the server for `query`, best first. */
  searchResults?: readonly PaletteCommand[];
  /** True while the server search for the current query is pending (including its debounce). */
  isSearching?: boolean;
  /** Why the server search failed, if it did. */
  searchError?: string | undefined;
  /** Below this many characters the server is not asked, and the palette says so. */
  searchMinLength?: number;
  /** Called with the chosen command; the palette closes first. */
  onAction: (command: PaletteCommand) => void;
  /** Mod is written ⌘ on Apple devices and Ctrl elsewhere. */
  isApple: boolean;
}

// Defaults shared between renders, so the sections are worked out again only when data changes.
const noCommands: readonly PaletteCommand[] = [];

function searchSections(results: readonly PaletteCommand[]): CommandSection[] {
  return (['merchants', 'applications'] as const)
    .map((group) => ({
      group,
      title: commandGroupTitles[group],
      commands: results.filter((command) => command.group === group),
    }))
    .filter((section) => section.commands.length > 0);
}

function searchNote({
  query,
  searchMinLength,
  isSearching,
  searchError,
  hasSearchResults,
  hasOtherResults,
}: {
  query: string;
  searchMinLength: number;
  isSearching: boolean;
  searchError: string | undefined;
  hasSearchResults: boolean;
  hasOtherResults: boolean;
}): string {
  const length = query.trim().length;
  if (length === 0) return '';
  if (length < searchMinLength) {
    return `Type ${searchMinLength} or more characters to search merchants and credit applications.`;
  }
  if (isSearching) return 'Searching merchants and credit applications…';
  if (searchError) return searchError;
  // With nothing at all to show, the list itself says 'No results.'
  if (!hasSearchResults && hasOtherResults) return 'No merchants or credit applications found.';
  return '';
}

function CommandOption({
  command,
  isRecent,
  isApple,
}: {
  command: PaletteCommand;
  isRecent: boolean;
  isApple: boolean;
}) {
  // A recent command is shown apart from its group, so its group goes with it.
  const detail = [isRecent ? commandGroupTitles[command.group] : undefined, command.detail]
    .filter(Boolean)
    .join(' · ');
  // The name is everything the option shows, in that order (WCAG 2.5.3, label in name): a
  // voice-control user says what they see, and a screen reader user hears the detail and shortcut.
  const name = [
    command.label,
    detail,
    command.shortcut ? spokenShortcut(command.shortcut, isApple) : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <ListBoxItem
      id={command.id}
      textValue={command.label}
      aria-label={name}
      className={styles.paletteOption}
    >
      {/* The spaces keep the parts apart as text; the flex gap alone only shows them apart. */}
      <span className={styles.paletteOptionText}>
        <span>{command.label}</span>
        {detail ? (
          <>
            {' '}
            <span className={styles.paletteOptionDetail}>{detail}</span>
          </>
        ) : null}
      </span>
      {command.shortcut ? (
        <>
          {' '}
          <KeyboardShortcutKeys keys={command.shortcut} isApple={isApple} />
        </>
      ) : null}
    </ListBoxItem>
  );
}

/**
 * The command palette (Ctrl+K, ⌘K on Apple devices): one box that finds pages, actions,
 * merchants and credit applications. Arrow keys move through the list (the active option is
 * announced), Enter runs it, Escape closes and gives focus back to where it was.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  query,
  onQueryChange,
  commands,
  recentCommands = noCommands,
  searchResults = noCommands,
  isSearching = false,
  searchError,
  searchMinLength = 3,
  onAction,
  isApple,
}: CommandPaletteProps) {
  const sections = useMemo(
    () => [
      ...commandSections(commands, query, recentCommands),
      ...(query.trim().length >= searchMinLength ? searchSections(searchResults) : []),
    ],
    [commands, query, recentCommands, searchResults, searchMinLength],
  );
  const note = searchNote({
    query,
    searchMinLength,
    isSearching,
    searchError,
    hasSearchResults: sections.some(
      (section) => section.group === 'merchants' || section.group === 'applications',
    ),
    hasOtherResults: sections.length > 0,
  });

  const run = (key: Key) => {
    const command = sections.flatMap((section) => section.commands).find((item) => item.id === key);
    if (!command) return;
    onOpenChange(false);
    onAction(command);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} className={styles.paletteModal}>
      <Dialog aria-label="Command palette" className={styles.palette}>
        <Autocomplete inputValue={query} onInputChange={onQueryChange}>
          <TextField aria-label="Search commands" className={styles.paletteField}>
            <Input
              className={styles.paletteInput}
              placeholder="Search pages, actions, merchants and applications…"
              // The palette exists to be typed into: the box takes focus as it opens.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
            {isSearching && query.trim().length >= searchMinLength ? (
              <Spinner size="sm" aria-label="Searching" />
            ) : null}
          </TextField>
          {/* A long list scrolls. Arrow keys scroll it from the box, and the scroller is also
              reachable by Tab, as axe asks of every scrolling region. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.paletteScroller} tabIndex={0} role="region" aria-label="Commands">
            <ListBox
              aria-label="Commands"
              className={styles.paletteList}
              items={sections}
              onAction={run}
              renderEmptyState={() => (
                <div className={styles.paletteEmpty}>
                  {isSearching ? 'Searching…' : 'No results.'}
                </div>
              )}
            >
              {(section) => (
                <ListBoxSection id={section.group} className={styles.paletteSection}>
                  <Header className={styles.paletteSectionHeader}>{section.title}</Header>
                  <Collection items={section.commands}>
                    {(command) => (
                      <CommandOption
                        command={command}
                        isRecent={section.group === 'recent'}
                        isApple={isApple}
                      />
                    )}
                  </Collection>
                </ListBoxSection>
              )}
            </ListBox>
          </div>
        </Autocomplete>
        <div role="status" className={styles.paletteStatus}>
          {note}
        </div>
        <div className={styles.paletteFooter}>
          <span className={styles.paletteFooterHint}>
            <KeyboardShortcutKeys keys={['ArrowUp', 'ArrowDown']} join="or" isApple={isApple} />
            to move
          </span>
          <span className={styles.paletteFooterHint}>
            <KeyboardShortcutKeys keys={['Enter']} isApple={isApple} />
            to run
          </span>
          <span className={styles.paletteFooterHint}>
            <KeyboardShortcutKeys keys={['Escape']} isApple={isApple} />
            to close
          </span>
        </div>
      </Dialog>
    </Modal>
  );
}
