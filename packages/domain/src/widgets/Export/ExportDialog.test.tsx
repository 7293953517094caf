import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditApplicationExportFields } from '../../model/exportReports';
import { ExportDialog, type ExportDialogState } from './ExportDialog';

function renderDialog(state: ExportDialogState = { step: 'fields' }) {
  const props = { onExport: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
  const view = render(
    <ExportDialog isOpen fields={creditApplicationExportFields} state={state} {...props} />,
  );
  const dialog = () => screen.getByRole('dialog', { name: 'Download as File' });
  return { ...props, ...view, dialog };
}

describe('ExportDialog field picker', () => {
  it('starts with the preselected fields ticked and exports them', async () => {
    const { dialog, onExport } = renderDialog();
    expect(within(dialog()).getByRole('checkbox', { name: 'App ID' })).toBeChecked();
    expect(within(dialog()).getByRole('checkbox', { name: 'Lender' })).not.toBeChecked();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledWith([
      'credit_application_id',
      'consumer',
      'originator.name',
      'loan_type.code',
      'advance',
      'current_status.status',
      'current_status.timestamp',
    ]);
  });

  it('keeps the fields in the order they were ticked', async () => {
    const { dialog, onExport } = renderDialog();
    const fields = within(dialog()).getByRole('checkbox', { name: 'Fields' });
    await userEvent.click(fields);
    await userEvent.click(fields);
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Lender' }));
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'App ID' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledWith(['lender', 'credit_application_id']);
  });

  it('selects all and none from the Fields box', async () => {
    const { dialog } = renderDialog();
    const fields = within(dialog()).getByRole('checkbox', { name: 'Fields' });
    await userEvent.click(fields);
    expect(within(dialog()).getByRole('checkbox', { name: 'Lender' })).toBeChecked();
    await userEvent.click(fields);
    expect(within(dialog()).getByRole('checkbox', { name: 'App ID' })).not.toBeChecked();
  });

  it('disables Export and says why when no field is ticked', async () => {
    const { dialog } = renderDialog();
    const fields = within(dialog()).getByRole('checkbox', { name: 'Fields' });
    await userEvent.click(fields);
    await userEvent.click(fields);
    expect(within(dialog()).getByRole('button', { name: 'Export' })).toBeDisabled();
    expect(dialog()).toHaveTextContent('Tick at least one field to export.');
  });
});

describe('ExportDialog states', () => {
  it('shows progress while working and Cancel stops waiting', async () => {
    const { dialog, onClose } = renderDialog({ step: 'working' });
    expect(within(dialog()).getByRole('progressbar', { name: 'Preparing the file' })).toBeVisible();
    expect(within(dialog()).queryByRole('group', { name: 'Fields' })).toBeNull();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says the file was downloaded, with its rows', () => {
    const { dialog } = renderDialog({
      step: 'done',
      fileName: 'credit_application-12.csv',
      rowCount: 1024,
    });
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Downloaded credit_application-12.csv (1,024 rows).',
    );
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it("shows the failed export's error and goes back to the picker on Try again", async () => {
    const { dialog, onRetry } = renderDialog({ step: 'failed', message: 'Disk full.' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Disk full.');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the ticked fields through a failure', async () => {
    const props = { onExport: vi.fn(), onRetry: vi.fn(), onClose: vi.fn() };
    const fields = creditApplicationExportFields;
    const { rerender } = render(
      <ExportDialog isOpen fields={fields} state={{ step: 'fields' }} {...props} />,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lender' }));
    rerender(
      <ExportDialog isOpen fields={fields} state={{ step: 'failed', message: 'x' }} {...props} />,
    );
    rerender(<ExportDialog isOpen fields={fields} state={{ step: 'fields' }} {...props} />);
    expect(screen.getByRole('checkbox', { name: 'Lender' })).toBeChecked();
  });

  it('shows the limit message and hides the field picker', () => {
    const { dialog } = renderDialog({ step: 'limit' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Export limit of 100000 exceeded, please reduce selection and try again.',
    );
    expect(within(dialog()).queryByRole('checkbox')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Export' })).toBeNull();
  });
});
