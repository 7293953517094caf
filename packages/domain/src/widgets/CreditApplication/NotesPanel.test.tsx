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
