import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditApplicationExportFields } from '../../model/exportReports';
import { ScheduleReportDialog, type ScheduleReportDialogState } from './ScheduleReportDialog';

function renderDialog(
  state: ScheduleReportDialogState = { step: 'form' },
  defaultRecipients = ['vera.jones@example.com'],
) {
  const props = { onSchedule: vi.fn(), onClose: vi.fn() };
  render(
    <ScheduleReportDialog
      isOpen
      reportName="Credit Applications"
      fields={creditApplicationExportFields}
      defaultRecipients={defaultRecipients}
      state={state}
      {...props}
    />,
  );
  return props;
}

const dialog = () => screen.getByRole('dialog', { name: 'Schedule as Report' });
const recipients = () => within(dialog()).getByRole('textbox', { name: 'Recipients' });
const scheduleButton = () => within(dialog()).getByRole('button', { name: 'Schedule' });

describe('ScheduleReportDialog', () => {
  it("schedules weekly to the user's email with the preselected fields by default", async () => {
    const { onSchedule } = renderDialog();
    expect(recipients()).toHaveValue('vera.jones@example.com');
    expect(within(dialog()).getByRole('radio', { name: 'Weekly' })).toBeChecked();
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Monthly' }));
    await userEvent.click(scheduleButton());
    expect(onSchedule).toHaveBeenCalledWith({
      frequency: 'monthly',
      recipients: ['vera.jones@example.com'],
      fields: expect.arrayContaining(['credit_application_id', 'consumer']),
    });
  });

  it('names each bad address once the field is left, and will not schedule', async () => {
    const { onSchedule } = renderDialog();
    await userEvent.clear(recipients());
    await userEvent.type(recipients(), 'ops@example.com, bob@, alice');
    await userEvent.tab();
    expect(recipients()).toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).toHaveTextContent('"bob@" is not a valid email address.');
    expect(dialog()).toHaveTextContent('"alice" is not a valid email address.');
    expect(scheduleButton()).toBeDisabled();
    expect(onSchedule).not.toHaveBeenCalled();
  });

  it('needs a recipient', async () => {
    renderDialog(undefined, []);
    await userEvent.click(recipients());
    await userEvent.tab();
    expect(dialog()).toHaveTextContent('Enter at least one email address.');
    expect(scheduleButton()).toBeDisabled();
  });

  it('refuses more than ten recipients', async () => {
    renderDialog(
      { step: 'form' },
      Array.from({ length: 11 }, (_, index) => `user${index}@example.com`),
    );
    await userEvent.click(recipients());
    await userEvent.tab();
    expect(dialog()).toHaveTextContent('Enter at most 10 email addresses (11 given).');
    expect(scheduleButton()).toBeDisabled();
  });

  it('needs a field', async () => {
    renderDialog();
    const fields = within(dialog()).getByRole('checkbox', { name: 'Fields' });
    await userEvent.click(fields);
    await userEvent.click(fields);
    expect(dialog()).toHaveTextContent('Tick at least one field to export.');
    expect(scheduleButton()).toBeDisabled();
  });

  it("shows the server's refusal above the form", () => {
    renderDialog({ step: 'form', error: 'Unknown field.' });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Unknown field.');
  });

  it('confirms the schedule', () => {
    renderDialog({
      step: 'done',
      schedule: { frequency: 'daily', recipients: ['a@example.com', 'b@example.com'] },
    });
    const done = screen.getByRole('dialog', { name: 'Report scheduled' });
    expect(within(done).getByRole('status')).toHaveTextContent(
      'Credit Applications will be emailed daily to a@example.com, b@example.com.',
    );
  });
});
