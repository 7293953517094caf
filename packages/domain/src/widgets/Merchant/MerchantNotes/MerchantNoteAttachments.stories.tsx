import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  MerchantNoteAttachments,
  useNoteAttachments,
  type MerchantNoteAttachment,
} from './MerchantNoteAttachments';

interface NoteAttachmentsArgs {
  /** Uploads one chosen file; the page passes the upload hook's call. */
  onUpload: (file: File) => Promise<MerchantNoteAttachment>;
  isDisabled: boolean;
}

/** The attachments part of a note form, with the hook the form holds its state in. */
function NoteAttachments({ onUpload, isDisabled }: NoteAttachmentsArgs) {
  const state = useNoteAttachments(onUpload);
  return <MerchantNoteAttachments state={state} isDisabled={isDisabled} />;
}

const meta = {
  title: 'Domain/Merchant/MerchantNotes/MerchantNoteAttachments',
  component: NoteAttachments,
  subcomponents: { MerchantNoteAttachments },
  tags: ['autodocs'],
  args: {
    onUpload: fn((file: File) => Promise.resolve({ file_name: file.name, upload_id: 41 })),
    isDisabled: false,
  },
} satisfies Meta<typeof NoteAttachments>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** Nothing attached yet: the drop zone only. */
export const Empty: Story = {};

/** A file uploaded as soon as it is chosen, listed with Remove. */
export const Attached: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const file = pdf('Signed agreement.pdf');
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.onUpload).toHaveBeenCalledWith(file);
    const list = await canvas.findByRole('list', { name: 'Attachments to send' });
    await expect(list).toHaveTextContent('Signed agreement.pdf');
  },
};

/** Remove takes a file off the note again. */
export const Removed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), pdf('Old terms.pdf'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Old terms.pdf' }));
    await expect(canvas.queryByRole('list', { name: 'Attachments to send' })).toBeNull();
  },
};

/** An upload that fails says so; the form can still be sent without it. */
export const UploadFailed: Story = {
  args: {
    onUpload: fn((_file: File) =>
      Promise.reject<MerchantNoteAttachment>(new Error('storage down')),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pdf('Invoice.pdf'));
    // The Alert fades in: present, not yet opaque, when the play runs.
    await expect(await within(canvasElement).findByText('Failed to upload')).toBeInTheDocument();
  },
};

/** While the form is sent nothing can be added or removed. */
export const Disabled: Story = { args: { isDisabled: true } };
