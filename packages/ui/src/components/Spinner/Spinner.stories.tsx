import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';
import { toneNames } from '../../theme/tone';
import { spinnerSizeNames } from './Spinner.css';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizeNames },
    tone: { control: 'inline-radio', options: toneNames },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {spinnerSizeNames.map((size) => (
        <Spinner key={size} size={size} aria-label={`Loading (${size})`} />
      ))}
    </div>
  ),
};

/** Without a tone the ring takes the surrounding text colour (as inside a button). */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Spinner aria-label="Loading (no tone)" />
      {toneNames.map((tone) => (
        <Spinner key={tone} tone={tone} aria-label={`Loading (${tone})`} />
      ))}
    </div>
  ),
};

export const CustomLabel: Story = {
  args: { 'aria-label': 'Loading, this may take upwards of 60 seconds...' },
};
