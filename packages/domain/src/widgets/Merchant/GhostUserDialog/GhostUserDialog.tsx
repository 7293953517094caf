import {
  Alert,
  FlowDialog,
  Link,
  Select,
  SelectItem,
  Spinner,
  Stack,
  Text,
  type FlowDialogState,
} from '@backoffice/ui';
import { useState } from 'react';
import { ghostingAs, merchantMessages } from '../../../model/index';

/** A user of the merchant, to ghost as. */
export interface GhostCandidate {
  user_id: number;
  username: string;
  full_name: string;
  group_name?: string | null;
}

/** How the ghost window opened: in a new window, or blocked (then a link opens it). */
export type GhostWindowOutcome = { opened: true } | { opened: false; url: string };

export interface GhostUserDialogProps {
  isOpen: boolean;
  /** The merchant's users; undefined while they load. */
  users: readonly GhostCandidate[] | undefined;
  /** Why the users could not be read. */
  loadError?: string | null;
  /**
   * Asks for the ghost token of the user and opens the ghost window; resolves with whether the
   * browser let it open, rejects with the server's message.
   */
  onGhost: (user: GhostCandidate) => Promise<GhostWindowOutcome>;
  onClose: () => void;
}

const userLabel = (user: GhostCandidate) =>
  user.group_name
    ? `${user.full_name} (${user.username}, ${user.group_name})`
    : `${user.full_name} (${user.username})`;

/**
 * Ghost in as User: choose one of the merchant's users; a new window opens signed in as them
 * ('Successfully ghosting as {name}'). A blocked popup leaves a link to open it; a failure shows
 * the server's message, or the spec's unexpected-error text.
 */
export function GhostUserDialog({
  isOpen,
  users,
  loadError,
  onGhost,
  onClose,
}: GhostUserDialogProps) {
  const [userId, setUserId] = useState<number | null>(null);
  const [state, setState] = useState<FlowDialogState>('form');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ name: string; blockedUrl: string | null } | null>(null);

  const close = () => {
    setUserId(null);
    setState('form');
    setError(null);
    setOutcome(null);
    onClose();
  };
  const chosen = users?.find((user) => user.user_id === userId) ?? null;

  const ghost = async (user: GhostCandidate) => {
    setState('working');
    setError(null);
    try {
      const opened = await onGhost(user);
      setOutcome({ name: user.full_name, blockedUrl: opened.opened ? null : opened.url });
      setState('done');
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : merchantMessages.ghostUnexpected,
      );
      setState('form');
    }
  };

  return (
    <FlowDialog
      isOpen={isOpen}
      title="Ghost in as User"
      state={state}
      doneMessage={
        outcome ? (
          <>
            {ghostingAs(outcome.name)}
            {outcome.blockedUrl ? (
              <>
                {'. The browser blocked the new window: '}
                <Link href={outcome.blockedUrl} target="_blank">
                  Open the session as {outcome.name}
                </Link>
              </>
            ) : null}
          </>
        ) : null
      }
      primaryActionLabel="Ghost"
      isPrimaryActionDisabled={chosen === null}
      onPrimaryAction={() => {
        if (chosen) void ghost(chosen);
      }}
      onClose={close}
      workingLabel="Opening the ghost session"
    >
      <Stack gap="150">
        {error ? (
          <Alert tone="critical" title={merchantMessages.ghostFailed}>
            {error}
          </Alert>
        ) : null}
        {loadError ? <Alert tone="critical">{loadError}</Alert> : null}
        {!users && !loadError ? <Spinner aria-label="Loading the merchant's users" /> : null}
        {users ? (
          <Select
            label="User"
            isRequired
            placeholder="Choose a user"
            items={users.map((user) => ({ id: user.user_id, name: userLabel(user) }))}
            selectedKey={userId}
            onSelectionChange={(key) => setUserId(Number(key))}
            emptyState="The merchant has no users."
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
        ) : null}
        {users && chosen === null ? (
          <Text as="p" tone="muted">
            No user selected.
          </Text>
        ) : null}
      </Stack>
    </FlowDialog>
  );
}
