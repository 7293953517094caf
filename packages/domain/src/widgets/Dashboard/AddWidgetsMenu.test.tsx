import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { availableWidgets } from '../../model/dashboard';
import { AddWidgetsMenu } from './AddWidgetsMenu';

describe('AddWidgetsMenu', () => {
  describe('widgets', () => {
    it('lists each available widget by its label, the icon kept out of the name', async () => {
      render(
        <AddWidgetsMenu widgets={availableWidgets([['announcements'], []])} onAdd={vi.fn()} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Add Widgets' }));
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        '✉Please Confirm Your Details',
        '↺Recently Viewed',
        '↗Quick Links',
      ]);
      expect(screen.getByRole('menuitem', { name: 'Quick Links' })).toBeInTheDocument();
    });

    it('says so when none is left', async () => {
      render(<AddWidgetsMenu widgets={[]} onAdd={vi.fn()} />);
      await userEvent.click(screen.getByRole('button', { name: 'Add Widgets' }));
      expect(screen.getByRole('menu')).toHaveTextContent('No available widgets.');
    });
  });

  describe('onAdd', () => {
    it('is called with the chosen widget by keyboard', async () => {
      const onAdd = vi.fn();
      render(<AddWidgetsMenu widgets={availableWidgets([['announcements'], []])} onAdd={onAdd} />);
      screen.getByRole('button', { name: 'Add Widgets' }).focus();
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onAdd).toHaveBeenCalledWith('recently_viewed');
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });
});
