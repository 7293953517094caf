export { CommandPalette } from './CommandPalette';
export type { CommandPaletteProps } from './CommandPalette';
export { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';
export type { KeyboardShortcutsDialogProps } from './KeyboardShortcutsDialog';
export { KeyboardShortcutKeys } from './KeyboardShortcutKeys';
export type { KeyboardShortcutKeysProps } from './KeyboardShortcutKeys';
