import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'UI/LoadingOverlay',
  component: LoadingOverlay,
  tags: ['autodocs'],
  args: {
    isLoading: true,
    children: (
      <table>
        <caption>Settlement Files - Last Run</caption>
        <tbody>
          <tr>
            <td>Northbridge Finance</td>
            <td>22/11/26 02:00:00</td>
          </tr>
        </tbody>
      </table>
    ),
  },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const Loaded: Story = { args: { isLoading: false } };
export const CustomLabel: Story = {
  args: { label: 'Loading, this may take upwards of 60 seconds...' },
};
