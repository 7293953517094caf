import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  describe('stepper buttons', () => {
    it('have accessible names that include the field label', () => {
      render(<NumberField label="Deposit" />);
      expect(screen.getByRole('button', { name: /Increase.*Deposit/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Decrease.*Deposit/ })).toBeInTheDocument();
    });

    it('step the value by step and respect the bounds', async () => {
      const onChange = vi.fn();
      render(
        <NumberField
          label="Term"
          defaultValue={10}
          step={5}
          minValue={5}
          maxValue={15}
          onChange={onChange}
        />,
      );
      const increase = screen.getByRole('button', { name: /Increase/ });
      await userEvent.click(increase);
      expect(onChange).toHaveBeenLastCalledWith(15);
      expect(increase).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
      await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
      expect(onChange).toHaveBeenLastCalledWith(5);
    });

    it('can be hidden', () => {
      render(<NumberField label="Term" hideStepper />);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('formatOptions', () => {
    it('formats the value as currency', () => {
      render(
        <NumberField
          label="Deposit"
          defaultValue={1234.5}
          formatOptions={{ style: 'currency', currency: 'GBP' }}
        />,
      );
      expect(screen.getByRole('textbox', { name: 'Deposit' })).toHaveValue('£1,234.50');
    });
  });

  describe('typing', () => {
    it('commits a typed number on blur, clamped to maxValue', async () => {
      const onChange = vi.fn();
      render(<NumberField label="Term" maxValue={60} onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Term' });
      await userEvent.type(input, '72');
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith(60);
      expect(input).toHaveValue('60');
    });
  });

  describe('errorMessage', () => {
    it('describes the invalid input', () => {
      render(<NumberField label="Term" isInvalid errorMessage="Term must be 6 to 60 months" />);
      const input = screen.getByRole('textbox', { name: 'Term' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Term must be 6 to 60 months');
    });
  });

  describe('isDisabled', () => {
    it('disables the input and the steppers', () => {
      render(<NumberField label="Term" isDisabled />);
      expect(screen.getByRole('textbox')).toBeDisabled();
      for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    });
  });
});
