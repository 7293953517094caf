import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWorkQueue } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { QueueSettingsEditor } from './QueueSettingsEditor';

const meta = {
  title: 'Domain/WorkQueues/QueueSettingsEditor',
  component: QueueSettingsEditor,
  tags: ['autodocs'],
  args: { queue: makeWorkQueue(), onSave: fn() },
} satisfies Meta<typeof QueueSettingsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchanged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amber after (hours)' })).toHaveValue('4');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const Saves: Story = {
  play: async ({ canvas, args }) => {
    const red = canvas.getByRole('textbox', { name: 'Red after (hours)' });
    await userEvent.clear(red);
    await userEvent.type(red, '48');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ amber_after_hours: 4, red_after_hours: 48 });
  },
};

export const RedNotAfterAmber: Story = {
  play: async ({ canvas, args }) => {
    const amber = canvas.getByRole('textbox', { name: 'Amber after (hours)' });
    await userEvent.clear(amber);
    await userEvent.type(amber, '30');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Red must come later than amber.')).toBeInTheDocument();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { queue: makeWorkQueue({ red_after_hours: 24 }), isPending: true },
};

export const Saved: Story = {
  args: { isSaved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Service level saved.');
  },
};

export const Refused: Story = {
  args: { errorMessage: 'You do not have permission to do this.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'You do not have permission to do this.',
    );
  },
};
