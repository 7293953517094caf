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
  // The spaces between keys are not seen (the keys sit in a flex row with a gap) but keep the
  // text apart where it is read as text: copied, or compared with an accessible name.
  return (
    <span className={[styles.shortcutKeys, className].filter(Boolean).join(' ')}>
      {keys.map((chord, chordIndex) => (
        <Fragment key={`${chord}-${chordIndex}`}>
          {chordIndex > 0 ? (
            <>
              {' '}
              <span>{join}</span>{' '}
            </>
          ) : null}
          <kbd className={styles.shortcutKeys}>
            {chordKeys(chord, isApple).map((key, keyIndex) => (
              <Fragment key={key.name}>
                {keyIndex > 0 ? ' ' : null}
                <kbd className={styles.shortcutKey}>
                  {key.symbol === key.name ? (
                    key.symbol
                  ) : (
                    <>
                      <span aria-hidden="true">{key.symbol}</span>
                      <span className={visuallyHidden}>{key.name}</span>
                    </>
                  )}
                </kbd>
              </Fragment>
            ))}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}
