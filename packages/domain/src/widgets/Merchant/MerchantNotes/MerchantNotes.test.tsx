import { makeRetailerContact, makeRetailerNote } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantNotes } from './MerchantNotes';

const contact = makeRetailerContact();
const notes = [
  makeRetailerNote(),
  makeRetailerNote({
    note_id: 502,
    note_type: 'retailer',
    body: 'Your new terminals ship on Monday.',
    correspondents: [{ type: 'retailer_contact', type_id: contact.contact_id }],
    attachments: [{ name: 'Terms.pdf', url: '/files/terms.pdf', s3_file_id: 'f1' }],
  }),
];

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

function renderNotes(props: Partial<Parameters<typeof MerchantNotes>[0]> = {}) {
  const onAdd = vi.fn().mockResolvedValue(undefined);
  const onUploadAttachment = vi.fn((file: File) =>
    Promise.resolve({ file_name: file.name, upload_id: 41 }),
  );
  render(
    <MerchantNotes
      notes={notes}
      contacts={[contact]}
      noteTypes={['internal', 'retailer']}
      onAdd={onAdd}
      onUploadAttachment={onUploadAttachment}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onAdd, onUploadAttachment };
}

describe('MerchantNotes', () => {
  it('lists the notes with visibility, recipients and downloadable attachments', () => {
    renderNotes();
    const items = within(screen.getByRole('list', { name: 'Notes' })).getAllByRole('listitem', {
      name: '',
    });
    expect(items[0]).toHaveTextContent(/Internal Note · Alex Morgan/);
    expect(screen.getByText('Emailed to Helen Carter')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Terms.pdf' })).toHaveAttribute(
      'href',
      '/files/terms.pdf',
    );
  });

  it('says No notes. without any, and shows loading and load errors', () => {
    const { unmount } = render(
      <MerchantNotes notes={[]} noteTypes={[]} onAdd={vi.fn()} onUploadAttachment={vi.fn()} />,
    );
    expect(screen.getByText('No notes.')).toBeVisible();
    unmount();
    renderNotes({ notes: undefined, loadError: 'Refused' });
    expect(screen.getByText('Refused')).toBeVisible();
  });

  it('adds a retailer note with an uploaded attachment, then clears the form', async () => {
    const { user, onAdd, onUploadAttachment } = renderNotes();
    const add = screen.getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Note/ }), '  Spoke to the director.  ');
    await user.click(screen.getByRole('radio', { name: 'Retailer Note' }));
    const file = new File(['%PDF-1.4'], 'Visit.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(), file);
    expect(onUploadAttachment).toHaveBeenCalledWith(file);
    expect(
      await within(screen.getByRole('list', { name: 'Attachments to send' })).findByText(
        'Visit.pdf',
      ),
    ).toBeVisible();
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith({
      body: 'Spoke to the director.',
      note_type: 'retailer',
      attachments: [{ upload_id: 41 }],
    });
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Attachments to send' })).toBeNull();
  });

  it('takes at most 1000 characters', async () => {
    const { user } = renderNotes();
    const box = screen.getByRole('textbox', { name: /Note/ });
    box.focus();
    await user.paste('x'.repeat(1001));
    expect(box).toHaveValue('x'.repeat(1000));
  });

  it('shows the server error and keeps the note', async () => {
    const { user } = renderNotes({
      onAdd: vi.fn().mockRejectedValue(new Error('The merchant does not deal with that lender.')),
    });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByText('The merchant does not deal with that lender.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Hello');
  });

  it('says Failed to upload when an attachment does not upload', async () => {
    const { user } = renderNotes({
      onUploadAttachment: vi.fn().mockRejectedValue(new Error('storage down')),
    });
    await user.upload(fileInput(), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Failed to upload')).toBeVisible();
  });

  it('offers no form to a user who cannot add notes', () => {
    renderNotes({ noteTypes: [] });
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
  });
});
