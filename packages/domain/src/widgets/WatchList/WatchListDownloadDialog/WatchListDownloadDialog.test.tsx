import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WatchListDownloadDialog } from './WatchListDownloadDialog';

describe('WatchListDownloadDialog', () => {
  describe('state', () => {
    it('offers Cancel while the file is made', async () => {
      const onClose = vi.fn();
      render(
        <WatchListDownloadDialog
          watchListId={3}
          state={{ step: 'working' }}
          onClose={onClose}
          onRetry={vi.fn()}
        />,
      );
      expect(screen.getByRole('dialog', { name: 'Download Watch List' })).toBeInTheDocument();
      expect(
        screen.getByRole('progressbar', { name: 'Preparing watch-list-3.csv' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it("says 'Watch List downloaded.' and offers Close once saved", async () => {
      const onClose = vi.fn();
      render(
        <WatchListDownloadDialog
          watchListId={3}
          state={{ step: 'done' }}
          onClose={onClose}
          onRetry={vi.fn()}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Watch List downloaded.');
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('moves focus to Close when the file is saved, as Cancel is gone', () => {
      const props = { watchListId: 3, onClose: vi.fn(), onRetry: vi.fn() };
      const { rerender } = render(
        <WatchListDownloadDialog {...props} state={{ step: 'working' }} />,
      );
      screen.getByRole('button', { name: 'Cancel' }).focus();
      rerender(<WatchListDownloadDialog {...props} state={{ step: 'done' }} />);
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    it('shows why it failed, with Try again', async () => {
      const onRetry = vi.fn();
      render(
        <WatchListDownloadDialog
          watchListId={3}
          state={{ step: 'failed', message: 'Disk full.' }}
          onClose={vi.fn()}
          onRetry={onRetry}
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Disk full.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });

  describe('watchListId', () => {
    it('is closed without a list', () => {
      render(
        <WatchListDownloadDialog
          watchListId={null}
          state={{ step: 'working' }}
          onClose={vi.fn()}
          onRetry={vi.fn()}
        />,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
