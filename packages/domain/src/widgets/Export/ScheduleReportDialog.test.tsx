import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { creditApplicationExportFields } from '../../model/exportReports';
import type { ScheduleDateRange } from '../../model/scheduleDateRange';
import {
  EditScheduleDialog,
  ScheduleReportDialog,
  type ScheduleReportDialogState,
  type ScheduleSettings,
} from './ScheduleReportDialog';

function renderDialog(
  state: ScheduleReportDialogState = { step: 'form' },
  defaultRecipients = ['vera.jones@example.com'],
  defaultDateRange: ScheduleDateRange | null = { kind: 'last_30_days' },
) {
  const props = { onSchedule: vi.fn(), onClose: vi.fn() };
  render(
    <ScheduleReportDialog
      isOpen
      reportName="Credit Applications"
      fields={creditApplicationExportFields}
      defaultRecipients={defaultRecipients}
      defaultDateRange={defaultDateRange}
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
      dateRange: { kind: 'last_30_days' },
      sendTime: '06:00',
    });
  });

  it('keeps a relative range relative and offers picked dates as fixed', async () => {
    const { onSchedule } = renderDialog(undefined, undefined, {
      kind: 'fixed',
      from: '2026-10-24',
      to: '2026-12-24',
    });
    const ranges = within(dialog()).getByRole('radiogroup', { name: 'Date range' });
    expect(
      within(ranges).getByRole('radio', { name: 'Fixed: 24 Oct 2026 to 24 Dec 2026' }),
    ).toBeChecked();
    await userEvent.click(within(ranges).getByRole('radio', { name: 'Previous month' }));
    await userEvent.click(scheduleButton());
    expect(onSchedule).toHaveBeenLastCalledWith(
      expect.objectContaining({ dateRange: { kind: 'previous_month' } }),
    );
    await userEvent.click(within(ranges).getByRole('radio', { name: /^Fixed/ }));
    await userEvent.click(scheduleButton());
    expect(onSchedule).toHaveBeenLastCalledWith(
      expect.objectContaining({
        dateRange: { kind: 'fixed', from: '2026-10-24', to: '2026-12-24' },
      }),
    );
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

  it('sends at the time typed, and will not schedule a time that is not HH:MM', async () => {
    const { onSchedule } = renderDialog();
    const sendTime = within(dialog()).getByRole('textbox', { name: 'Send time (UTC)' });
    expect(sendTime).toHaveValue('06:00');
    await userEvent.clear(sendTime);
    await userEvent.type(sendTime, '7:5');
    expect(sendTime).toHaveAttribute('aria-invalid', 'true');
    expect(dialog()).toHaveTextContent('Enter a time as HH:MM (24-hour clock), e.g. 07:00.');
    expect(scheduleButton()).toBeDisabled();
    await userEvent.clear(sendTime);
    await userEvent.type(sendTime, '07:30');
    await userEvent.click(scheduleButton());
    expect(onSchedule).toHaveBeenCalledWith(expect.objectContaining({ sendTime: '07:30' }));
  });
});

describe('EditScheduleDialog', () => {
  const saved: ScheduleSettings = {
    frequency: 'daily',
    recipients: ['ops@example.com'],
    dateRange: { kind: 'previous_month' },
    sendTime: '18:30',
  };
  const renderEdit = (
    state: Exclude<ScheduleReportDialogState, { step: 'done' }> = { step: 'form' },
  ) => {
    const props = { onSave: vi.fn(), onClose: vi.fn() };
    render(
      <EditScheduleDialog
        schedule={saved}
        reportName="Credit Applications"
        state={state}
        {...props}
      />,
    );
    return { ...props, form: screen.getByRole('dialog', { name: 'Edit Schedule' }) };
  };

  it('starts from the saved schedule, without the fields, and saves the changes', async () => {
    const { form, onSave } = renderEdit();
    expect(within(form).getByRole('radio', { name: 'Daily' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Previous month' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: 'Send time (UTC)' })).toHaveValue('18:30');
    expect(within(form).getByRole('textbox', { name: 'Recipients' })).toHaveValue(
      'ops@example.com',
    );
    expect(within(form).queryByRole('checkbox', { name: 'Fields' })).toBeNull();
    const sendTime = within(form).getByRole('textbox', { name: 'Send time (UTC)' });
    await userEvent.clear(sendTime);
    await userEvent.type(sendTime, '07:00');
    await userEvent.click(within(form).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...saved, frequency: 'weekly', sendTime: '07:00' });
  });

  it("shows the server's messages on their fields, not above the form", () => {
    const { form } = renderEdit({
      step: 'form',
      error: 'Scheduled reports can only be sent to addresses of allowed domains.',
      properties: [
        { property: 'recipients.0', message: 'must be an address at posfinance.example' },
        { property: 'send_time', message: 'must match pattern' },
      ],
    });
    expect(within(form).queryByRole('alert')).toBeNull();
    const recipientsField = within(form).getByRole('textbox', { name: 'Recipients' });
    expect(recipientsField).toHaveAttribute('aria-invalid', 'true');
    expect(recipientsField).toHaveAccessibleDescription(
      expect.stringContaining('0: must be an address at posfinance.example'),
    );
    expect(
      within(form).getByRole('textbox', { name: 'Send time (UTC)' }),
    ).toHaveAccessibleDescription(expect.stringContaining('must match pattern'));
  });

  it('keeps a message no field can hold above the form', () => {
    const { form } = renderEdit({ step: 'form', error: 'Scheduled report not found.' });
    expect(within(form).getByRole('alert')).toHaveTextContent('Scheduled report not found.');
  });
});
