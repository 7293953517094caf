import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDetailsWidget } from './ConfirmDetailsWidget';

const email = () => screen.getByRole('textbox', { name: /^Email/ });
const mobile = () => screen.getByRole('textbox', { name: /^Mobile/ });
const update = () => screen.getByRole('button', { name: 'Update' });

describe('ConfirmDetailsWidget', () => {
  describe('validation', () => {
    it('keeps Update disabled while a field is empty, without shouting at first', () => {
      render(
        <ConfirmDetailsWidget initialValues={{ email: 'vera@example.co.uk' }} onSubmit={vi.fn()} />,
      );
      expect(email()).toHaveValue('vera@example.co.uk');
      expect(email()).toBeRequired();
      expect(update()).toBeDisabled();
      expect(screen.queryByText('Enter your mobile number.')).toBeNull();
    });

    it('explains an invalid email and a mobile without digits', async () => {
      render(<ConfirmDetailsWidget onSubmit={vi.fn()} />);
      await userEvent.type(email(), 'vera@');
      await userEvent.type(mobile(), 'call me');
      expect(email()).toHaveAccessibleDescription('Enter a valid email address.');
      expect(mobile()).toHaveAccessibleDescription('The mobile number must contain digits.');
      expect(update()).toBeDisabled();
    });

    it('enables Update once both are valid', async () => {
      render(<ConfirmDetailsWidget onSubmit={vi.fn()} />);
      await userEvent.type(email(), 'vera@example.co.uk');
      await userEvent.type(mobile(), '07700 900123');
      expect(update()).toBeEnabled();
    });
  });

  describe('onSubmit', () => {
    it('sends the trimmed details and is ready for the next change', async () => {
      const onSubmit = vi.fn().mockResolvedValue(undefined);
      render(
        <ConfirmDetailsWidget
          initialValues={{ email: ' vera@example.co.uk ' }}
          onSubmit={onSubmit}
        />,
      );
      await userEvent.type(mobile(), '07700900123');
      await userEvent.click(update());
      expect(onSubmit).toHaveBeenCalledWith({ email: 'vera@example.co.uk', mobile: '07700900123' });
      // The screen reports the success; the form itself shows no message.
      await waitFor(() => expect(update()).not.toHaveAttribute('data-pending'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the message of a rejected submit', async () => {
      const onSubmit = vi.fn().mockRejectedValue(new Error('The service is unavailable.'));
      render(
        <ConfirmDetailsWidget
          initialValues={{ email: 'a@b.co', mobile: '1' }}
          onSubmit={onSubmit}
        />,
      );
      await userEvent.click(update());
      expect(await screen.findByRole('alert')).toHaveTextContent('The service is unavailable.');
    });

    it('shows validation errors from the server on their fields until edited', async () => {
      const rejection = Object.assign(new Error('Validation failed'), {
        properties: [{ property: 'email', message: 'This email address is already in use.' }],
      });
      render(
        <ConfirmDetailsWidget
          initialValues={{ email: 'a@b.co', mobile: '1' }}
          onSubmit={vi.fn().mockRejectedValue(rejection)}
        />,
      );
      await userEvent.click(update());
      await waitFor(() =>
        expect(email()).toHaveAccessibleDescription('This email address is already in use.'),
      );
      expect(screen.queryByRole('alert', { name: /Validation failed/ })).toBeNull();
      await userEvent.type(email(), 'm');
      expect(email()).not.toHaveAccessibleDescription('This email address is already in use.');
    });
  });
});
