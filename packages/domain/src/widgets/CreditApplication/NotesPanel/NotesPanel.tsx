import {
  Alert,
  Button,
  FileDropZone,
  Heading,
  Link,
  Radio,
  RadioGroup,
  Section,
  Select,
  SelectItem,
  Spinner,
  Stack,
  TextArea,
} from '@backoffice/ui';
import { useState } from 'react';
import { noteRefusal } from '../../../model/index';
import * as styles from '../CreditApplication.css';
import type { ApplicationNoteEntry } from '../creditApplicationTypes';
import { dateTimeText } from '../formatting';

export const NOTE_MAX_LENGTH = 1000;
export const noteVisibilities = ['Retailer Note', 'Internal Note'] as const;
export type NoteVisibility = (typeof noteVisibilities)[number];

export interface NoteAttachment {
  file_name: string;
  upload_id?: number;
}

/** A lender a note can be addressed to. */
export interface NoteLender {
  lender_id: number;
  display_name: string;
}

/** The choice of the note's lender that stands for no lender: the note is for every lender. */
export const ALL_LENDERS = 'All lenders';

export interface NewNote {
  long_text: string;
  noteType: NoteVisibility;
  /** The lender the note is for; null (the default) for all lenders. */
  lender_id: number | null;
  attachments: NoteAttachment[];
}

export interface NotesPanelProps {
  /** The notes, newest first; undefined while they load. */
  notes: readonly ApplicationNoteEntry[] | undefined;
  /** The application's current status: some statuses take no notes. */
  status: string;
  /**
   * The lenders a new note may be addressed to (besides all lenders, the default), and the names
   * the list shows for the notes' lenders.
   */
  lenders?: readonly NoteLender[];
  /** Whether the user may add notes (the application's add_note link). */
  canAdd?: boolean;
  /** Adds the note; the form clears when it resolves. */
  onAddNote?: (note: NewNote) => Promise<unknown>;
  /** Uploads one attachment and answers how the note names it. */
  onUploadAttachment?: (file: File) => Promise<NoteAttachment>;
  /** An error of loading or adding notes, dismissible. */
  errorMessage?: string | null;
  onDismissError?: () => void;
  className?: string;
}

/**
 * The lenders a user may address an application's note to: a lender user only their own (the
 * application's lender, the only one they see it through); staff the application's lender and
 * every other lender it went to.
 */
export function noteLenders(
  application: { lender: NoteLender | null; lenders?: readonly NoteLender[] },
  { isLenderUser }: { isLenderUser: boolean },
): NoteLender[] {
  const own = application.lender ? [application.lender] : [];
  if (isLenderUser) return own;
  const others = (application.lenders ?? []).filter(
    (lender) => !own.some((first) => first.lender_id === lender.lender_id),
  );
  return [...own, ...others];
}

/** Whom a note is for: all lenders, or its lender by name (by id when the name is not known). */
export function noteLenderText(
  lenderId: number | null | undefined,
  lenders: readonly NoteLender[],
): string {
  if (lenderId === null || lenderId === undefined) return `For ${ALL_LENDERS.toLowerCase()}`;
  const lender = lenders.find((candidate) => candidate.lender_id === lenderId);
  return `For ${lender ? lender.display_name : `lender ${lenderId}`}`;
}

