import { parseDate, type CalendarDate } from '@internationalized/date';
import { Button, DateRangePicker, Heading, Inline, Stack, Text, TextField } from '@backoffice/ui';
import { useCallback } from 'react';
import { useDebouncedDraft } from '../../Report/useDebouncedDraft';

/** How long a like-search (username, group name) waits for typing to pause. */
export const LIKE_SEARCH_DELAY_MS = 350;

export interface UsersToolbarProps {
  /** The username like-search as applied (from the URL). */
  username: string;
  /** Called once typing pauses, with the trimmed search ('' clears it). */
  onUsernameChange: (username: string) => void;
  /** The created range as ISO dates (yyyy-mm-dd), or null for none. */
  createdFrom: string | null;
  createdTo: string | null;
  onCreatedChange: (range: { from: string; to: string } | null) => void;
  onReset: () => void;
  onNewUser: () => void;
  /** How many users match, once known. */
  total?: number;
  /** How many users are selected: the bulk actions appear when any are. */
  selectedCount: number;
  onChangeGroup: () => void;
  onDeleteUsers: () => void;
}

function dateOf(text: string | null): CalendarDate | null {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
}

/**
 * The Users filters (merchants.md section 2): Username like-search, the created range, Reset and
 * New User; beneath them the selection's bulk actions, or 'No user selected.', and the count.
 */
export function UsersToolbar({
  username,
  onUsernameChange,
  createdFrom,
  createdTo,
  onCreatedChange,
  onReset,
  onNewUser,
  total,
  selectedCount,
  onChangeGroup,
  onDeleteUsers,
}: UsersToolbarProps) {
  const commit = useCallback((draft: string) => onUsernameChange(draft.trim()), [onUsernameChange]);
  const [draft, setDraft] = useDebouncedDraft(
    username,
    commit,
    LIKE_SEARCH_DELAY_MS,
    (a, b) => a.trim() === b.trim(),
  );
  const from = dateOf(createdFrom);
  const to = dateOf(createdTo);
  return (
    <Stack gap="150">
      <Heading level={2} size="md" id="users-filters">
        Users
      </Heading>
      <Inline gap="150" align="end" justify="spaceBetween">
        <Inline gap="150" align="end">
          <TextField
            label="Username"
            type="search"
            value={draft}
            onChange={setDraft}
            placeholder="Search usernames"
          />
          <DateRangePicker
            label="Created"
            hasShortcuts
            disallowFuture
            value={from && to ? { start: from, end: to } : null}
            onChange={(range) =>
              onCreatedChange(
                range ? { from: range.start.toString(), to: range.end.toString() } : null,
              )
            }
          />
          <Button
            onPress={() => {
              setDraft('');
              onReset();
            }}
          >
            Reset
          </Button>
        </Inline>
        <Button variant="primary" onPress={onNewUser}>
          New User
        </Button>
      </Inline>
      <Inline gap="150" justify="spaceBetween" role="group" aria-label="Selected users">
        {selectedCount === 0 ? (
          <Text tone="muted" size="sm">
            No user selected.
          </Text>
        ) : (
          <Inline gap="150">
            <Text tone="muted" size="sm">
              {selectedCount} selected
            </Text>
            <Button size="sm" onPress={onChangeGroup}>
              Change Group
            </Button>
            <Button size="sm" onPress={onDeleteUsers}>
              Delete Users
            </Button>
          </Inline>
        )}
        {total === undefined ? null : (
          <Text tone="muted" size="sm">
            {total === 1 ? '1 user' : `${total} users`}
          </Text>
        )}
      </Inline>
    </Stack>
  );
}
