import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWorkQueue } from '@backoffice/api-client/mocks';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { WorkQueueSettings } from './WorkQueueSettings';

const albion = { lender_id: 1, display_name: 'Albion Consumer Credit' };
const queues = [
  makeWorkQueue({ queue_id: 1, lender: albion, status: 'INSPECT', item_count: 4 }),
  makeWorkQueue({ queue_id: 2, lender: albion, status: 'REFER', item_count: 9 }),
  makeWorkQueue({
    queue_id: 3,
    status: 'ACTION-LENDER',
    standard: false,
    amber_after_hours: 2,
    red_after_hours: 8,
    item_count: 3,
  }),
  makeWorkQueue({ queue_id: 4, status: 'INSPECT', item_count: 0 }),
  makeWorkQueue({ queue_id: 5, item_count: 17, amber_after_hours: 6, red_after_hours: 48 }),
];
const never = () => new Promise<never>(() => {});

const meta = {
  title: 'Domain/WorkQueues/WorkQueueSettings',
  component: WorkQueueSettings,
  tags: ['autodocs'],
  args: {
    queues,
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
} satisfies Meta<typeof WorkQueueSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Work queues' });
    const added = within(table).getByRole('row', { name: /Northbridge Finance ACTION-LENDER/ });
    await expect(added).toHaveTextContent('2 h8 h3');
    await expect(
      canvas.getByRole('button', { name: 'Remove Northbridge Finance ACTION-LENDER' }),
    ).toBeEnabled();
    // REFER and INSPECT are every lender's: they can be set but not removed.
    await expect(canvas.queryByRole('button', { name: 'Remove Northbridge Finance REFER' })).toBe(
      null,
    );
  },
};

export const Empty: Story = {
  args: { queues: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('There are no work queues yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { queues: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add queue' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  args: { queues: [], errorMessage: 'The server could not be reached.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.');
  },
};

export const EditingServiceLevel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Northbridge Finance REFER' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Service level of Northbridge Finance REFER',
    });
    const red = within(dialog).getByRole('textbox', { name: 'Red after (hours)' });
    await userEvent.clear(red);
    await userEvent.type(red, '72');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(5, {
      amber_after_hours: 6,
      red_after_hours: 72,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Northbridge Finance REFER turns amber after 6 h and red after 72 h.',
    );
  },
};

export const SavingServiceLevel: Story = {
  args: { onUpdate: fn(never) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Northbridge Finance REFER' }));
    const dialog = await screen.findByRole('dialog');
    const amber = within(dialog).getByRole('textbox', { name: 'Amber after (hours)' });
    await userEvent.clear(amber);
    await userEvent.type(amber, '8');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(within(dialog).getByRole('button', { name: /Save/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const SaveRefused: Story = {
  args: {
    onUpdate: fn(async () => {
      throw new Error('You do not have permission to do this.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Northbridge Finance REFER' }));
    const dialog = await screen.findByRole('dialog');
    const amber = within(dialog).getByRole('textbox', { name: 'Amber after (hours)' });
    await userEvent.clear(amber);
    await userEvent.type(amber, '8');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  },
};

export const AddingQueue: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a queue' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Lender/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northbridge Finance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^INFO/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add queue' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      lender_id: 2,
      status: 'INFO',
      amber_after_hours: 4,
      red_after_hours: 24,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Queue added: Northbridge Finance INFO.',
    );
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a queue' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Lender/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northbridge Finance' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^ACTION-LENDER/ }));
    const red = within(dialog).getByRole('textbox', { name: 'Red after (hours)' });
    await userEvent.clear(red);
    await userEvent.type(red, '3');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add queue' }));
    await expect(
      within(dialog).getByText('Northbridge Finance already has a queue for ACTION-LENDER.'),
    ).toBeVisible();
    await expect(within(dialog).getByText('Red must come later than amber.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const AddRefusedByServer: Story = {
  args: {
    onCreate: fn(async () => {
      throw Object.assign(new Error('The request is not valid.'), {
        status: 400,
        properties: [{ property: 'status', message: 'Choose one of the application statuses.' }],
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add queue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a queue' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Lender/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Albion Consumer Credit' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /Status/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^INFO/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add queue' }));
    await expect(
      await within(dialog).findByText('Choose one of the application statuses.'),
    ).toBeVisible();
  },
};

export const RemovingQueue: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Northbridge Finance ACTION-LENDER' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove queue' });
    await expect(confirm).toHaveTextContent(
      'Remove Northbridge Finance ACTION-LENDER? Its 3 applications keep their status; whoever holds them is released.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Queue removed: Northbridge Finance ACTION-LENDER.',
    );
  },
};

export const RemoveFailed: Story = {
  args: {
    onDelete: fn(async () => {
      throw new Error('Every lender keeps its ACTION-LENDER queue.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Northbridge Finance ACTION-LENDER' }),
    );
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Every lender keeps its ACTION-LENDER queue.',
    );
  },
};
