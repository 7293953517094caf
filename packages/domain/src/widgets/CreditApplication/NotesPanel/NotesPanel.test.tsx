import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmailCustomerForm } from '../EmailCustomerForm';
import { noteLenders, NotesPanel } from './NotesPanel';
import meta from './NotesPanel.stories';

const { notes, lenders } = meta.args;

describe('NotesPanel', () => {
  it('lists the notes with their count, visibility and the lender each is for', () => {
    render(<NotesPanel notes={notes} status="REFER" lenders={lenders} />);
    expect(screen.getByRole('heading', { name: 'Notes (2)' })).toBeInTheDocument();
    expect(screen.getByText(/Retailer Note · For all lenders · Rita Retailer/)).toBeInTheDocument();
    expect(
      screen.getByText(/Internal Note · For Northern Finance · Alex Admin/),
    ).toBeInTheDocument();
  });

  it('names a lender it does not know by its id', () => {
    render(<NotesPanel notes={notes} status="REFER" />);
    expect(screen.getByText(/Internal Note · For lender 2 · Alex Admin/)).toBeInTheDocument();
  });

  it('addresses a note to all lenders by default, or to the chosen lender', async () => {
    const user = userEvent.setup();
    const onAddNote = vi.fn().mockResolvedValue(undefined);
    render(
      <NotesPanel notes={notes} status="REFER" lenders={lenders} canAdd onAddNote={onAddNote} />,
    );
    const lender = screen.getByRole('button', { name: /Lender$/ });
    expect(lender).toHaveTextContent('All lenders');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'For everyone');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(onAddNote).toHaveBeenLastCalledWith(expect.objectContaining({ lender_id: null }));

    await user.click(lender);
    await user.click(await screen.findByRole('option', { name: 'Northern Finance' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'For Northern only');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(onAddNote).toHaveBeenLastCalledWith({
      long_text: 'For Northern only',
      noteType: 'Internal Note',
      lender_id: 2,
      attachments: [],
    });
    // The form starts again from all lenders.
    expect(screen.getByRole('button', { name: /Lender$/ })).toHaveTextContent('All lenders');
  });

  it('offers no lender choice when there is no lender to address', () => {
    render(<NotesPanel notes={notes} status="REFER" canAdd onAddNote={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Lender$/ })).not.toBeInTheDocument();
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
    render(<NotesPanel notes={notes} status="REFER" canAdd onAddNote={onAddNote} />);
    const add = screen.getByRole('button', { name: 'Add Note' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Called the customer');
    await user.click(add);
    expect(onAddNote).toHaveBeenCalledWith({
      long_text: 'Called the customer',
      noteType: 'Internal Note',
      lender_id: null,
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

describe('noteLenders', () => {
  const northern = { lender_id: 2, display_name: 'Northern Finance' };
  const southern = { lender_id: 4, display_name: 'Southern Credit' };
  const application = { lender: northern, lenders: [southern, northern] };

  it("offers staff the application's lender first, then the other lenders it went to", () => {
    expect(noteLenders(application, { isLenderUser: false })).toEqual([northern, southern]);
  });

  it('offers a lender user only the application’s lender, their own', () => {
    expect(noteLenders(application, { isLenderUser: true })).toEqual([northern]);
  });

  it('offers none when the application has no lender', () => {
    expect(noteLenders({ lender: null, lenders: [] }, { isLenderUser: false })).toEqual([]);
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
      lender_id: null,
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
            ...notes[1]!,
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
