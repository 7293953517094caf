import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWorkQueue, makeWorkQueueItem } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { TakeNext } from './TakeNext';

describe('TakeNext', () => {
  describe('onTakeNext', () => {
    it('is called when Take next is pressed while items wait unassigned', async () => {
      const onTakeNext = vi.fn();
      render(<TakeNext queue={makeWorkQueue({ unassigned_count: 2 })} onTakeNext={onTakeNext} />);
      await userEvent.click(screen.getByRole('button', { name: 'Take next' }));
      expect(onTakeNext).toHaveBeenCalledTimes(1);
    });

    it('cannot be pressed while nothing waits unassigned, and says so', () => {
      render(<TakeNext queue={makeWorkQueue({ unassigned_count: 0 })} onTakeNext={vi.fn()} />);
      expect(screen.getByRole('button', { name: 'Take next' })).toBeDisabled();
      expect(
        screen.getByText('Nothing is waiting unassigned in Northbridge Finance REFER.'),
      ).toBeInTheDocument();
    });
  });

  describe('onTakeNext answering with a promise', () => {
    it('shows the item it took, that none was left, or the refusal, by itself', async () => {
      const onTakeNext = vi
        .fn()
        .mockResolvedValueOnce(makeWorkQueueItem({ credit_application_id: 1004 }))
        .mockResolvedValueOnce(null)
        .mockRejectedValueOnce(new Error('You do not have permission to do this.'));
      render(<TakeNext queue={makeWorkQueue({ unassigned_count: 2 })} onTakeNext={onTakeNext} />);
      const button = screen.getByRole('button', { name: 'Take next' });
      await userEvent.click(button);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'You now hold application 1004 from Hartley Home & Garden.',
      );
      await userEvent.click(button);
      expect(await screen.findByText(/Someone else took the last item first/)).toBeVisible();
      await userEvent.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'You do not have permission to do this.',
      );
    });
  });

  describe('outcome', () => {
    it('names and links the application the user now holds', () => {
      render(
        <TakeNext
          queue={makeWorkQueue({ unassigned_count: 1 })}
          onTakeNext={vi.fn()}
          outcome={{ kind: 'taken', item: makeWorkQueueItem({ credit_application_id: 42 }) }}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('You now hold application 42');
      expect(screen.getByRole('link', { name: '42' })).toHaveAttribute('href', '/credit-app/42/');
    });

    it('says someone else took the last item when the server had none left', () => {
      render(
        <TakeNext
          queue={makeWorkQueue({ unassigned_count: 0 })}
          onTakeNext={vi.fn()}
          outcome={{ kind: 'empty' }}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent('Someone else took the last item first');
    });
  });

  describe('errorMessage', () => {
    it('is shown as an alert', () => {
      render(
        <TakeNext
          queue={makeWorkQueue({ unassigned_count: 1 })}
          onTakeNext={vi.fn()}
          errorMessage="No."
        />,
      );
      expect(screen.getByRole('alert')).toHaveTextContent('No.');
    });
  });
});
