import { makeRetailerContact } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantContactMerchant } from './MerchantContactMerchant';

const contacts = [
  makeRetailerContact(),
  makeRetailerContact({ contact_id: 72, first_name: 'No', last_name: 'Email', email: undefined }),
];

function renderForm(props: Partial<Parameters<typeof MerchantContactMerchant>[0]> = {}) {
  const onSend = vi.fn().mockResolvedValue(undefined);
  render(
    <MerchantContactMerchant
      contacts={contacts}
      onSend={onSend}
      onUploadAttachment={vi.fn()}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onSend };
}

describe('MerchantContactMerchant', () => {
  it('offers only contacts with an email address', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: /Contact/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Helen Carter <helen.carter@harrowhome.example>',
    ]);
  });

  it('needs a chosen contact and a message, then sends and says Email sent', async () => {
    const { user, onSend } = renderForm();
    const send = screen.getByRole('button', { name: 'Send Email' });
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Statements are ready.');
    expect(send).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Contact/ }));
    await user.click(await screen.findByRole('option', { name: /Helen Carter/ }));
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith({
      body: 'Statements are ready.',
      correspondents: [{ type: 'retailer_contact', type_id: 71 }],
      attachments: [],
    });
    expect(await screen.findByText('Email sent')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it("shows the server's error and keeps the message", async () => {
    const { user } = renderForm({
      onSend: vi.fn().mockRejectedValue(new Error('The email could not be sent.')),
    });
    await user.click(screen.getByRole('button', { name: /Contact/ }));
    await user.click(await screen.findByRole('option', { name: /Helen Carter/ }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('The email could not be sent.')).toBeVisible();
    expect(screen.queryByText('Email sent')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hi');
  });

  it('says so when no contact has an email address', () => {
    renderForm({ contacts: [contacts[1]!] });
    expect(screen.getByText('No contact of this merchant has an email address.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Email' })).toBeNull();
  });
});
