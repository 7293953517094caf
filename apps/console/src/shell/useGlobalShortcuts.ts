import {
  SHORTCUT_SEQUENCE_TIMEOUT_MS,
  goToShortcuts,
  isPaletteChord,
} from '@backoffice/domain/model';
import { useEffect, useRef } from 'react';

export interface GlobalShortcutHandlers {
  isApple: boolean;
  /** The paths the user's navigation offers; G shortcuts lead only there. */
  pagePaths: ReadonlySet<string>;
  onTogglePalette: () => void;
  onShowShortcuts: () => void;
  onFocusQuickSearch: () => void;
  onGoTo: (path: string) => void;
}

const nonTextInputTypes = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether a key pressed here is typing: single-key shortcuts must leave it alone. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !nonTextInputTypes.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The console's keyboard shortcuts: Mod+K anywhere but in rich text (where it makes a link); '?',
 * '/' and G then a letter when focus is neither in a text field nor in a dialog (whose keys belong
 * to it).
 */
export function useGlobalShortcuts(handlers: GlobalShortcutHandlers) {
  // The listener is added once; it reads the newest handlers through the ref.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let pressedGAt: number | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const current = latest.current;
      // In rich text (the document editor) Mod+K makes a link, as in word processors.
      const inRichText =
        event.target instanceof Element &&
        event.target.closest('[contenteditable="true"]') !== null;
      if (isPaletteChord(event, current.isApple) && !inRichText) {
        // Ctrl+K would otherwise move focus to the browser's own search box.
        event.preventDefault();
        current.onTogglePalette();
        return;
      }
      const goToKeyAfterG =
        pressedGAt !== null && event.timeStamp - pressedGAt <= SHORTCUT_SEQUENCE_TIMEOUT_MS;
      pressedGAt = null;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTextEntry(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      if (event.key === '?') {
        event.preventDefault();
        current.onShowShortcuts();
      } else if (event.key === '/') {
        event.preventDefault();
        current.onFocusQuickSearch();
      } else if (goToKeyAfterG) {
        const goTo = goToShortcuts.find((shortcut) => shortcut.key === event.key.toLowerCase());
        if (goTo && current.pagePaths.has(goTo.path)) {
          event.preventDefault();
          current.onGoTo(goTo.path);
        }
      } else if (event.key.toLowerCase() === 'g' && !event.shiftKey) {
        pressedGAt = event.timeStamp;
      }
    };
    // Captured before any component handles the key: react-aria fields stop keydown from
    // bubbling, and Mod+K must still toggle the palette from its own search box.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
