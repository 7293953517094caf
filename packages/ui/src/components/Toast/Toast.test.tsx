import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { ToastProvider, ToastQueue, ToastRegion, useToast } from './Toast';

function SaveButton() {
  const toast = useToast();
  return <Button onPress={() => toast.success('Group updated')}>Save</Button>;
}

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
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Contact updated')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Contact updated')).not.toBeInTheDocument();
  });

  it('announces a success politely and an error at once', () => {
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.success('Contact updated');
      queue.error('Failed to upload');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Contact updated');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload');
  });

  it('keeps an error until it is dismissed', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    let key = '';
    act(() => {
      key = queue.error('Ghosting request failed!');
    });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Ghosting request failed!')).toBeInTheDocument();
    act(() => queue.close(key));
    expect(screen.queryByText('Ghosting request failed!')).not.toBeInTheDocument();
  });
});

describe('useToast', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the toast of the nearest ToastProvider and closes it with Dismiss', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByRole('status')).toHaveTextContent('Group updated');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Group updated')).not.toBeInTheDocument();
  });

  it('keeps a success while the pointer is over it and closes it 3 seconds after it leaves', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.success('Group updated');
    });
    const region = screen.getByRole('region');
    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Group updated')).toBeInTheDocument();
    fireEvent.pointerOut(region, { pointerType: 'mouse' });
    act(() => {
      vi.advanceTimersByTime(3100);
    });
    expect(screen.queryByText('Group updated')).not.toBeInTheDocument();
  });

  it('keeps a success while focus is inside it', () => {
    vi.useFakeTimers();
    const queue = new ToastQueue();
    render(<ToastRegion queue={queue} />);
    act(() => {
      queue.success('Group updated');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Group updated')).toBeInTheDocument();
  });

  it('needs a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SaveButton />)).toThrow('useToast needs a ToastProvider above it.');
  });
});
