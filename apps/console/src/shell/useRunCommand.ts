import { useRecordVisit } from '@backoffice/api-client';
import { commandTarget, type PaletteCommand } from '@backoffice/domain/model';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../search/pathOf';
import { useSession } from '../session/SessionProvider';

interface CommandHandlers {
  /** Remembers the command among the palette's recent ones. */
  rememberRecent: (command: PaletteCommand) => void;
  onOpenMyAccount: () => void;
  onShowShortcuts: () => void;
}

/** Carries out a command chosen in the palette: a page, a record (recorded as visited) or an action. */
export function useRunCommand({
  rememberRecent,
  onOpenMyAccount,
  onShowShortcuts,
}: CommandHandlers) {
  const navigate = useNavigate();
  const { session, signOut } = useSession();
  const recordVisit = useRecordVisit(session?.userId);

  return (command: PaletteCommand) => {
    rememberRecent(command);
    const target = commandTarget(command);
    if (target?.kind === 'page') {
      void navigate(target.path);
    } else if (target?.kind === 'record') {
      const { record, id } = target;
      recordVisit.mutate(
        record === 'retailers' ? { retailer_id: id } : { credit_application_id: id },
      );
      void navigate(pathOf(record, id));
    } else if (target?.action === 'my-account') {
      onOpenMyAccount();
    } else if (target?.action === 'shortcuts') {
      onShowShortcuts();
    } else if (target?.action === 'logout') {
      void signOut();
    }
  };
}
