import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ServiceLevelFields } from './ServiceLevelFields';

const level = { amber_after_hours: 4, red_after_hours: 24 };

describe('ServiceLevelFields', () => {
  describe('onChange', () => {
    it('gives the whole level with the changed hour', async () => {
      const onChange = vi.fn();
      render(<ServiceLevelFields level={level} onChange={onChange} problems={{}} />);
      const red = screen.getByRole('textbox', { name: 'Red after (hours)' });
      await userEvent.clear(red);
      await userEvent.type(red, '36');
      await userEvent.tab();
      expect(onChange).toHaveBeenLastCalledWith({ amber_after_hours: 4, red_after_hours: 36 });
    });
  });

  describe('problems', () => {
    it('shows each message against its field', () => {
      render(
        <ServiceLevelFields
          level={level}
          onChange={vi.fn()}
          problems={{ red_after_hours: 'Red must come later than amber.' }}
        />,
      );
      expect(screen.getByRole('textbox', { name: 'Red after (hours)' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(screen.getByText('Red must come later than amber.')).toBeInTheDocument();
    });
  });
});
