import { makeExportJob } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ExportList } from './ExportList';

const storyExports = [
  makeExportJob({ id: 14, status: 'PENDING' }),
  makeExportJob({ id: 13, created_at: '2026-11-20T13:41:00Z' }),
  makeExportJob({ id: 12, status: 'FAILED', created_at: '2026-11-19T09:12:30Z' }),
  makeExportJob({ id: 11, row_count: 98_765, created_at: '2026-11-18T17:00:00Z' }),
];

const meta = {
  title: 'Domain/Export/ExportList',
  component: ExportList,
  tags: ['autodocs'],
  args: { exports: storyExports, onDownload: fn(), onRetry: fn() },
} satisfies Meta<typeof ExportList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Download Credit Applications export 13' }),
    );
    await expect(args.onDownload).toHaveBeenCalledWith(storyExports[1]);
  },
};

export const Downloading: Story = { args: { downloadingId: 13 } };

export const Loading: Story = { args: { exports: [], isLoading: true } };

export const Empty: Story = {
  args: { exports: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No exports yet/)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { error: 'The server could not be reached. Check your connection and try again.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
