import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { keyboardShortcutGroups } from '../../model/commands';
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog';

const groups = keyboardShortcutGroups(['/', '/merchants/']);

describe('KeyboardShortcutsDialog', () => {
  describe('groups', () => {
    it('lists each shortcut by what it does, in a table per group', () => {
      render(
        <KeyboardShortcutsDialog isOpen onOpenChange={vi.fn()} groups={groups} isApple={false} />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
      const anywhere = within(dialog).getByRole('table', { name: 'Anywhere' });
      const palette = within(anywhere).getByRole('row', { name: /Open the command palette/ });
      expect(palette).toHaveTextContent('Ctrl K');
      const goTo = within(dialog).getByRole('table', { name: 'Go to' });
      expect(
        within(goTo)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Dashboard', 'Merchants']);
      expect(within(goTo).getByRole('row', { name: /Merchants/ })).toHaveTextContent('G then M');
    });
  });

  describe('headings', () => {
    it('heads each group one level below the dialog title', () => {
      render(
        <KeyboardShortcutsDialog isOpen onOpenChange={vi.fn()} groups={groups} isApple={false} />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
      expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Keyboard shortcuts',
      );
      expect(
        within(dialog)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(groups.map((group) => group.title));
    });
  });

  describe('isApple', () => {
    it('writes the modifier as ⌘, read as Command', () => {
      render(<KeyboardShortcutsDialog isOpen onOpenChange={vi.fn()} groups={groups} isApple />);
      const row = screen.getByRole('row', { name: /Open the command palette/ });
      expect(row).toHaveTextContent('⌘');
      expect(within(row).getByText('Command')).toBeInTheDocument();
      expect(row).not.toHaveTextContent('Ctrl');
    });
  });

  describe('onOpenChange', () => {
    it('is called with false by Close and by Escape', async () => {
      const onOpenChange = vi.fn();
      render(
        <KeyboardShortcutsDialog
          isOpen
          onOpenChange={onOpenChange}
          groups={groups}
          isApple={false}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
      onOpenChange.mockClear();
      await userEvent.keyboard('{Escape}');
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });
  });
});
