import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MerchantNoteAttachments,
  useNoteAttachments,
  type MerchantNoteAttachment,
} from './MerchantNoteAttachments';

function NoteAttachments({
  onUpload,
  isDisabled = false,
}: {
  onUpload: (file: File) => Promise<MerchantNoteAttachment>;
  isDisabled?: boolean;
}) {
  const state = useNoteAttachments(onUpload);
  return <MerchantNoteAttachments state={state} isDisabled={isDisabled} />;
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name: string) => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
let nextUploadId = 40;
const uploadAs = (file: File) =>
  Promise.resolve({ file_name: file.name, upload_id: (nextUploadId += 1) });

describe('MerchantNoteAttachments', () => {
  it('uploads each chosen file and lists it with Remove', async () => {
    const onUpload = vi.fn(uploadAs);
    render(<NoteAttachments onUpload={onUpload} />);
    const files = [pdf('Terms.pdf'), pdf('Invoice.pdf')];
    await userEvent.upload(fileInput(), files);
    expect(onUpload).toHaveBeenCalledTimes(2);
    const list = await screen.findByRole('list', { name: 'Attachments to send' });
    expect(list).toHaveTextContent('Terms.pdf');
    expect(list).toHaveTextContent('Invoice.pdf');
  });

  it('takes a file off again with Remove', async () => {
    render(<NoteAttachments onUpload={uploadAs} />);
    await userEvent.upload(fileInput(), [pdf('Terms.pdf'), pdf('Invoice.pdf')]);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Terms.pdf' }));
    const list = screen.getByRole('list', { name: 'Attachments to send' });
    expect(list).not.toHaveTextContent('Terms.pdf');
    expect(list).toHaveTextContent('Invoice.pdf');
  });

  it('keeps the files that uploaded when another fails, and says one failed', async () => {
    const onUpload = vi.fn((file: File) =>
      file.name === 'Broken.pdf' ? Promise.reject(new Error('storage down')) : uploadAs(file),
    );
    render(<NoteAttachments onUpload={onUpload} />);
    await userEvent.upload(fileInput(), [pdf('Broken.pdf'), pdf('Terms.pdf')]);
    expect(await screen.findByText('Failed to upload')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Attachments to send' })).toHaveTextContent(
      'Terms.pdf',
    );
  });

  it('waits with a spinner while an upload runs', async () => {
    render(<NoteAttachments onUpload={() => new Promise(() => {})} />);
    await userEvent.upload(fileInput(), pdf('Terms.pdf'));
    expect(screen.getByRole('progressbar', { name: 'Uploading attachments' })).toBeVisible();
  });

  it('lets nothing be removed while the form is being sent', async () => {
    const { rerender } = render(<NoteAttachments onUpload={uploadAs} />);
    await userEvent.upload(fileInput(), pdf('Terms.pdf'));
    await screen.findByRole('button', { name: 'Remove Terms.pdf' });
    rerender(<NoteAttachments onUpload={uploadAs} isDisabled />);
    expect(screen.getByRole('button', { name: 'Remove Terms.pdf' })).toBeDisabled();
  });
});
