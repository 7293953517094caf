import { makeLenderAgreement } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OperatingAgreementDialog } from './OperatingAgreementDialog';

const open = makeLenderAgreement({
  retailer_agreement_id: 101,
  retailer_agreed: null,
  html_document_id: null,
  type: null,
  available_documents: [
    { document_id: 1, name: 'Northbridge standard ROA' },
    { document_id: 3, name: 'Northbridge premium ROA' },
  ],
});
const signed = makeLenderAgreement({
  retailer_agreement_id: 102,
  lender_id: 4,
  lender_name: 'Harbour Lending',
});
const pdf = () => new File(['%PDF-1.4'], 'Custom ROA.pdf', { type: 'application/pdf' });

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:custom-roa');
  URL.revokeObjectURL = vi.fn();
});

function renderDialog(
  onAssign = vi.fn().mockResolvedValue(undefined),
  onUpload = vi.fn().mockResolvedValue({ upload_id: 77 }),
) {
  render(
    <OperatingAgreementDialog
      isOpen
      agreements={[open, signed]}
      onUpload={onUpload}
      onAssign={onAssign}
      onClose={vi.fn()}
    />,
  );
  return { user: userEvent.setup(), onAssign, onUpload };
}

describe('OperatingAgreementDialog', () => {
  it('shows that a signed agreement cannot change, and saves a chosen lender document', async () => {
    const { user, onAssign } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Assign operating agreement' });
    expect(
      within(dialog).getByText(
        'This Operating Agreement has been signed. It is not able to change.',
      ),
    ).toBeVisible();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Northbridge Finance/ }));
    await user.click(await screen.findByRole('option', { name: 'Northbridge premium ROA' }));
    await user.click(save);
    expect(onAssign).toHaveBeenCalledWith({
      retailer_agreement_id: 101,
      update: { type: 'html_document', html_document_id: 3 },
    });
    expect(
      await within(dialog).findByText('The Operating Agreement has been assigned'),
    ).toBeVisible();
  });

  it('uploads a custom ROA, previews it, and saves it once confirmed', async () => {
    const { user, onAssign, onUpload } = renderDialog();
    await user.click(screen.getByRole('button', { name: /Northbridge Finance/ }));
    await user.click(await screen.findByRole('option', { name: 'Add Custom ROA' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Add Custom ROA: Northbridge Finance',
    });
    expect(within(dialog).getByText('Please upload the custom ROA in pdf format')).toBeVisible();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
    expect(onUpload).toHaveBeenCalled();
    expect(
      await within(dialog).findByText('Success! The file was uploaded successfully'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText('Preview of Custom ROA.pdf')).toHaveAttribute(
      'data',
      'blob:custom-roa',
    );
    expect(within(dialog).getByText('Please confirm below that the ROA is correct')).toBeVisible();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /is correct/ }));
    await user.click(save);
    expect(onAssign).toHaveBeenCalledWith({
      retailer_agreement_id: 101,
      update: { type: 'pre_agreed_upload', file_id: 77 },
    });
    expect(await within(dialog).findByText('Custom Operating Agreement saved')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  });

  it('shows the error page when the upload fails, and goes back to the lenders', async () => {
    const { user } = renderDialog(
      undefined,
      vi.fn().mockRejectedValue(new Error('Failed to upload')),
    );
    await user.click(screen.getByRole('button', { name: /Northbridge Finance/ }));
    await user.click(await screen.findByRole('option', { name: 'Add Custom ROA' }));
    const dialog = await screen.findByRole('dialog', { name: /Add Custom ROA/ });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, pdf());
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error! Something went wrong with the upload.');
    expect(alert).toHaveTextContent('Failed to upload');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Assign operating agreement' })).toBeVisible();
  });
});
