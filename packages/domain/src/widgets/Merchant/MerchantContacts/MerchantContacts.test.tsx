import { makeRetailerContact } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantContacts, type MerchantContactsProps } from './MerchantContacts';

function renderContacts(overrides: Partial<MerchantContactsProps> = {}) {
  const props: MerchantContactsProps = {
    contacts: [
      makeRetailerContact({ contact_id: 1, contact_type: 'primary' }),
      makeRetailerContact({ contact_id: 2, contact_type: 'accounts' }),
    ],
    canEdit: true,
    onCreate: vi.fn().mockResolvedValue(undefined),
    onUpdate: vi.fn().mockResolvedValue(undefined),
    onDelete: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<MerchantContacts {...props} />);
  return props;
}

describe('MerchantContacts tabs', () => {
  it("titles each tab '<Type> Contact' and offers the plus tab to service users", () => {
    renderContacts();
    expect(screen.getByRole('tab', { name: 'Primary Contact' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accounts Contact' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Add Contact/ })).toBeInTheDocument();
  });

  it('offers no plus tab, Edit or Delete to other users', () => {
    renderContacts({ canEdit: false });
    expect(screen.queryByRole('tab', { name: /Add Contact/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});

describe('MerchantContacts primary contact rule', () => {
  it('offers no Delete for the only primary contact', () => {
    renderContacts();
    expect(screen.getByRole('button', { name: 'Edit Primary Contact' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Delete Primary Contact' }),
    ).not.toBeInTheDocument();
  });

  it('offers Delete for a primary contact beside another primary one', () => {
    renderContacts({
      contacts: [
        makeRetailerContact({ contact_id: 1, contact_type: 'primary' }),
        makeRetailerContact({ contact_id: 3, contact_type: 'primary' }),
      ],
    });
    expect(screen.getByRole('button', { name: 'Delete Primary Contact' })).toBeInTheDocument();
  });
});

describe('MerchantContacts new contact', () => {
  it('opens a New Contact with Save from the plus tab, and Cancel removes it', async () => {
    renderContacts();
    await userEvent.click(screen.getByRole('tab', { name: /Add Contact/ }));
    expect(screen.getByRole('tab', { name: 'New Contact' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('tab', { name: 'New Contact' })).not.toBeInTheDocument();
  });
});
