import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert';

describe('Alert', () => {
  afterEach(() => vi.useRealTimers());

  describe('tone', () => {
    it('interrupts for errors', () => {
      render(<Alert tone="critical">Failed to upload</Alert>);
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to upload');
    });
    it('is announced politely otherwise', () => {
      render(<Alert tone="positive">Account updated.</Alert>);
      expect(screen.getByRole('status')).toHaveTextContent('Account updated.');
    });
  });

  describe('onDismiss', () => {
    it('shows a close button that calls it', async () => {
      const onDismiss = vi.fn();
      render(<Alert onDismiss={onDismiss}>Saved</Alert>);
      await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(onDismiss).toHaveBeenCalledOnce();
    });
    it('has no close button without it', () => {
      render(<Alert>Saved</Alert>);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('autoDismiss', () => {
    it('dismisses after 3 seconds', () => {
      vi.useFakeTimers();
      const onDismiss = vi.fn();
      render(
        <Alert autoDismiss onDismiss={onDismiss}>
          Account updated.
        </Alert>,
      );
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onDismiss).toHaveBeenCalledOnce();
    });

    it('waits while the pointer is over it and starts the 3 seconds again when it leaves', () => {
      vi.useFakeTimers();
      const onDismiss = vi.fn();
      render(
        <Alert autoDismiss onDismiss={onDismiss}>
          Account updated.
        </Alert>,
      );
      const alert = screen.getByRole('status');
      act(() => {
        vi.advanceTimersByTime(2000);
      });
      fireEvent.pointerEnter(alert);
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      fireEvent.pointerLeave(alert);
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onDismiss).toHaveBeenCalledOnce();
    });

    it('waits while focus is inside it', () => {
      vi.useFakeTimers();
      const onDismiss = vi.fn();
      render(
        <Alert autoDismiss onDismiss={onDismiss}>
          Account updated.
        </Alert>,
      );
      act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
      act(() => {
        vi.advanceTimersByTime(10_000);
      });
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => screen.getByRole('button', { name: 'Dismiss' }).blur());
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      expect(onDismiss).toHaveBeenCalledOnce();
    });
  });
});
