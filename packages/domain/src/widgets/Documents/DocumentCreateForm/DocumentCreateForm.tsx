import {
  Alert,
  Button,
  Form,
  Inline,
  Select,
  SelectItem,
  Stack,
  TextArea,
  TextField,
} from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import { documentTypeLabels, documentTypes, type DocumentType } from '../../../model/documents';
import type { DocumentOwnerRecord } from '../documentRecords';
import { form } from './DocumentCreateForm.css';

/** The initial empty document (platform-shell.md section 3): title, owner, type and notes. */
export interface DocumentDraftFields {
  title: string;
  owner_id: number;
  document_type: DocumentType;
  notes: string;
}

export const DOCUMENT_TITLE_MAX_LENGTH = 200;
export const DOCUMENT_NOTES_MAX_LENGTH = 1000;

export interface DocumentCreateFormProps {
  owners: readonly DocumentOwnerRecord[];
  /** The lender chosen at first (the list's open tab). */
  defaultOwnerId?: number;
  onSubmit: (fields: DocumentDraftFields) => void;
  onCancel: () => void;
  /** While the document is being created. */
  isPending?: boolean;
  /** The server's message when creating failed. */
  error?: ReactNode;
  className?: string;
}

/**
 * The create-document form (platform-shell.md sections 2.11 and 5): title, lender and document
 * type are required, and Create stays disabled until all three are given.
 */
export function DocumentCreateForm({
  owners,
  defaultOwnerId,
  onSubmit,
  onCancel,
  isPending = false,
  error,
  className,
}: DocumentCreateFormProps) {
  const [title, setTitle] = useState('');
  const [ownerId, setOwnerId] = useState<number>(defaultOwnerId ?? 0);
  const [type, setType] = useState<DocumentType | null>(null);
  const [notes, setNotes] = useState('');
  // owner_id 0 is no lender (section 5).
  const canCreate = title.trim() !== '' && ownerId !== 0 && type !== null;
  const lenders = owners.map((owner) => ({ id: owner.lender_id, name: owner.name }));
  const types = documentTypes.map((id) => ({ id, name: documentTypeLabels[id] }));

  return (
    <Form
      className={[form, className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
        if (canCreate && !isPending) {
          onSubmit({
            title: title.trim(),
            owner_id: ownerId,
            document_type: type,
            notes: notes.trim(),
          });
        }
      }}
    >
      <Stack gap="200">
        {error ? (
          <Alert tone="critical" title="Failed to create document">
            {error}
          </Alert>
        ) : null}
        <TextField
          label="Title"
          isRequired
          maxLength={DOCUMENT_TITLE_MAX_LENGTH}
          value={title}
          onChange={setTitle}
          isDisabled={isPending}
        />
        <Select
          label="Lender"
          isRequired
          placeholder="Choose a lender"
          items={lenders}
          value={ownerId === 0 ? null : ownerId}
          onChange={(key) => setOwnerId(key === null ? 0 : Number(key))}
          isDisabled={isPending}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label="Document type"
          isRequired
          placeholder="Choose a type"
          items={types}
          value={type}
          onChange={(key) => setType((key as DocumentType | null) ?? null)}
          isDisabled={isPending}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <TextArea
          label="Notes"
          description="Why the document is written: shown with its first version."
          rows={3}
          maxLength={DOCUMENT_NOTES_MAX_LENGTH}
          value={notes}
          onChange={setNotes}
          isDisabled={isPending}
        />
        <Inline gap="100">
          <Button onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isDisabled={!canCreate} isPending={isPending}>
            Create Document
          </Button>
          {isPending ? <span role="status">Creating document</span> : null}
        </Inline>
      </Stack>
    </Form>
  );
}
