import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreditApplicationIdImage } from './CreditApplicationIdImage';

/** A small grey square standing in for a document photograph. */
const placeholderImage =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="%23c1c7cf"/></svg>';

const meta = {
  title: 'Domain/CreditApplication/CreditApplicationDetail/CreditApplicationIdImage',
  component: CreditApplicationIdImage,
  tags: ['autodocs'],
  args: { side: 'front', src: placeholderImage },
} satisfies Meta<typeof CreditApplicationIdImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ID document front' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { side: 'back', src: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading the back image' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { src: undefined, isError: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The front image could not be loaded.')).toBeVisible();
  },
};
