import { Alert, Button, FileDropZone, Inline, Spinner, Stack, Text } from '@backoffice/ui';
import { useState } from 'react';
import { merchantMessages } from '../../../model/index';
import * as styles from './MerchantNotes.css';

/** A file uploaded for a note or an email, as the note will name it. */
export interface MerchantNoteAttachment {
  file_name: string;
  upload_id: number;
}

/** Note attachments may be PDF, PNG or JPEG (the contract's upload rule). */
export const noteAttachmentTypes = ['application/pdf', 'image/png', 'image/jpeg'];

/**
 * The attachments of a note or an email being written: uploaded one by one as they are chosen,
 * so the form knows when an upload is still running (its button waits) and what failed.
 */
export function useNoteAttachments(onUpload: (file: File) => Promise<MerchantNoteAttachment>) {
  const [attachments, setAttachments] = useState<MerchantNoteAttachment[]>([]);
  const [uploading, setUploading] = useState<File[]>([]);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    const fresh = files.filter((file) => !uploading.includes(file));
    if (fresh.length === 0) return;
    setUploading(fresh);
    setUploadError(null);
    // Each file on its own: one that fails does not lose the others.
    const results = await Promise.allSettled(fresh.map((file) => onUpload(file)));
    setAttachments((current) => [
      ...current,
      ...results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    ]);
    if (results.some((result) => result.status === 'rejected')) {
      setUploadError(merchantMessages.uploadFailed);
    }
    setUploading([]);
  };

  return {
    attachments,
    uploading,
    uploadError,
    isUploading: uploading.length > 0,
    upload,
    remove: (index: number) =>
      setAttachments((current) => current.filter((_attachment, at) => at !== index)),
    clear: () => {
      setAttachments([]);
      setUploadError(null);
    },
  };
}

export interface MerchantNoteAttachmentsProps {
  state: ReturnType<typeof useNoteAttachments>;
  isDisabled: boolean;
}

/** The drop zone, the upload's progress and error, and the uploaded files with Remove. */
export function MerchantNoteAttachments({ state, isDisabled }: MerchantNoteAttachmentsProps) {
  return (
    <Stack gap="100">
      <FileDropZone
        label="Add Attachment"
        acceptedFileTypes={noteAttachmentTypes}
        rejectedMessage="Attach a PDF, PNG or JPEG file."
        allowsMultiple
        files={state.uploading}
        onFilesChange={(files) => void state.upload(files)}
        isDisabled={isDisabled || state.isUploading}
      />
      {state.isUploading ? <Spinner size="sm" aria-label="Uploading attachments" /> : null}
      {state.uploadError ? <Alert tone="critical">{state.uploadError}</Alert> : null}
      {state.attachments.length > 0 ? (
        <ul className={styles.list} aria-label="Attachments to send">
          {state.attachments.map((attachment, index) => (
            <li key={attachment.upload_id}>
              <Inline gap="100" align="center">
                <Text className={styles.text}>{attachment.file_name}</Text>
                <Button
                  size="sm"
                  variant="tertiary"
                  aria-label={`Remove ${attachment.file_name}`}
                  isDisabled={isDisabled}
                  onPress={() => state.remove(index)}
                >
                  Remove
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
