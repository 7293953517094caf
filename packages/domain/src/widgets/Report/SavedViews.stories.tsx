import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { storySavedViews } from './reportStoryData';
import { SavedViews } from './SavedViews';

const meta = {
  title: 'Domain/Report/SavedViews',
  component: SavedViews,
  tags: ['autodocs'],
  args: {
    views: storySavedViews,
    onApply: fn(),
    onSave: fn(() => Promise.resolve()),
    onDelete: fn(() => Promise.resolve()),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedViews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const MenuOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(
      await screen.findByRole('menuitem', { name: 'Team queue (Shared by priya.shah)' }),
    ).toBeVisible();
  },
};

export const ApplyView: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refunds' }));
    await expect(args.onApply).toHaveBeenCalledWith(storySavedViews[1]);
    await expect(canvas.getByRole('status')).toHaveTextContent('View Refunds applied.');
  },
};

export const NoViews: Story = {
  args: { views: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent('No saved views yet.');
  },
};

export const Loading: Story = {
  args: { views: [], isLoading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent('Loading views…');
  },
};

export const LoadFailed: Story = {
  args: { views: [], error: 'The server could not be reached.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent(
      'The views could not be loaded.',
    );
  },
};

export const SaveDialog: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Big advances');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Share with my group' }));
    await expect(dialog.getByRole('checkbox', { name: 'Share with my group' })).toBeChecked();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NameMissing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(dialog.getByText('Enter a name for the view.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const NameTaken: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('A view with this name already exists.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save view…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save view' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Refunds');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'A view with this name already exists.',
    );
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Refunds…' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete view' }));
    await expect(dialog.getByText('Delete the view Refunds? This cannot be undone.')).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteFailed: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('This view does not exist.'))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Refunds…' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This view does not exist.');
  },
};

export const LongNames: Story = {
  args: {
    views: [
      {
        ...storySavedViews[0]!,
        name: 'Applications referred by the overnight fraud rules for the north-west region merchants',
      },
      { ...storySavedViews[2]!, name: 'Unbroken'.repeat(12) },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(4);
  },
};

/** The report shows a saved view's filters: the button names it. */
export const ActiveView: Story = {
  args: { currentQuery: 'status[]=REFUNDED&order=-placed', onUpdate: fn(() => Promise.resolve()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Views: Refunds' })).toBeVisible();
    await expect(canvas.queryByText('modified')).toBeNull();
  },
};

/** The filters moved away from the active view: it is marked modified and can take them. */
export const ModifiedView: Story = {
  args: { currentQuery: 'status[]=REFUNDED', onUpdate: fn(() => Promise.resolve()) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refunds' }));
    await expect(canvas.getByRole('button', { name: 'Views: Refunds' })).toBeVisible();
    await expect(canvas.getByText('modified')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Views: Refunds' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update view Refunds' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ name: 'Refunds' }), {
      query: 'status[]=REFUNDED',
    });
  },
};

export const RenameDialog: Story = {
  args: { onUpdate: fn(() => Promise.resolve()) },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(
      await screen.findByRole('menuitem', { name: 'Rename or share Flagged this month…' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Rename or share Flagged this month',
    });
    await expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue(
      'Flagged this month',
    );
    await expect(
      within(dialog).getByRole('checkbox', { name: 'Share with my group' }),
    ).toBeChecked();
  },
};

export const UpdateFailed: Story = {
  args: {
    currentQuery: 'status[]=REFUNDED',
    onUpdate: fn(() => Promise.reject(new Error('This view does not exist.'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Refunds' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Views: Refunds' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Update view Refunds' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This view does not exist.');
  },
};
