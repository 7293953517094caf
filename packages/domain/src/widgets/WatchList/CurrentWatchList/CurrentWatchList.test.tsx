import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CurrentWatchList } from './CurrentWatchList';

const list = { fraud_watch_list_id: 7, start_time: '2026-10-02T09:15:42Z', item_count: 1 };

describe('CurrentWatchList', () => {
  describe('list', () => {
    it('names the file watch-list-{id}.csv and downloads it with Download CSV', async () => {
      const onDownload = vi.fn();
      render(<CurrentWatchList list={list} onDownload={onDownload} />);
      expect(screen.getByRole('region', { name: 'Current watch list' })).toHaveTextContent(
        'watch-list-7.csv',
      );
      expect(screen.getByText(/^1 item, enabled since/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Download CSV watch-list-7.csv' }));
      expect(onDownload).toHaveBeenCalledWith(7);
    });

    it("says 'No current watch list' when none is enabled", () => {
      render(<CurrentWatchList list={null} onDownload={vi.fn()} />);
      expect(screen.getByText('No current watch list')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Download CSV/ })).toBeNull();
    });
  });

  describe('onUpload', () => {
    it('offers Upload New CSV only when given', async () => {
      const onUpload = vi.fn();
      const { rerender } = render(
        <CurrentWatchList list={null} onDownload={vi.fn()} onUpload={onUpload} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Upload New CSV' }));
      expect(onUpload).toHaveBeenCalledTimes(1);
      rerender(<CurrentWatchList list={null} onDownload={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Upload New CSV' })).toBeNull();
    });
  });

  describe('isLoading and error', () => {
    it('shows a spinner while loading and the error with Try again', async () => {
      const onRetry = vi.fn();
      const { rerender } = render(<CurrentWatchList list={null} isLoading onDownload={vi.fn()} />);
      expect(
        screen.getByRole('progressbar', { name: 'Loading the current watch list' }),
      ).toBeInTheDocument();
      rerender(
        <CurrentWatchList list={null} error="Offline." onRetry={onRetry} onDownload={vi.fn()} />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('Offline.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});
