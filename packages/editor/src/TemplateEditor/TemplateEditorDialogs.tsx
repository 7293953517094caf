import { Button, Dialog, Modal, NumberField, Radio, RadioGroup, TextField } from '@backoffice/ui';
import { useState, type Dispatch } from 'react';
import { tableStyleLabels, tableStyles, type TableStyle } from '@backoffice/domain/model';
import {
  canConfirmImage,
  canConfirmTable,
  type TemplateEditorDialogAction,
  type TemplateEditorDialogState,
} from '../model/templateEditorDialogs';
import { dialogBody } from './TemplateEditor.css';

export interface TemplateEditorDialogsProps {
  state: TemplateEditorDialogState;
  dispatch: Dispatch<TemplateEditorDialogAction>;
  /** Confirm on Upload Image or Logo. */
  onImage: (image: { src: string; width: number; isLogo: boolean }) => void;
  /** Confirm on Create Table. */
  onTable: (style: TableStyle) => void;
}

/** The Upload Image, Logo and Create Table dialogs (platform-shell.md section 2.12). */
export function TemplateEditorDialogs({
  state,
  dispatch,
  onImage,
  onTable,
}: TemplateEditorDialogsProps) {
  const close = () => dispatch({ type: 'close' });
  const isImage = state.dialog === 'image' || state.dialog === 'logo';
  const confirmImage = () => {
    if (!canConfirmImage(state)) return;
    onImage({
      src: state.imageUrl.trim(),
      width: state.imageWidth as number,
      isLogo: state.dialog === 'logo',
    });
    close();
  };
  const confirmTable = () => {
    if (!state.tableStyle) return;
    onTable(state.tableStyle);
    close();
  };
  return (
    <Modal isOpen={state.dialog !== 'none'} onOpenChange={(open) => (open ? undefined : close())}>
      {isImage ? (
        <Dialog
          title={state.dialog === 'logo' ? 'Upload Logo' : 'Upload Image'}
          actions={
            <>
              <Button onPress={close}>Dismiss</Button>
              <Button variant="primary" isDisabled={!canConfirmImage(state)} onPress={confirmImage}>
                Confirm
              </Button>
            </>
          }
        >
          <div className={dialogBody}>
            <TextField
              label={state.dialog === 'logo' ? 'Logo URL' : 'Image URL'}
              type="url"
              isRequired
              // The dialog opens for this field; focus belongs in it.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              value={state.imageUrl}
              onChange={(value) => dispatch({ type: 'imageUrl', value })}
            />
            <NumberField
              label="Width (px)"
              isRequired
              minValue={1}
              maxValue={2000}
              value={state.imageWidth ?? Number.NaN}
              onChange={(value) =>
                dispatch({ type: 'imageWidth', value: Number.isNaN(value) ? null : value })
              }
            />
          </div>
        </Dialog>
      ) : state.dialog === 'table' ? (
        <Dialog
          title="Create Table"
          actions={
            <>
              <Button onPress={close}>Dismiss</Button>
              <Button variant="primary" isDisabled={!canConfirmTable(state)} onPress={confirmTable}>
                Confirm
              </Button>
            </>
          }
        >
          <RadioGroup
            label="Table style"
            isRequired
            value={state.tableStyle}
            onChange={(value) => dispatch({ type: 'tableStyle', value: value as TableStyle })}
          >
            {tableStyles.map((style) => (
              <Radio key={style} value={style}>
                {tableStyleLabels[style]}
              </Radio>
            ))}
          </RadioGroup>
        </Dialog>
      ) : null}
    </Modal>
  );
}

export interface TemplateLinkDialogProps {
  isOpen: boolean;
  /** The address of the link at the cursor, when there is one. */
  currentHref: string | null;
  /** Without selected text the link's text is asked for too. */
  needsText: boolean;
  onConfirm: (link: { href: string; text: string }) => void;
  onRemove: () => void;
  onClose: () => void;
}

function TemplateLinkForm({
  currentHref,
  needsText,
  onConfirm,
  onRemove,
  onClose,
}: Omit<TemplateLinkDialogProps, 'isOpen'>) {
  const [href, setHref] = useState(currentHref ?? '');
  const [text, setText] = useState('');
  // An empty URL, or an empty text when there is no selection, cancels the link (section 5).
  const confirm = () => {
    if (href.trim() === '' || (needsText && text.trim() === '')) onClose();
    else onConfirm({ href: href.trim(), text: text.trim() });
  };
  return (
    <Dialog
      title="Link"
      actions={
        <>
          {currentHref ? (
            <Button variant="primary" tone="critical" onPress={onRemove}>
              Remove link
            </Button>
          ) : null}
          <Button onPress={onClose}>Dismiss</Button>
          <Button variant="primary" onPress={confirm}>
            Confirm
          </Button>
        </>
      }
    >
      <div className={dialogBody}>
        <TextField
          label="Enter the URL of the link:"
          type="url"
          // The dialog opens for this field; focus belongs in it.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          value={href}
          onChange={setHref}
        />
        {needsText ? (
          <TextField label="Enter the text for the link:" value={text} onChange={setText} />
        ) : null}
      </div>
    </Dialog>
  );
}

/** Link: the URL of the link and, with no text selected, the text for it. */
export function TemplateLinkDialog({ isOpen, onClose, ...props }: TemplateLinkDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      {isOpen ? <TemplateLinkForm {...props} onClose={onClose} /> : null}
    </Modal>
  );
}
