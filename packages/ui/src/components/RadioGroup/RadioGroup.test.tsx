import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup, type RadioGroupProps } from './RadioGroup';

function Frequency(props: Partial<RadioGroupProps>) {
  return (
    <RadioGroup label="Settlement frequency" {...props}>
      <Radio value="daily">Daily</Radio>
      <Radio value="weekly">Weekly</Radio>
      <Radio value="monthly" isDisabled>
        Monthly
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  describe('selection', () => {
    it('is a labelled radio group reporting the chosen value', async () => {
      const onChange = vi.fn();
      render(<Frequency onChange={onChange} />);
      expect(screen.getByRole('radiogroup', { name: 'Settlement frequency' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
      expect(onChange).toHaveBeenLastCalledWith('weekly');
      expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    });

    it('moves with arrow keys and skips disabled options', async () => {
      const onChange = vi.fn();
      render(<Frequency defaultValue="daily" onChange={onChange} />);
      await userEvent.tab();
      expect(screen.getByRole('radio', { name: 'Daily' })).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      expect(onChange).toHaveBeenLastCalledWith('weekly');
      await userEvent.keyboard('{ArrowDown}');
      expect(onChange).toHaveBeenLastCalledWith('daily');
    });
  });

  describe('orientation', () => {
    it('is exposed on the group', () => {
      render(<Frequency orientation="horizontal" />);
      expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    });
  });

  describe('isReadOnly and isDisabled', () => {
    it('keeps the value while read-only', async () => {
      render(<Frequency isReadOnly defaultValue="daily" />);
      await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
      expect(screen.getByRole('radio', { name: 'Daily' })).toBeChecked();
    });

    it('disables every radio', () => {
      render(<Frequency isDisabled />);
      for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    });
  });

  describe('errorMessage', () => {
    it('describes the invalid group', () => {
      render(
        <Frequency
          isInvalid
          errorMessage="Choose a frequency"
          description="Applies from next month"
        />,
      );
      const group = screen.getByRole('radiogroup', { name: 'Settlement frequency' });
      expect(group).toHaveAccessibleDescription(/Choose a frequency/);
    });
  });
});
