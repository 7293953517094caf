import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  describe('label and description', () => {
    it('names and describes the input', () => {
      render(<TextField label="Trading name" description="As shown on the shop front" />);
      expect(screen.getByRole('textbox', { name: 'Trading name' })).toHaveAccessibleDescription(
        'As shown on the shop front',
      );
    });
  });

  describe('onChange', () => {
    it('reports the typed value', async () => {
      const onChange = vi.fn();
      render(<TextField label="Trading name" onChange={onChange} />);
      await userEvent.type(screen.getByRole('textbox'), 'Acme');
      expect(onChange).toHaveBeenLastCalledWith('Acme');
    });
  });

  describe('errorMessage', () => {
    it('is shown and announced with the input while invalid', () => {
      render(<TextField label="Trading name" isInvalid errorMessage="Trading name is required" />);
      const input = screen.getByRole('textbox', { name: 'Trading name' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Trading name is required');
    });

    it('is not shown while valid', () => {
      render(<TextField label="Trading name" errorMessage="Trading name is required" />);
      expect(screen.queryByText('Trading name is required')).not.toBeInTheDocument();
    });
  });

  describe('isRequired', () => {
    it('marks the input required and shows a mark outside the accessible name', () => {
      render(<TextField label="Trading name" isRequired />);
      expect(screen.getByRole('textbox', { name: 'Trading name' })).toBeRequired();
      expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    });
  });

  describe('maxLength', () => {
    it('stops input at the limit', async () => {
      render(<TextField label="CCL number" maxLength={5} />);
      const input = screen.getByRole('textbox');
      await userEvent.type(input, '1234567');
      expect(input).toHaveValue('12345');
    });
  });

  describe('type', () => {
    it('sets the input type', () => {
      render(<TextField label="Email" type="email" />);
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    });
  });

  describe('isReadOnly and isDisabled', () => {
    it('keeps a read-only value', async () => {
      render(<TextField label="Username" isReadOnly defaultValue="jsmith" />);
      const input = screen.getByRole('textbox');
      await userEvent.type(input, 'x');
      expect(input).toHaveValue('jsmith');
      expect(input).toHaveAttribute('readonly');
    });

    it('disables the input', () => {
      render(<TextField label="Username" isDisabled />);
      expect(screen.getByRole('textbox')).toBeDisabled();
    });
  });
});
