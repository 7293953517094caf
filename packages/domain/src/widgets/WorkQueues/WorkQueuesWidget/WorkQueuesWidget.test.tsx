import { render, screen } from '@testing-library/react';
import { makeWorkQueue } from '@backoffice/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { WorkQueuesWidget } from './WorkQueuesWidget';

const now = new Date('2026-11-28T12:00:00Z');

describe('WorkQueuesWidget', () => {
  describe('queues', () => {
    it("links each queue and shows its counts and its oldest item's coloured age", () => {
      render(
        <WorkQueuesWidget
          now={now}
          queues={[
            makeWorkQueue({
              item_count: 4,
              unassigned_count: 3,
              oldest_entered_at: '2026-11-27T06:00:00Z',
            }),
            makeWorkQueue({ queue_id: 2, status: 'INSPECT' }),
          ]}
        />,
      );
      expect(screen.getByRole('link', { name: 'Northbridge Finance REFER' })).toHaveAttribute(
        'href',
        '/queues/?queue=1',
      );
      expect(screen.getByText('4 waiting, 3 unassigned')).toBeInTheDocument();
      expect(screen.getByText('1 d 6 h · Over service level')).toBeInTheDocument();
      expect(screen.getByText('0 waiting, 0 unassigned')).toBeInTheDocument();
      expect(screen.getAllByText(/service level/)).toHaveLength(1);
    });

    it('says so when the user has no queues', () => {
      render(<WorkQueuesWidget now={now} queues={[]} />);
      expect(screen.getByText('No work queues.')).toBeInTheDocument();
    });
  });

  describe('isLoading and errorMessage', () => {
    it('shows a labelled spinner, then the error as an alert', () => {
      const { rerender } = render(<WorkQueuesWidget now={now} isLoading />);
      expect(screen.getByLabelText('Loading work queues')).toBeInTheDocument();
      rerender(<WorkQueuesWidget now={now} errorMessage="Failed." />);
      expect(screen.getByRole('alert')).toHaveTextContent('Failed.');
    });
  });
});
