import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storyNotes } from './creditApplicationStoryData';
import { EmailCustomerForm } from './EmailCustomerForm';
import { NotesPanel } from './NotesPanel';

describe('NotesPanel', () => {
  it('lists the notes with their count and visibility', () => {
    render(<NotesPanel notes={storyNotes} status="REFER" />);
    expect(screen.getByRole('heading', { name: 'Notes (2)' })).toBeInTheDocument();
    expect(screen.getByText(/Retailer Note · Rita Retailer/)).toBeInTheDocument();
  });

  it('refuses notes on a declined application', () => {
    render(<NotesPanel notes={[]} status="DECLINE" canAdd onAddNote={vi.fn()} />);
    expect(
      screen.getByText('Adding notes is disabled for declined applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Note' })).not.toBeInTheDocument();
  });

  it('adds an internal note by default, with Add Note disabled while empty', async () => {
    const user = userEvent.setup();
    const onAddNote = vi.fn().mockResolvedValue(undefined);
    render(<NotesPanel notes={storyNotes} status="REFER" canAdd onAddNote={onAddNote} />);
    const add = screen.getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Called the customer');
    await user.click(add);
    expect(onAddNote).toHaveBeenCalledWith({
      long_text: 'Called the customer',
      noteType: 'Internal Note',
      attachments: [],
    });
  });

  it('keeps Add Note disabled while the notes load', () => {
    render(<NotesPanel notes={undefined} status="REFER" canAdd onAddNote={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
  });

  it('shows a dismissible error', async () => {
    const onDismissError = vi.fn();
    render(
      <NotesPanel
        notes={[]}
        status="REFER"
        errorMessage="The notes could not be loaded."
        onDismissError={onDismissError}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The notes could not be loaded.');
  });
});

describe('NotesPanel attachments', () => {
  const pdf = () => new File(['%PDF-1.4'], 'payslip.pdf', { type: 'application/pdf' });
  const fileInput = (container: HTMLElement) =>
    container.querySelector<HTMLInputElement>('input[type="file"]')!;

  it('uploads the chosen file with Add Note disabled meanwhile, and sends it with the note', async () => {
    const user = userEvent.setup();
    let finish: (attachment: { file_name: string; upload_id: number }) => void = () => {};
    const onUploadAttachment = vi.fn(
      () => new Promise<{ file_name: string; upload_id: number }>((resolve) => (finish = resolve)),
    );
    const onAddNote = vi.fn().mockResolvedValue(undefined);
    const { container } = render(
      <NotesPanel
        notes={[]}
        status="REFER"
        canAdd
        onAddNote={onAddNote}
        onUploadAttachment={onUploadAttachment}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add Attachment' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Payslip attached');
    await user.upload(fileInput(container), pdf());
    expect(onUploadAttachment).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'payslip.pdf' }),
    );
    expect(screen.getByRole('button', { name: 'Add Note' })).toBeDisabled();
    finish({ file_name: 'payslip.pdf', upload_id: 7 });
    const list = await screen.findByRole('list', { name: 'Attachments to add' });
    expect(list).toHaveTextContent('payslip.pdf');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(onAddNote).toHaveBeenCalledWith({
      long_text: 'Payslip attached',
      noteType: 'Internal Note',
      attachments: [{ file_name: 'payslip.pdf', upload_id: 7 }],
    });
  });

  it('removes an attachment from the list before the note is added', async () => {
    const user = userEvent.setup();
    const onUploadAttachment = vi.fn(async (file: File) => ({
      file_name: file.name,
      upload_id: 1,
    }));
    const { container } = render(
      <NotesPanel
        notes={[]}
        status="REFER"
        canAdd
        onAddNote={vi.fn()}
        onUploadAttachment={onUploadAttachment}
      />,
    );
    await user.upload(fileInput(container), pdf());
    await user.click(await screen.findByRole('button', { name: 'Remove payslip.pdf' }));
    expect(screen.queryByRole('list', { name: 'Attachments to add' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to upload' when the upload fails", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <NotesPanel
        notes={[]}
        status="REFER"
        canAdd
        onAddNote={vi.fn()}
        onUploadAttachment={vi.fn().mockRejectedValue(new Error('Failed to upload'))}
      />,
    );
    await user.upload(fileInput(container), pdf());
    expect(await screen.findByText('Failed to upload')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Attachments to add' })).not.toBeInTheDocument();
  });

  it("links a note's stored attachments for download", () => {
    render(
      <NotesPanel
        notes={[
          {
            ...storyNotes[1]!,
            attachments: [
              { file_name: 'payslip.pdf', url: '/api/files/payslip' },
              { file_name: 'pending.pdf', url: null },
            ],
          },
        ]}
        status="REFER"
      />,
    );
    const link = screen.getByRole('link', { name: 'payslip.pdf' });
    expect(link).toHaveAttribute('href', '/api/files/payslip');
    expect(link).toHaveAttribute('download', 'payslip.pdf');
    expect(screen.getByRole('list', { name: 'Note attachments' })).toHaveTextContent('pending.pdf');
    expect(screen.queryByRole('link', { name: 'pending.pdf' })).not.toBeInTheDocument();
  });
});

describe('EmailCustomerForm', () => {
  it('sends the message and says Email sent.', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<EmailCustomerForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send Email' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Reply-to Email/ }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Your goods are ready.');
    expect(send).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /Reply-to Email/ }));
    await user.type(screen.getByRole('textbox', { name: /Reply-to Email/ }), 'shop@example.com');
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith({
      subject: 'About your finance application',
      reply_to: 'shop@example.com',
      message: 'Your goods are ready.',
    });
    expect(await screen.findByText('Email sent.')).toBeInTheDocument();
  });
});
