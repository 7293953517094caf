import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  describe('onChange', () => {
    it('toggles by click and by Space', async () => {
      const onChange = vi.fn();
      render(<Checkbox onChange={onChange}>Remember me</Checkbox>);
      const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
      await userEvent.click(checkbox);
      expect(checkbox).toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard(' ');
      expect(checkbox).not.toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('isIndeterminate', () => {
    it('is reported as mixed', () => {
      render(<Checkbox isIndeterminate>Credit applications</Checkbox>);
      expect(screen.getByRole('checkbox', { name: 'Credit applications' })).toBePartiallyChecked();
    });
  });

  describe('isDisabled and isReadOnly', () => {
    it('does not toggle while disabled', async () => {
      const onChange = vi.fn();
      render(
        <Checkbox isDisabled onChange={onChange}>
          Remember me
        </Checkbox>,
      );
      const checkbox = screen.getByRole('checkbox');
      expect(checkbox).toBeDisabled();
      await userEvent.click(checkbox);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('does not toggle while read-only', async () => {
      render(
        <Checkbox isReadOnly defaultSelected>
          Remember me
        </Checkbox>,
      );
      const checkbox = screen.getByRole('checkbox');
      await userEvent.click(checkbox);
      expect(checkbox).toBeChecked();
    });
  });

  describe('isInvalid', () => {
    it('is marked invalid', () => {
      render(
        <Checkbox isInvalid isRequired>
          I accept the terms
        </Checkbox>,
      );
      expect(screen.getByRole('checkbox')).toBeInvalid();
    });
  });
});
