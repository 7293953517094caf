import { Alert, Button, Inline, Select, SelectItem, Stack, Text, TextArea } from '@backoffice/ui';
import { useState } from 'react';
import { merchantMessages, merchantTextLimits } from '../../../model/index';
import {
  MerchantNoteAttachments,
  useNoteAttachments,
  type MerchantNoteAttachment,
} from '../MerchantNotes/MerchantNoteAttachments';
import { contactName, type MerchantNoteContact } from '../MerchantNotes/MerchantNotes';

/** Contact Merchant's email: the message, the chosen contact and the uploaded attachments. */
export interface MerchantEmail {
  body: string;
  correspondents: { type: 'retailer_contact'; type_id: number }[];
  attachments: { upload_id: number }[];
}

export interface MerchantContactMerchantProps {
  /** The merchant's contacts; only those with an email address can be chosen. */
  contacts: readonly MerchantNoteContact[] | undefined;
  /** Sends the email (recorded as a note); rejects with an Error carrying the server's message. */
  onSend: (email: MerchantEmail) => Promise<unknown>;
  /** Uploads one attachment (PDF, PNG or JPEG) and answers how the email names it. */
  onUploadAttachment: (file: File) => Promise<MerchantNoteAttachment>;
  className?: string;
}

const limit = merchantTextLimits.message;

/**
 * The notes area's Contact Merchant tab: emails a message (required, at most 1000) with optional
 * attachments to a chosen contact of the merchant; the email is recorded as a note and the tab
 * says 'Email sent'. Send Email waits for a chosen contact, a valid message and any upload.
 */
export function MerchantContactMerchant({
  contacts,
  onSend,
  onUploadAttachment,
  className,
}: MerchantContactMerchantProps) {
  const [contactId, setContactId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const attachments = useNoteAttachments(onUploadAttachment);
  const reachable = (contacts ?? []).filter((contact) => contact.email);
  const isValid = contactId !== null && text.trim().length > 0 && text.length <= limit;

  const send = async () => {
    if (contactId === null) return;
    setSending(true);
    setSendError(null);
    setSent(false);
    try {
      await onSend({
        body: text.trim(),
        correspondents: [{ type: 'retailer_contact', type_id: contactId }],
        attachments: attachments.attachments.map(({ upload_id }) => ({ upload_id })),
      });
      setText('');
      attachments.clear();
      setSent(true);
    } catch (failure) {
      setSendError(failure instanceof Error ? failure.message : 'The email could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="150" className={className}>
      {sent ? (
        <Alert tone="positive" onDismiss={() => setSent(false)}>
          {merchantMessages.emailSent}
        </Alert>
      ) : null}
      {sendError ? <Alert tone="critical">{sendError}</Alert> : null}
      {contacts !== undefined && reachable.length === 0 ? (
        <Text as="p" tone="muted">
          No contact of this merchant has an email address.
        </Text>
      ) : (
        <>
          <Select
            label="Contact"
            isRequired
            placeholder="Choose a contact"
            items={reachable.map((contact) => ({
              id: String(contact.contact_id),
              name: `${contactName(contact)} <${contact.email}>`,
            }))}
            value={contactId === null ? null : String(contactId)}
            onChange={(key) => {
              setContactId(key === null ? null : Number(key));
              setSent(false);
            }}
            isDisabled={sending || contacts === undefined}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
          <TextArea
            label="Message"
            isRequired
            value={text}
            onChange={(value) => {
              setText(value);
              setSent(false);
            }}
            maxLength={limit}
            isDisabled={sending}
          />
          <MerchantNoteAttachments state={attachments} isDisabled={sending} />
          <Inline gap="100">
            <Button
              variant="primary"
              isDisabled={!isValid || attachments.isUploading}
              isPending={sending}
              onPress={() => void send()}
            >
              Send Email
            </Button>
          </Inline>
        </>
      )}
    </Stack>
  );
}
