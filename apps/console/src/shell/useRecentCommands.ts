import { readRecentCommands, rememberCommand, type PaletteCommand } from '@backoffice/domain/model';
import { useCallback, useState } from 'react';

/** Recently run commands, kept in this browser per user: they are a convenience, not data. */
export function useRecentCommands(userId: number | undefined) {
  const storageKey = `backoffice.recentCommands.${userId ?? 'anonymous'}`;
  const [recent, setRecent] = useState(() => readRecentCommands(localStorage.getItem(storageKey)));
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
