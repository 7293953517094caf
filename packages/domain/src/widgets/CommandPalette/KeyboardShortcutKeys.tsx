import { visuallyHidden } from '@backoffice/ui/theme';
import { Fragment } from 'react';
import { chordKeys } from '../../model/commands';
import * as styles from './KeyboardShortcutsDialog.css';

export interface KeyboardShortcutKeysProps {
  /** The chords, e.g. ['Mod+K'] or ['G', 'D']. */
  keys: readonly string[];
  /** 'then': pressed one after another (the default); 'or': any one of them. */
  join?: 'then' | 'or';
  /** Mod is written ⌘ on Apple devices and Ctrl elsewhere. */
  isApple: boolean;
  className?: string;
}

/**
 * A shortcut as key caps, e.g. ⌘ K or G then D. A symbol a screen reader would misread (⌘, ↑)
 * is read by its name instead.
 */
export function KeyboardShortcutKeys({
  keys,
  join = 'then',
  isApple,
  className,
}: KeyboardShortcutKeysProps) {
  return (
    <span className={[styles.shortcutKeys, className].filter(Boolean).join(' ')}>
      {keys.map((chord, chordIndex) => (
        <Fragment key={`${chord}-${chordIndex}`}>
          {chordIndex > 0 ? <span>{join}</span> : null}
          <kbd className={styles.shortcutKeys}>
            {chordKeys(chord, isApple).map((key) => (
              <kbd key={key.name} className={styles.shortcutKey}>
                {key.symbol === key.name ? (
                  key.symbol
                ) : (
                  <>
                    <span aria-hidden="true">{key.symbol}</span>
                    <span className={visuallyHidden}>{key.name}</span>
                  </>
                )}
              </kbd>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}
