import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONSUMER_HIDDEN_MESSAGE, CustomerPanel, RESCORE_CONSEQUENCE } from './CustomerPanel';
import meta from './CustomerPanel.stories';

const { consumer } = meta.args;

async function startEditing(onSave = vi.fn().mockResolvedValue(undefined)) {
  const user = userEvent.setup();
  render(<CustomerPanel consumer={consumer} canEdit onSave={onSave} />);
  await user.click(screen.getByRole('button', { name: 'Edit Customer' }));
  return { user, onSave };
}

describe('CustomerPanel', () => {
  it('says the data is inaccessible when the consumer is hidden', () => {
    render(<CustomerPanel consumer={null} canEdit onSave={vi.fn()} />);
    expect(screen.getByText(CONSUMER_HIDDEN_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Customer' })).not.toBeInTheDocument();
  });

  it('shows the read-only details with salary in whole pounds', () => {
    render(<CustomerPanel consumer={consumer} />);
    expect(screen.getByText('£34,500 GROSS_ANNUAL')).toBeInTheDocument();
    expect(screen.getByText('Barclays')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Customer' })).not.toBeInTheDocument();
  });

  it('offers middle name and phone only when the consumer has them', async () => {
    await startEditing();
    expect(screen.queryByRole('textbox', { name: 'Middle Name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveValue('07700900123');
  });

  it('keeps Update disabled until something changes', async () => {
    await startEditing();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update and Re-score' })).toBeDisabled();
  });

  it('sends only the changed fields, with score for Update and Re-score', async () => {
    const { user, onSave } = await startEditing();
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '07700900999');
    await user.click(screen.getByRole('button', { name: 'Update and Re-score' }));
    expect(onSave).toHaveBeenCalledWith({
      consumer: { mobile_number: '07700900999' },
      options: { score: true },
    });
    expect(await screen.findByRole('button', { name: 'Edit Customer' })).toBeInTheDocument();
  });

  it('states what Update and Re-score does before it is pressed', async () => {
    await startEditing();
    expect(screen.getByRole('button', { name: 'Update and Re-score' })).toHaveAccessibleDescription(
      RESCORE_CONSEQUENCE,
    );
  });

  it('offers Update alone, saying why, when re-scoring is refused (a manual decision is final)', async () => {
    const refusal =
      'This application was underwritten manually to ACCEPT. A manual decision is final, so it is not re-scored; use Underwrite to change the decision.';
    const onSave = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<CustomerPanel consumer={consumer} canEdit onSave={onSave} rescoreRefusal={refusal} />);
    await user.click(screen.getByRole('button', { name: 'Edit Customer' }));
    expect(screen.queryByRole('button', { name: 'Update and Re-score' })).not.toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '07700900999');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSave).toHaveBeenCalledWith({ consumer: { mobile_number: '07700900999' } });
  });

  it('refuses a date of birth not in the form YYYY-MM-DD', async () => {
    const { user } = await startEditing();
    const dateOfBirth = screen.getByRole('textbox', { name: /Date of Birth/ });
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, '14/06/1985');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it("refuses a 7-digit mobile with the spec's phone pattern and message", async () => {
    const { user } = await startEditing();
    const mobile = screen.getByRole('textbox', { name: 'Mobile' });
    await user.clear(mobile);
    await user.type(mobile, '0791649');
    expect(mobile).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update and Re-score' })).toBeDisabled();
    await user.type(mobile, '1234');
    expect(screen.queryByText('Enter a valid phone number.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  it('refuses an invalid phone number and sends an emptied one as null', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(
      <CustomerPanel
        consumer={{ ...consumer, phone_number: '01132496000' }}
        canEdit
        onSave={onSave}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Customer' }));
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '12-ab');
    expect(phone).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSave).toHaveBeenCalledWith({ consumer: { phone_number: null } });
  });

  it('disables Save while an address is invalid, naming the problem', async () => {
    const { user } = await startEditing();
    const current = screen.getByRole('group', { name: 'Current Address' });
    await user.clear(within(current).getByRole('textbox', { name: /^Town/ }));
    expect(screen.getByText('Town is missing.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('moves previous address 2 up when previous address 1 is cleared', async () => {
    const { user, onSave } = await startEditing();
    await user.click(screen.getByRole('button', { name: 'Clear Previous Address 1' }));
    expect(screen.queryByRole('group', { name: 'Previous Address 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Previous Address 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSave).toHaveBeenCalledWith({ addresses: [consumer.addresses[0]] });
  });

  it('restores the saved values when the update fails', async () => {
    const { user } = await startEditing(vi.fn().mockRejectedValue(new Error('Refused')));
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    await user.clear(surname);
    await user.type(surname, 'Jones');
    await user.type(screen.getByRole('textbox', { name: /Reason for the identity change/ }), 'Wed');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('textbox', { name: 'Surname' })).toHaveValue('Smith');
  });

  it('asks why a name changes, sends the reason, and offers no re-score with it', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = await startEditing(onSave);
    const surname = screen.getByRole('textbox', { name: 'Surname' });
    await user.clear(surname);
    await user.type(surname, 'Jones');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Update and Re-score' })).toBeNull();
    await user.type(
      screen.getByRole('textbox', { name: /Reason for the identity change/ }),
      'Married name',
    );
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSave).toHaveBeenCalledWith({ consumer: { surname: 'Jones' }, reason: 'Married name' });
  });
});
