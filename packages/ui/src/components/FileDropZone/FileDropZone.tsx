import { useState } from 'react';
import {
  DropZone,
  FileTrigger,
  Text,
  type DropItem,
  type FileDropItem,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { error as errorStyle, fileItem, fileList, fileName, root, zone } from './FileDropZone.css';

export interface FileDropZoneProps {
  /** Names the drop area and the picker button ("Upload documents"). */
  label: string;
  /** MIME types such as 'application/pdf'; empty accepts any file. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  /** The chosen files; controlled, so a form owns them. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Shown when a file of another type is offered. */
  rejectedMessage?: string;
  isDisabled?: boolean;
  className?: string;
}

function isAccepted(type: string, accepted: string[]) {
  return accepted.length === 0 || accepted.includes(type);
}

/** A drop area with a file picker (its keyboard path) listing chosen files with remove buttons. */
export function FileDropZone({
  label,
  acceptedFileTypes = [],
  allowsMultiple = false,
  files,
  onFilesChange,
  rejectedMessage = 'This file type is not accepted.',
  isDisabled = false,
  className,
}: FileDropZoneProps) {
  const [rejected, setRejected] = useState(false);

  const add = (incoming: File[]) => {
    const accepted = incoming.filter((file) => isAccepted(file.type, acceptedFileTypes));
    setRejected(accepted.length < incoming.length);
    if (accepted.length === 0) return;
    onFilesChange(allowsMultiple ? [...files, ...accepted] : accepted.slice(0, 1));
  };

  const onDrop = async (items: DropItem[]) => {
    const dropped = items.filter((item): item is FileDropItem => item.kind === 'file');
    add(await Promise.all(dropped.map((item) => item.getFile())));
  };

  return (
    <div className={[root, className].filter(Boolean).join(' ')}>
      <DropZone
        className={zone}
        aria-label={`${label} drop area`}
        isDisabled={isDisabled}
        onDrop={(event) => void onDrop(event.items)}
      >
        <Text slot="label">Drop files here</Text>
        <span aria-hidden="true">or</span>
        <FileTrigger
          acceptedFileTypes={acceptedFileTypes}
          allowsMultiple={allowsMultiple}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button isDisabled={isDisabled}>{label}</Button>
        </FileTrigger>
      </DropZone>
      {rejected ? (
        <p className={errorStyle} role="alert">
          {rejectedMessage}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className={fileList} aria-label="Chosen files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={fileItem}>
              <span className={fileName}>{file.name}</span>
              <Button
                size="sm"
                variant="tertiary"
                aria-label={`Remove ${file.name}`}
                onPress={() => onFilesChange(files.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
