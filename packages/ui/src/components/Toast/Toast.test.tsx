import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastQueue, ToastRegion } from './Toast';

describe('ToastQueue', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a success message and closes it after 3 seconds', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.success('Contact updated');
    });
    expect(screen.getByText('Contact updated')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Contact updated')).not.toBeInTheDocument();
  });

  it('keeps an error until it is dismissed', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    let key = '';
    act(() => {
      key = queue.error('Ghosting request failed!');
    });
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Ghosting request failed!')).toBeInTheDocument();
    act(() => queue.close(key));
    expect(screen.queryByText('Ghosting request failed!')).not.toBeInTheDocument();
  });
});
