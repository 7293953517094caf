import { Button, Heading, Inline, Stack, Text, TextField } from '@backoffice/ui';
import { useCallback } from 'react';
import { useDebouncedDraft } from '../../Report/useDebouncedDraft';
import { LIKE_SEARCH_DELAY_MS } from '../UsersToolbar/UsersToolbar';

export interface GroupsToolbarProps {
  /** The group name like-search as applied (from the URL). */
  groupName: string;
  /** Called once typing pauses, with the trimmed search ('' clears it). */
  onGroupNameChange: (groupName: string) => void;
  onNewGroup: () => void;
  /** How many groups match, once known. */
  total?: number;
}

/**
 * The Groups filters (merchants.md section 2: titled Groups, no reset, no export): the Group Name
 * like-search, New Group and the count of matching groups.
 */
export function GroupsToolbar({
  groupName,
  onGroupNameChange,
  onNewGroup,
  total,
}: GroupsToolbarProps) {
  const commit = useCallback(
    (draft: string) => onGroupNameChange(draft.trim()),
    [onGroupNameChange],
  );
  const [draft, setDraft] = useDebouncedDraft(
    groupName,
    commit,
    LIKE_SEARCH_DELAY_MS,
    (a, b) => a.trim() === b.trim(),
  );
  return (
    <Stack gap="150">
      <Heading level={2} size="md" id="groups-filters">
        Groups
      </Heading>
      <Inline gap="150" align="end" justify="spaceBetween">
        <TextField
          label="Group Name"
          type="search"
          value={draft}
          onChange={setDraft}
          placeholder="Search group names"
        />
        <Button variant="primary" onPress={onNewGroup}>
          New Group
        </Button>
      </Inline>
      {total === undefined ? null : (
        <Text as="p" tone="muted" size="sm" aria-live="polite">
          {total === 1 ? '1 group' : `${total} groups`}
        </Text>
      )}
    </Stack>
  );
}
