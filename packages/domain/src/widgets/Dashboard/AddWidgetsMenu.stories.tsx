import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { availableWidgets } from '../../model/dashboard';
import { AddWidgetsMenu } from './AddWidgetsMenu';

const meta = {
  title: 'Domain/Dashboard/AddWidgetsMenu',
  component: AddWidgetsMenu,
  tags: ['autodocs'],
  args: { widgets: availableWidgets([['announcements'], []]), onAdd: fn() },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: 240,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddWidgetsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Widgets' }));
    const items = await screen.findAllByRole('menuitem');
    await expect(items.map((item) => item.getAttribute('aria-label') ?? item.textContent)).toEqual([
      '✉Please Confirm Your Details',
      '↺Recently Viewed',
      '↗Quick Links',
    ]);
  },
};

export const NoAvailableWidgets: Story = {
  args: { widgets: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Widgets' }));
    await expect(await screen.findByRole('menu')).toHaveTextContent('No available widgets.');
  },
};

export const AddWithKeyboard: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Add Widgets' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith('quick_links');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
