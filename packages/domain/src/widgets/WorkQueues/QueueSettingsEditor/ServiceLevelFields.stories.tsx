import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeWorkQueue } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent } from 'storybook/test';
import { ServiceLevelFields } from './ServiceLevelFields';

const { amber_after_hours, red_after_hours } = makeWorkQueue();

const meta = {
  title: 'Domain/WorkQueues/QueueSettingsEditor/ServiceLevelFields',
  component: ServiceLevelFields,
  tags: ['autodocs'],
  args: { level: { amber_after_hours, red_after_hours }, onChange: fn(), problems: {} },
} satisfies Meta<typeof ServiceLevelFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hours: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Increase Amber after/ }));
    await expect(args.onChange).toHaveBeenCalledWith({ amber_after_hours: 5, red_after_hours: 24 });
  },
};

export const Problems: Story = {
  args: {
    problems: {
      amber_after_hours: 'Enter a whole number of hours from 1 to 8760.',
      red_after_hours: 'Red must come later than amber.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Red must come later than amber.')).toBeVisible();
  },
};
