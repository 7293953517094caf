import { makeRetailer } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantCdsSettings, type MerchantCdsSettingsProps } from './MerchantCdsSettings';

function renderCds(overrides: Partial<MerchantCdsSettingsProps> = {}) {
  const props: MerchantCdsSettingsProps = {
    cds: makeRetailer().settings.cds,
    canEdit: true,
    onSave: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  };
  render(<MerchantCdsSettings {...props} />);
  return props;
}

describe('MerchantCdsSettings', () => {
  it('shows whether CDS is on and how many deliveries are checked, in words', () => {
    renderCds();
    expect(screen.getByText('CDS').nextElementSibling).toHaveTextContent('Enabled');
    expect(
      screen.getByText('Manual proof-of-delivery checking').nextElementSibling,
    ).toHaveTextContent('Random 30%');
  });

  it('offers no Edit to a user who may not change the settings', () => {
    renderCds({ canEdit: false });
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('sends only the changed setting, as a number', async () => {
    const props = renderCds();
    await userEvent.click(screen.getByRole('button', { name: 'Edit CDS settings' }));
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: /Manual proof-of-delivery checking/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'None' }));
    await userEvent.click(update);
    expect(props.onSave).toHaveBeenCalledWith({ check_factor: 0 });
  });

  it('sends Enabled as a boolean', async () => {
    const props = renderCds();
    await userEvent.click(screen.getByRole('button', { name: 'Edit CDS settings' }));
    await userEvent.click(screen.getByRole('button', { name: /CDS/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(props.onSave).toHaveBeenCalledWith({ enabled: false });
  });

  it("keeps the form open with the server's message when saving fails", async () => {
    renderCds({ onSave: vi.fn().mockRejectedValue(new Error('CDS is not available.')) });
    await userEvent.click(screen.getByRole('button', { name: 'Edit CDS settings' }));
    await userEvent.click(screen.getByRole('button', { name: /CDS/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Disabled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const form = screen.getByRole('form', { name: 'CDS settings' });
    expect(await within(form).findByText('CDS is not available.')).toBeVisible();
  });
});