function NoteItem({
  note,
  lenders,
}: {
  note: ApplicationNoteEntry;
  lenders: readonly NoteLender[];
}) {
  return (
    <li className={styles.listItem}>
      <p className={styles.noteMeta}>
        {note.noteType} · {noteLenderText(note.lender_id, lenders)} · {note.author} ·{' '}
        {dateTimeText(note.created_at)}
      </p>
      <p className={styles.noteText}>{note.long_text}</p>
      {note.attachments.length > 0 ? (
        <ul className={styles.inlineList} aria-label="Note attachments">
          {note.attachments.map((attachment, index) => (
            <li key={`${attachment.file_name}-${index}`}>
              {attachment.url ? (
                <Link variant="inline" href={attachment.url} download={attachment.file_name}>
                  {attachment.file_name}
                </Link>
              ) : (
                attachment.file_name
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The Notes tab: the notes with their count, and a form to add one (visibility, attachments,
 * Add Note) unless the application's status takes no notes.
 */
export function NotesPanel({
  notes,
  status,
  lenders = [],
  canAdd = false,
  onAddNote,
  onUploadAttachment,
  errorMessage,
  onDismissError,
  className,
}: NotesPanelProps) {
  const [text, setText] = useState('');
  const [visibility, setVisibility] = useState<NoteVisibility>('Internal Note');
  const [lenderId, setLenderId] = useState<number | null>(null);
  const [attachments, setAttachments] = useState<NoteAttachment[]>([]);
  const [uploading, setUploading] = useState<File[]>([]);
  const [adding, setAdding] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const refusal = noteRefusal(status);

  const upload = async (files: File[]) => {
    if (!onUploadAttachment) return;
    // The drop zone lists the files being uploaded with remove buttons: a removal during the
    // upload reports the remaining files, which are on their way already.
    const fresh = files.filter((file) => !uploading.includes(file));
    if (fresh.length === 0) return;
    setUploading(fresh);
    setUploadError(null);
    // Each file on its own: one that fails does not lose the others.
    const results = await Promise.allSettled(fresh.map((file) => onUploadAttachment(file)));
    const uploaded = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    const failure = results.find((result) => result.status === 'rejected');
    setAttachments((current) => [...current, ...uploaded]);
    if (failure) {
      setUploadError(failure.reason instanceof Error ? failure.reason.message : 'Failed to upload');
    }
    setUploading([]);
  };

  const add = async () => {
    if (!onAddNote) return;
    setAdding(true);
    try {
      await onAddNote({
        long_text: text.trim(),
        noteType: visibility,
        lender_id: lenderId,
        attachments,
      });
      setText('');
      setLenderId(null);
      setAttachments([]);
    } catch {
      // The page reports the failure; the note stays in the form to try again.
    } finally {
      setAdding(false);
    }
  };

  const isUploading = uploading.length > 0;
  const tooLong = text.length > NOTE_MAX_LENGTH;
  const canSubmit =
    text.trim() !== '' && !tooLong && notes !== undefined && !adding && !isUploading;

  return (
    <Section aria-label="Notes" className={className}>
      <Heading level={3} size="md">
        Notes ({notes?.length ?? 0})
      </Heading>
      {errorMessage ? (
        <Alert tone="critical" onDismiss={onDismissError}>
          {errorMessage}
        </Alert>
      ) : null}
      {refusal ? (
        <p className={styles.muted}>{refusal}</p>
      ) : canAdd && onAddNote ? (
        <Stack gap="150">
          <TextArea
            label="Note"
            value={text}
            onChange={setText}
            maxLength={NOTE_MAX_LENGTH}
            showCounter
            isInvalid={tooLong}
            isDisabled={adding}
          />
          <RadioGroup
            label="Visibility"
            orientation="horizontal"
            value={visibility}
            onChange={(value) => setVisibility(value as NoteVisibility)}
            isDisabled={adding}
          >
            {noteVisibilities.map((option) => (
              <Radio key={option} value={option}>
                {option}
              </Radio>
            ))}
          </RadioGroup>
          {lenders.length > 0 ? (
            <Select
              label="Lender"
              description="Which lender the note is for."
              items={[
                { id: ALL_LENDERS, name: ALL_LENDERS },
                ...lenders.map((lender) => ({
                  id: String(lender.lender_id),
                  name: lender.display_name,
                })),
              ]}
              value={lenderId === null ? ALL_LENDERS : String(lenderId)}
              onChange={(key) => setLenderId(key === ALL_LENDERS ? null : Number(key))}
              isDisabled={adding}
            >
              {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
            </Select>
          ) : null}
          {onUploadAttachment ? (
            <FileDropZone
              label="Add Attachment"
              allowsMultiple
              files={uploading}
              onFilesChange={(files) => void upload(files)}
              isDisabled={adding || isUploading}
            />
          ) : null}
          {isUploading ? <Spinner size="sm" aria-label="Uploading attachments" /> : null}
          {uploadError ? <Alert tone="critical">{uploadError}</Alert> : null}
          {attachments.length > 0 ? (
            <ul className={styles.list} aria-label="Attachments to add">
              {attachments.map((attachment, index) => (
                <li key={`${attachment.file_name}-${index}`} className={styles.row}>
                  <span>{attachment.file_name}</span>
                  <Button
                    size="sm"
                    variant="tertiary"
                    aria-label={`Remove ${attachment.file_name}`}
                    isDisabled={adding}
                    onPress={() =>
                      setAttachments((current) => current.filter((_item, at) => at !== index))
                    }
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={styles.row}>
            <Button variant="primary" isDisabled={!canSubmit} onPress={() => void add()}>
              Add Note
            </Button>
            {/* A spinner beside the button, not isPending: a pending button's announcement outlives
            the button's spinner and leaves a live-region entry naming a removed label. */}
            {adding ? <Spinner size="sm" aria-label="Adding the note" /> : null}
          </div>
        </Stack>
      ) : null}
      {notes === undefined ? (
        <Spinner aria-label="Loading notes" />
      ) : notes.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ol className={styles.list} aria-label="Notes">
          {notes.map((note) => (
            <NoteItem key={note.note_id} note={note} lenders={lenders} />
          ))}
        </ol>
      )}
    </Section>
  );
}
