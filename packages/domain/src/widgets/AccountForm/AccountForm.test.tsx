import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from './AccountForm';
import { accountUpdate, canUpdateAccount, emptyDraft, type AccountDetails } from './accountUpdate';

const details: AccountDetails = {
  username: 'viewer',
  first_name: 'Vera',
  last_name: 'Viewer',
  email: 'vera@example.co.uk',
  mobile: '07700900123',
};

function input(name: RegExp) {
  return screen.getByLabelText(name, { selector: 'input' });
}

describe('accountUpdate', () => {
  it('sends only the changed fields', () => {
    const draft = { ...emptyDraft(details), first_name: 'Veronica' };
    expect(accountUpdate(details, draft)).toEqual({ first_name: 'Veronica' });
  });

  it('sends a new password together with the current password', () => {
    const draft = {
      ...emptyDraft(details),
      password: 'Better-pass-2',
      password_confirm: 'Better-pass-2',
      current_password: 'Demo-pass-1',
    };
    expect(accountUpdate(details, draft)).toEqual({
      password: 'Better-pass-2',
      current_password: 'Demo-pass-1',
    });
    expect(canUpdateAccount(details, draft)).toBe(true);
  });

  it('refuses a new password without the current one', () => {
    const draft = {
      ...emptyDraft(details),
      password: 'Better-pass-2',
      password_confirm: 'Better-pass-2',
    };
    expect(canUpdateAccount(details, draft)).toBe(false);
  });
});

describe('AccountForm', () => {
  it('keeps Update disabled until something changes', async () => {
    render(<AccountForm details={details} onSubmit={vi.fn()} />);
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await userEvent.type(input(/^First Name/), 'x');
    expect(update).toBeEnabled();
  });

  it('asks to confirm a changed email and clears the confirmation when it changes back', async () => {
    const onSubmit = vi.fn();
    render(<AccountForm details={details} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const email = input(/^Email/);
    const confirmation = input(/^Confirm Email/);
    expect(confirmation).toBeDisabled();
    await user.clear(email);
    await user.type(email, 'vera@example.com');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(confirmation, 'vera@example.com');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'vera@example.com' });
    await user.clear(email);
    await user.type(email, details.email);
    expect(confirmation).toHaveValue('');
    expect(confirmation).toBeDisabled();
  });

  it('shows the password strength and requires the current password', async () => {
    const onSubmit = vi.fn();
    render(<AccountForm details={details} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    await user.type(input(/^New Password/), 'Better-pass-2');
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await user.type(input(/^Confirm Password/), 'Better-pass-2');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    await user.type(input(/^Current Password/), 'Demo-pass-1');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSubmit).toHaveBeenCalledWith({
      password: 'Better-pass-2',
      current_password: 'Demo-pass-1',
    });
  });

  it('shows an invalid email once edited', async () => {
    render(<AccountForm details={details} onSubmit={vi.fn()} />);
    const email = input(/^Email/);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
  });

  it('shows the server error', () => {
    render(
      <AccountForm details={details} onSubmit={vi.fn()} errorMessage="Current password is wrong" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Current password is wrong');
  });
});
