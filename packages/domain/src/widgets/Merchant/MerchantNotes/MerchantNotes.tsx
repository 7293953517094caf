import {
  Alert,
  Button,
  Inline,
  Link,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextArea,
  formatDateTime,
} from '@backoffice/ui';
import { useState } from 'react';
import { merchantMessages, merchantTextLimits } from '../../../model/index';
import {
  MerchantNoteAttachments,
  useNoteAttachments,
  type MerchantNoteAttachment,
} from './MerchantNoteAttachments';
import * as styles from './MerchantNotes.css';

/** Who may read a note: retailer notes everyone; lender notes their lender; internal the staff. */
export type MerchantNoteType = 'retailer' | 'lender' | 'internal';

export const merchantNoteTypeLabels: Record<MerchantNoteType, string> = {
  retailer: 'Retailer Note',
  lender: 'Lender Note',
  internal: 'Internal Note',
};

/** A note of the merchant, as the server lists it. */
export interface MerchantNote {
  note_id: number;
  author: string | null;
  body: string;
  timestamp: string;
  note_type: MerchantNoteType;
  lender_name: string | null;
  attachments: readonly { name: string; url: string | null }[];
  correspondents: readonly { type_id: number }[];
}

/** A contact an email note went to, for naming it in the list. */
export interface MerchantNoteContact {
  contact_id: number;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export interface NewMerchantNote {
  body: string;
  note_type: MerchantNoteType;
  attachments: { upload_id: number }[];
}

export interface MerchantNotesProps {
  /** The notes the user may read, newest first; undefined while they load. */
  notes: readonly MerchantNote[] | undefined;
  /** Why the notes could not be loaded. */
  loadError?: string | null;
  /** The merchant's contacts, to name the recipients of emailed notes. */
  contacts?: readonly MerchantNoteContact[];
  /** The visibilities the user may choose, the default first; none: the user cannot add notes. */
  noteTypes: readonly MerchantNoteType[];
  /** Adds the note; rejects with an Error carrying the server's message. */
  onAdd: (note: NewMerchantNote) => Promise<unknown>;
  /** Uploads one attachment (PDF, PNG or JPEG) and answers how the note names it. */
  onUploadAttachment: (file: File) => Promise<MerchantNoteAttachment>;
  className?: string;
}

const limit = merchantTextLimits.message;

export const contactName = (contact: MerchantNoteContact) =>
  [contact.first_name, contact.last_name].filter(Boolean).join(' ') || (contact.email ?? '');

function MerchantNoteItem({
  note,
  contacts,
}: {
  note: MerchantNote;
  contacts: readonly MerchantNoteContact[];
}) {
  const recipients = note.correspondents.map((correspondent) => {
    const contact = contacts.find((candidate) => candidate.contact_id === correspondent.type_id);
    return contact ? contactName(contact) : `contact ${correspondent.type_id}`;
  });
  const meta = [
    merchantNoteTypeLabels[note.note_type],
    note.lender_name,
    note.author ?? 'System',
    formatDateTime(new Date(note.timestamp)),
  ].filter(Boolean);
  return (
    <li className={styles.item}>
      <Stack gap="050">
        <Text size="sm" tone="muted">
          {meta.join(' · ')}
        </Text>
        {recipients.length > 0 ? (
          <Text size="sm" weight="medium">
            Emailed to {recipients.join(', ')}
          </Text>
        ) : null}
        <Text as="p" className={styles.text}>
          {note.body}
        </Text>
        {note.attachments.length > 0 ? (
          <ul className={styles.list} aria-label="Note attachments">
            {note.attachments.map((attachment, index) => (
              <li key={`${attachment.name}-${index}`}>
                {attachment.url ? (
                  <Link variant="inline" href={attachment.url} download={attachment.name}>
                    {attachment.name}
                  </Link>
                ) : (
                  <Text className={styles.text}>{attachment.name}</Text>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </li>
  );
}

/**
 * The notes area's Notes tab: the notes the user may read (newest first, with their visibility,
 * lender, author, time, attachments and, for Contact Merchant's emails, the recipients) and a
 * form to add one (text required, at most 1000; retailer or internal/lender visibility;
 * attachments uploaded as chosen, Add Note waiting for them).
 */
export function MerchantNotes({
  notes,
  loadError,
  contacts = [],
  noteTypes,
  onAdd,
  onUploadAttachment,
  className,
}: MerchantNotesProps) {
  const [text, setText] = useState('');
  const [noteType, setNoteType] = useState<MerchantNoteType | undefined>(noteTypes[0]);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const attachments = useNoteAttachments(onUploadAttachment);
  const isValid = text.trim().length > 0 && text.length <= limit && noteType !== undefined;

  const add = async () => {
    if (noteType === undefined) return;
    setAdding(true);
    setAddError(null);
    try {
      await onAdd({
        body: text.trim(),
        note_type: noteType,
        attachments: attachments.attachments.map(({ upload_id }) => ({ upload_id })),
      });
      setText('');
      attachments.clear();
    } catch (failure) {
      setAddError(failure instanceof Error ? failure.message : 'The note could not be added.');
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack gap="200" className={className}>
      {noteTypes.length > 0 ? (
        <Stack gap="150">
          {addError ? <Alert tone="critical">{addError}</Alert> : null}
          <TextArea
            label="Note"
            isRequired
            value={text}
            onChange={setText}
            maxLength={limit}
            isDisabled={adding}
          />
          {noteTypes.length > 1 ? (
            <RadioGroup
              label="Visibility"
              orientation="horizontal"
              value={noteType}
              onChange={(value) => setNoteType(value as MerchantNoteType)}
              isDisabled={adding}
            >
              {noteTypes.map((option) => (
                <Radio key={option} value={option}>
                  {merchantNoteTypeLabels[option]}
                </Radio>
              ))}
            </RadioGroup>
          ) : null}
          <MerchantNoteAttachments state={attachments} isDisabled={adding} />
          <Inline gap="100">
            <Button
              variant="primary"
              isDisabled={!isValid || attachments.isUploading}
              isPending={adding}
              onPress={() => void add()}
            >
              Add Note
            </Button>
          </Inline>
        </Stack>
      ) : null}
      {loadError ? (
        <Alert tone="critical" title="The notes could not be loaded">
          {loadError}
        </Alert>
      ) : notes === undefined ? (
        <Spinner aria-label="Loading notes" />
      ) : notes.length === 0 ? (
        <Text as="p" tone="muted">
          {merchantMessages.noNotes}
        </Text>
      ) : (
        <ol className={styles.list} aria-label="Notes">
          {notes.map((note) => (
            <MerchantNoteItem key={note.note_id} note={note} contacts={contacts} />
          ))}
        </ol>
      )}
    </Stack>
  );
}
