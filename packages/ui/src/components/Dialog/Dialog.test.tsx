import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FlowDialog } from './Dialog';

const base = {
  isOpen: true,
  title: 'Change Group',
  doneMessage: 'Group changed.',
  onClose: vi.fn(),
};

describe('FlowDialog', () => {
  describe('state form', () => {
    it('shows the form with Cancel and the primary action', async () => {
      const onPrimaryAction = vi.fn();
      render(
        <FlowDialog
          {...base}
          state="form"
          primaryActionLabel="Update"
          onPrimaryAction={onPrimaryAction}
        >
          <p>fields</p>
        </FlowDialog>,
      );
      expect(screen.getByRole('dialog', { name: 'Change Group' })).toHaveTextContent('fields');
      await userEvent.click(screen.getByRole('button', { name: 'Update' }));
      expect(onPrimaryAction).toHaveBeenCalledOnce();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });

    it('closes on Escape', async () => {
      const onClose = vi.fn();
      render(<FlowDialog {...base} onClose={onClose} state="form" />);
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalled();
    });
  });

  describe('state working', () => {
    it('shows a spinner, offers no button and ignores Escape', async () => {
      const onClose = vi.fn();
      render(<FlowDialog {...base} onClose={onClose} state="working" />);
      expect(screen.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(onClose).not.toHaveBeenCalled();
    });
  });

  describe('state done', () => {
    it('shows the message and only a Close button', async () => {
      const onClose = vi.fn();
      render(<FlowDialog {...base} onClose={onClose} state="done" />);
      expect(screen.getByText('Group changed.')).toBeInTheDocument();
      // react-aria adds a visually hidden Dismiss button for screen readers; no other is shown.
      const shown = screen.getAllByRole('button').filter((button) => button.textContent);
      expect(shown.map((button) => button.textContent)).toEqual(['Close']);
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledOnce();
    });
  });
});
