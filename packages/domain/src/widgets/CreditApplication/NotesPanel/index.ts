export {
  ALL_LENDERS,
  NOTE_MAX_LENGTH,
  noteLenders,
  noteLenderText,
  NotesPanel,
  noteVisibilities,
} from './NotesPanel';
export type {
  NewNote,
  NoteAttachment,
  NoteLender,
  NotesPanelProps,
  NoteVisibility,
} from './NotesPanel';
