import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  describe('show/hide toggle', () => {
    it('hides the value until the toggle is pressed, then shows it', async () => {
      render(<PasswordField label="Password" defaultValue="Demo-pass-1" />);
      const input = screen.getByLabelText('Password');
      expect(input).toHaveAttribute('type', 'password');
      const toggle = screen.getByRole('button', { name: 'Show password' });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');

      await userEvent.click(toggle);
      expect(input).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');

      await userEvent.click(toggle);
      expect(input).toHaveAttribute('type', 'password');
    });

    it('is disabled with the field', () => {
      render(<PasswordField label="Password" isDisabled />);
      expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled();
    });
  });

  describe('strength', () => {
    it('shows no meter when not given', () => {
      render(<PasswordField label="Password" />);
      expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    });

    it.each([
      ['Weak', '1'],
      ['Medium', '2'],
      ['Strong', '3'],
    ] as const)('shows %s as %s of 3 with its name as the value text', (strength, value) => {
      render(<PasswordField label="Password" strength={strength} />);
      const meter = screen.getByRole('meter', { name: 'Password strength' });
      expect(meter).toHaveAttribute('aria-valuenow', value);
      expect(meter).toHaveAttribute('aria-valuemax', '3');
      expect(meter).toHaveAttribute('aria-valuetext', strength);
      expect(screen.getByText(strength)).toBeVisible();
    });

    it('shows an empty meter for null', () => {
      render(<PasswordField label="Password" strength={null} />);
      expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
    });
  });

  describe('onChange and errorMessage', () => {
    it('reports the typed value and shows the error while invalid', async () => {
      const onChange = vi.fn();
      render(
        <PasswordField
          label="Password"
          onChange={onChange}
          isInvalid
          errorMessage="Password is required"
        />,
      );
      const input = screen.getByLabelText('Password');
      await userEvent.type(input, 'abc');
      expect(onChange).toHaveBeenLastCalledWith('abc');
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Password is required');
    });
  });
});
