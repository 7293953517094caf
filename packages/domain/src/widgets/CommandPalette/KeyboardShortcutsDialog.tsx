import { Button, Dialog, Modal } from '@backoffice/ui';
import { useId } from 'react';
import type { KeyboardShortcutGroup } from '../../model/commands';
import { KeyboardShortcutKeys } from './KeyboardShortcutKeys';
import * as styles from './KeyboardShortcutsDialog.css';

export interface KeyboardShortcutsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What to list, e.g. from `keyboardShortcutGroups` (only the shortcuts the console answers to). */
  groups: readonly KeyboardShortcutGroup[];
  /** Mod is written ⌘ on Apple devices and Ctrl elsewhere. */
  isApple: boolean;
}

function ShortcutGroupTable({
  group,
  isApple,
}: {
  group: KeyboardShortcutGroup;
  isApple: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      {/* The dialog's title is an h2, so its groups are one level below. */}
      <h3 id={headingId} className={styles.shortcutGroupTitle}>
        {group.title}
      </h3>
      <table className={styles.shortcutTable} aria-labelledby={headingId}>
        <tbody>
          {group.shortcuts.map((shortcut) => (
            <tr key={shortcut.description} className={styles.shortcutRow}>
              <th scope="row" className={styles.shortcutDescription}>
                {shortcut.description}
              </th>
              <td className={styles.shortcutKeysCell}>
                <KeyboardShortcutKeys keys={shortcut.keys} join={shortcut.join} isApple={isApple} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The Keyboard shortcuts dialog ('?'): every shortcut, grouped, with the platform's modifier. */
export function KeyboardShortcutsDialog({
  isOpen,
  onOpenChange,
  groups,
  isApple,
}: KeyboardShortcutsDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog
        title="Keyboard shortcuts"
        actions={
          <Button variant="primary" onPress={() => onOpenChange(false)}>
            Close
          </Button>
        }
      >
        <div className={styles.shortcutGroups}>
          {groups.map((group) => (
            <ShortcutGroupTable key={group.title} group={group} isApple={isApple} />
          ))}
        </div>
      </Dialog>
    </Modal>
  );
}
