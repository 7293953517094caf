import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_EMAIL_SUBJECT, EMAIL_SENT, EmailCustomerForm } from './EmailCustomerForm';

describe('EmailCustomerForm', () => {
  it('sends the fixed subject, the reply-to and the message, trimmed, then says so', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<EmailCustomerForm onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send Email' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reply-to/ }), 'desk@example.com ');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), ' Your order is ready.');
    await userEvent.click(send);
    expect(onSend).toHaveBeenCalledWith({
      subject: CUSTOMER_EMAIL_SUBJECT,
      reply_to: 'desk@example.com',
      message: 'Your order is ready.',
    });
    expect(await screen.findByText(EMAIL_SENT)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('sends nothing to an invalid reply-to address', async () => {
    render(<EmailCustomerForm onSend={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Reply-to/ }), 'nobody');
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeDisabled();
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
  });

  it('shows why the email could not be sent and keeps the message', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('The mail service is down.');
    });
    render(<EmailCustomerForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('The mail service is down.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hello');
  });

  it('shows the send in progress on its button and takes no edit meanwhile', async () => {
    let finish = () => {};
    const onSend = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<EmailCustomerForm onSend={onSend} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Message/ }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Send Email/ }));
    expect(onSend).toHaveBeenCalledOnce();
    finish();
    expect(await screen.findByText(EMAIL_SENT)).toBeInTheDocument();
  });
});
