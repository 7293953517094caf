import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeWorkQueue } from '@backoffice/api-client/mocks';
import { describe, expect, it, vi } from 'vitest';
import { WorkQueueSettings } from './WorkQueueSettings';

const added = makeWorkQueue({ queue_id: 3, status: 'INFO', standard: false, item_count: 2 });
const queues = [makeWorkQueue({ item_count: 5 }), added];
const callbacks = () => ({
  onCreate: vi.fn(async () => {}),
  onUpdate: vi.fn(async () => {}),
  onDelete: vi.fn(async () => {}),
});

const choose = async (label: RegExp, option: RegExp | string) => {
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe('WorkQueueSettings', () => {
  describe('queues', () => {
    it('lists each queue with its service level and count; only added ones can be removed', () => {
      render(<WorkQueueSettings queues={queues} {...callbacks()} />);
      const rows = within(screen.getByRole('table', { name: 'Work queues' })).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('Northbridge Finance REFER4 h24 h5');
      expect(
        screen.queryByRole('button', { name: 'Remove Northbridge Finance REFER' }),
      ).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Remove Northbridge Finance INFO' })).toBeEnabled();
    });
  });

  describe('onCreate', () => {
    it('adds a status of the specification as a lender queue with its service level', async () => {
      const props = callbacks();
      render(<WorkQueueSettings queues={queues} {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Add queue' }));
      const dialog = screen.getByRole('dialog', { name: 'Add a queue' });
      await choose(/Lender/, 'Northbridge Finance');
      await choose(/Status/, /^ACTION-LENDER/);
      const amber = within(dialog).getByRole('textbox', { name: 'Amber after (hours)' });
      await userEvent.clear(amber);
      await userEvent.type(amber, '2');
      await userEvent.tab();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add queue' }));
      expect(props.onCreate).toHaveBeenCalledWith({
        lender_id: 2,
        status: 'ACTION-LENDER',
        amber_after_hours: 2,
        red_after_hours: 24,
      });
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Queue added: Northbridge Finance ACTION-LENDER.',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('says what is missing or taken, in the words the server uses, and sends nothing', async () => {
      const props = callbacks();
      render(<WorkQueueSettings queues={queues} {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Add queue' }));
      const dialog = screen.getByRole('dialog', { name: 'Add a queue' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add queue' }));
      expect(within(dialog).getByText('Choose a lender.')).toBeInTheDocument();
      expect(
        within(dialog).getByText('Choose one of the application statuses.'),
      ).toBeInTheDocument();
      await choose(/Lender/, 'Northbridge Finance');
      await choose(/Status/, /^INFO/);
      expect(
        within(dialog).getByText('Northbridge Finance already has a queue for INFO.'),
      ).toBeInTheDocument();
      expect(props.onCreate).not.toHaveBeenCalled();
    });

    it("shows the server's refusal against its field and keeps the form", async () => {
      const props = callbacks();
      props.onCreate.mockRejectedValue(
        Object.assign(new Error('The request is not valid.'), {
          properties: [{ property: 'red_after_hours', message: 'Red must come later than amber.' }],
        }),
      );
      render(<WorkQueueSettings queues={queues} {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Add queue' }));
      await choose(/Lender/, 'Northbridge Finance');
      await choose(/Status/, /^AMENDED/);
      const dialog = screen.getByRole('dialog', { name: 'Add a queue' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add queue' }));
      expect(await within(dialog).findByText('Red must come later than amber.')).toBeVisible();
    });
  });

  describe('onUpdate', () => {
    it('changes a service level from its dialog and says what it now is', async () => {
      const props = callbacks();
      render(<WorkQueueSettings queues={queues} {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Edit Northbridge Finance REFER' }));
      const dialog = screen.getByRole('dialog', {
        name: 'Service level of Northbridge Finance REFER',
      });
      const red = within(dialog).getByRole('textbox', { name: 'Red after (hours)' });
      await userEvent.clear(red);
      await userEvent.type(red, '48');
      await userEvent.tab();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(props.onUpdate).toHaveBeenCalledWith(1, { amber_after_hours: 4, red_after_hours: 48 });
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Northbridge Finance REFER turns amber after 4 h and red after 48 h.',
      );
    });
  });

  describe('onDelete', () => {
    it('removes an added queue only after the confirmation', async () => {
      const props = callbacks();
      render(<WorkQueueSettings queues={queues} {...props} />);
      await userEvent.click(
        screen.getByRole('button', { name: 'Remove Northbridge Finance INFO' }),
      );
      const confirm = screen.getByRole('alertdialog', { name: 'Remove queue' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(props.onDelete).not.toHaveBeenCalled();
      await userEvent.click(
        screen.getByRole('button', { name: 'Remove Northbridge Finance INFO' }),
      );
      await userEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
      );
      expect(props.onDelete).toHaveBeenCalledWith(3);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Queue removed: Northbridge Finance INFO.',
      );
    });
  });
});
