import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch';

describe('Switch', () => {
  describe('onChange', () => {
    it('turns on and off by click and by Space', async () => {
      const onChange = vi.fn();
      render(<Switch onChange={onChange}>Email notifications</Switch>);
      const control = screen.getByRole('switch', { name: 'Email notifications' });
      expect(control).not.toBeChecked();
      await userEvent.click(control);
      expect(control).toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard(' ');
      expect(control).not.toBeChecked();
      expect(onChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('isDisabled and isReadOnly', () => {
    it('does not change while disabled', async () => {
      const onChange = vi.fn();
      render(
        <Switch isDisabled onChange={onChange}>
          Email notifications
        </Switch>,
      );
      const control = screen.getByRole('switch');
      expect(control).toBeDisabled();
      await userEvent.click(control);
      expect(onChange).not.toHaveBeenCalled();
    });

    it('does not change while read-only', async () => {
      render(
        <Switch isReadOnly defaultSelected>
          Email notifications
        </Switch>,
      );
      const control = screen.getByRole('switch');
      await userEvent.click(control);
      expect(control).toBeChecked();
    });
  });
});
