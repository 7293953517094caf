import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ExportReportMenu } from './ExportReportMenu';

const meta = {
  title: 'Domain/Export/ExportReportMenu',
  component: ExportReportMenu,
  tags: ['autodocs'],
  args: { onDownload: fn(), onSchedule: fn() },
} satisfies Meta<typeof ExportReportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const MenuOpen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Export Report/ }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Download as File' })).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Schedule as Report' })).toBeVisible();
    await expect(args.onDownload).not.toHaveBeenCalled();
  },
};

export const DownloadChosen: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Export Report/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download as File' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await expect(args.onSchedule).not.toHaveBeenCalled();
  },
};

export const DownloadOnly: Story = {
  args: { onSchedule: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Export Report/ }));
    await expect(await screen.findAllByRole('menuitem')).toHaveLength(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Export Report/ })).toBeDisabled();
  },
};
