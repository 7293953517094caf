import { makeRetailer } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantBankDetails, type MerchantBankDetailsProps } from './MerchantBankDetails';

function renderBankDetails(overrides: Partial<MerchantBankDetailsProps> = {}) {
  const props: MerchantBankDetailsProps = {
    bankDetails: makeRetailer().bank_details,
    canEdit: true,
    onSave: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<MerchantBankDetails {...props} />);
  return props;
}

describe('MerchantBankDetails tabs', () => {
  it('titles a tab per kind, humanised, and shows the block of the first', () => {
    renderBankDetails();
    expect(screen.getByRole('tab', { name: 'Direct Debit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settlement' })).toBeInTheDocument();
    expect(screen.getByText('Account Holder Name')).toBeInTheDocument();
    expect(screen.getByText('Northern Savings Bank')).toBeInTheDocument();
  });

  it('shows the block of the kind chosen', async () => {
    renderBankDetails();
    await userEvent.click(screen.getByRole('tab', { name: 'Settlement' }));
    expect(screen.getByText('Barclays')).toBeInTheDocument();
    expect(screen.getByText('LS1 5AA')).toBeInTheDocument();
  });

  it('says so when the merchant has no bank details', () => {
    renderBankDetails({ bankDetails: {} });
    expect(screen.getByText('No bank details.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('offers no Edit Bank Details without the link', () => {
    renderBankDetails({ canEdit: false });
    expect(screen.queryByRole('button', { name: 'Edit Bank Details' })).not.toBeInTheDocument();
  });
});

describe('MerchantBankDetails editing', () => {
  it('saves only the changed field of the kind edited', async () => {
    const props = renderBankDetails();
    await userEvent.click(screen.getByRole('tab', { name: 'Settlement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    const sortCode = screen.getByRole('textbox', { name: /Sort Code/ });
    await userEvent.clear(sortCode);
    await userEvent.type(sortCode, '20-00-01');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(props.onSave).toHaveBeenCalledWith('settlement', { sort_code: '20-00-01' });
  });

  it('holds Update while a field breaks its limit or a required one is cleared', async () => {
    renderBankDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    const accountNumber = screen.getByRole('textbox', { name: /Account Number/ });
    expect(accountNumber).toHaveAttribute('maxlength', '15');
    await userEvent.clear(accountNumber);
    expect(screen.getByText('Account number is required.')).toBeInTheDocument();
    await userEvent.type(accountNumber, '12AB');
    expect(screen.getByText('Account number must be digits.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Post Code/ }));
    expect(screen.getByText('Post Code is required.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it("shows the server's refusal of a property against its field", async () => {
    const refusal = Object.assign(new Error('The request is not valid.'), {
      properties: [
        { property: 'bank_details.direct_debit.name', message: 'Name is not accepted.' },
      ],
    });
    renderBankDetails({ onSave: vi.fn().mockRejectedValue(refusal) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bank Details' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' plc');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Name is not accepted.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
