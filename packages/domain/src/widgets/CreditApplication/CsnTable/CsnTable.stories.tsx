import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CsnTable } from './CsnTable';

const meta = {
  title: 'Domain/CreditApplication/CsnTable',
  component: CsnTable,
  tags: ['autodocs'],
  args: {
    csns: [
      {
        type: 'STATUS',
        app_status: 'ACCEPT',
        csn_status: '200 OK',
        timestamp: '2026-03-02T11:00:00Z',
        data: {},
      },
      {
        type: 'STATUS',
        app_status: 'REFER',
        csn_status: '500 Server Error',
        timestamp: '2026-03-02T10:20:00Z',
        data: {},
      },
    ],
  },
} satisfies Meta<typeof CsnTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Notifications in the order they were sent, whatever order the server lists them in. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('REFER');
  },
};

export const NoCsns: Story = {
  args: { csns: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};
