import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeWorkQueueItem,
  workQueueItemsOfEveryColour,
  workQueueMockColleagues,
} from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { WorkQueueTable } from './WorkQueueTable';

const now = new Date('2026-11-28T12:00:00Z');
const mine = { user_id: 3, name: 'Alex Morgan', held_at: '2026-11-28T11:00:00Z' };

describe('WorkQueueTable', () => {
  describe('items', () => {
    it('lists each item oldest first with a link, its coloured age in words and its holder', () => {
      render(
        <WorkQueueTable
          aria-label="Northbridge Finance REFER"
          items={workQueueItemsOfEveryColour(now)}
          now={now}
          currentUserId={3}
        />,
      );
      const table = screen.getByRole('table', { name: 'Northbridge Finance REFER' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(6);
      expect(within(rows[0]!).getByRole('link', { name: '1001' })).toHaveAttribute(
        'href',
        '/credit-app/1001/',
      );
      expect(within(rows[0]!).getByText('3 d 3 h · Over service level')).toBeInTheDocument();
      expect(within(rows[1]!).getByText('Priya Shah')).toBeInTheDocument();
      expect(within(rows[5]!).getByText('15 min · Within service level')).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it('says so when nothing waits', () => {
      render(<WorkQueueTable aria-label="Q" items={[]} now={now} currentUserId={3} />);
      expect(screen.getByText('Nothing is waiting in this queue.')).toBeInTheDocument();
    });
  });

  describe('onRelease', () => {
    it("offers Release on the user's own items only, without queue admin", async () => {
      const onRelease = vi.fn();
      const items = [
        makeWorkQueueItem({ credit_application_id: 1, holder: mine }, now),
        makeWorkQueueItem(
          { credit_application_id: 2, holder: { ...mine, user_id: 7, name: 'Priya Shah' } },
          now,
        ),
      ];
      render(
        <WorkQueueTable
          aria-label="Q"
          items={items}
          now={now}
          currentUserId={3}
          onRelease={onRelease}
        />,
      );
      expect(screen.getByText('Alex Morgan (you)')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Release 2' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Release 1' }));
      expect(onRelease).toHaveBeenCalledWith(items[0]);
    });
    it('has no Actions column while none of the items can be released', () => {
      render(
        <WorkQueueTable
          aria-label="Q"
          items={workQueueItemsOfEveryColour(now)}
          now={now}
          currentUserId={3}
          onRelease={vi.fn()}
        />,
      );
      expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    });
  });

  describe('canManage', () => {
    it('lets a queue admin assign an item to one of the people listed', async () => {
      const onAssign = vi.fn();
      render(
        <WorkQueueTable
          aria-label="Q"
          items={[makeWorkQueueItem({}, now)]}
          now={now}
          currentUserId={3}
          canManage
          assignees={workQueueMockColleagues}
          onAssign={onAssign}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Assign to (application 1001)' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Priya Shah' }));
      expect(onAssign).toHaveBeenCalledWith(
        expect.objectContaining({ credit_application_id: 1001 }),
        7,
      );
    });
  });
});
