import { makeRetailer } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MerchantCompanyInformation,
  type MerchantCompanyInformationProps,
} from './MerchantCompanyInformation';

function renderCompany(overrides: Partial<MerchantCompanyInformationProps> = {}) {
  const props: MerchantCompanyInformationProps = {
    company: makeRetailer(),
    canEdit: true,
    onSave: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<MerchantCompanyInformation {...props} />);
  return props;
}

const valueOf = (label: string) => screen.getByText(label).nextElementSibling;

describe('MerchantCompanyInformation', () => {
  it('shows the company details with the legal status in words', () => {
    renderCompany();
    expect(valueOf('Name')).toHaveTextContent('Harrow Home Furnishings');
    expect(valueOf('Registration Number')).toHaveTextContent('04567812');
    expect(valueOf('Legal Status')).toHaveTextContent('Limited');
    expect(valueOf('Post Code')).toHaveTextContent('LS1 6BY');
  });

  it('offers no Edit to a user who may not change the company', () => {
    renderCompany({ canEdit: false });
    expect(
      screen.queryByRole('button', { name: 'Edit Company Information' }),
    ).not.toBeInTheDocument();
  });

  it('saves only what changed, inside the address where it belongs', async () => {
    const props = renderCompany();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    const postCode = screen.getByRole('textbox', { name: /Post Code/ });
    await userEvent.clear(postCode);
    await userEvent.type(postCode, 'LS2 7EW');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(props.onSave).toHaveBeenCalledWith({ address: { post_code: 'LS2 7EW' } });
  });

  it('holds Update while a required field is cleared and says which', async () => {
    renderCompany();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /Address Line 1/ }));
    expect(screen.getByText('Address Line 1 is required.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it("keeps the form open with the server's message when saving fails", async () => {
    renderCompany({ onSave: vi.fn().mockRejectedValue(new Error('The name is already in use.')) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' Ltd');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('The name is already in use.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Harrow Home Furnishings Ltd',
    );
  });
});
