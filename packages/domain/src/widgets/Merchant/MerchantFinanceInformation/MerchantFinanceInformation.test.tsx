import { makeRetailer } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MerchantFinanceInformation,
  type MerchantFinanceInformationProps,
} from './MerchantFinanceInformation';

function renderFinance(overrides: Partial<MerchantFinanceInformationProps> = {}) {
  const props: MerchantFinanceInformationProps = {
    finance: makeRetailer().company_finance_details,
    canEdit: true,
    onSave: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<MerchantFinanceInformation {...props} />);
  return props;
}

describe('MerchantFinanceInformation view', () => {
  it('shows the time to receipt of goods and the amounts in pounds', () => {
    renderFinance();
    expect(screen.getByText('5 days')).toBeInTheDocument();
    expect(screen.getByText('£4,200,000.00')).toBeInTheDocument();
    expect(screen.getByText('£1,450.00')).toBeInTheDocument();
  });

  it('offers Edit Finance Information to service users only', () => {
    renderFinance({ canEdit: false });
    expect(
      screen.queryByRole('button', { name: 'Edit Finance Information' }),
    ).not.toBeInTheDocument();
  });
});

describe('MerchantFinanceInformation editing', () => {
  it('sends only the changed amount, in pence, and takes a loss', async () => {
    const props = renderFinance();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Finance Information' }));
    const profit = screen.getByRole('textbox', { name: /Net Profit/ });
    expect(profit).toHaveAttribute('maxlength', '15');
    await userEvent.clear(profit);
    await userEvent.type(profit, '-1500');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(props.onSave).toHaveBeenCalledWith({ net_profit: -150_000 });
  });

  it('holds Update while an amount is not in pounds', async () => {
    renderFinance();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Finance Information' }));
    const value = screen.getByRole('textbox', { name: /Average Order Value/ });
    await userEvent.clear(value);
    await userEvent.type(value, 'lots');
    expect(
      screen.getByText('Average Order Value must be an amount in pounds, such as 1250.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });
});
