import { makeRetailer } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantAccountDetails, type MerchantAccountDetailsProps } from './MerchantAccountDetails';

function renderAccountDetails(overrides: Partial<MerchantAccountDetailsProps> = {}) {
  const props: MerchantAccountDetailsProps = {
    accountDetails: makeRetailer().account_details,
    canEdit: true,
    onSave: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<MerchantAccountDetails {...props} />);
  return props;
}

describe('MerchantAccountDetails view', () => {
  it('shows the account type and the fees in pounds', () => {
    renderAccountDetails();
    expect(screen.getByText('Professional')).toBeInTheDocument();
    expect(screen.getByText('£199.00')).toBeInTheDocument();
    expect(screen.getByText('£29.00')).toBeInTheDocument();
  });

  it('offers Edit Account Details to service users only', () => {
    renderAccountDetails({ canEdit: false });
    expect(screen.queryByRole('button', { name: 'Edit Account Details' })).not.toBeInTheDocument();
  });
});

describe('MerchantAccountDetails editing', () => {
  it('sends only the changed fee, in pence', async () => {
    const props = renderAccountDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Account Details' }));
    const monthly = screen.getByRole('textbox', { name: /Monthly Cost/ });
    expect(monthly).toHaveAttribute('maxlength', '10');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '34.50');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(props.onSave).toHaveBeenCalledWith({ monthly_cost: 3450 });
  });

  it('holds Update while a fee is not an amount, negative or cleared', async () => {
    renderAccountDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Account Details' }));
    const fee = screen.getByRole('textbox', { name: /Sign-up Fee/ });
    await userEvent.clear(fee);
    expect(screen.getByText('Sign-up Fee is required.')).toBeInTheDocument();
    await userEvent.type(fee, '12.345');
    expect(
      screen.getByText('Sign-up Fee must be an amount in pounds, such as 1250.00.'),
    ).toBeInTheDocument();
    await userEvent.clear(fee);
    await userEvent.type(fee, '-5');
    expect(screen.getByText('Sign-up fee cannot be negative.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('lets a fee that was never set stay empty while another field changes', async () => {
    const props = renderAccountDetails({
      accountDetails: {
        account_type: 'Starter',
        sign_up_fee: null,
        monthly_cost: 1000,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Account Details' }));
    const monthly = screen.getByRole('textbox', { name: /Monthly Cost/ });
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(props.onSave).toHaveBeenCalledWith({ monthly_cost: 1200 });
  });
});
