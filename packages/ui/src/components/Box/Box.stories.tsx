import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { Box } from './Box';

const meta = {
  title: 'UI/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: '200',
    background: 'surface',
    border: 'default',
    borderRadius: 'md',
    children: 'Order summary',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Panel: Story = {};

export const Backgrounds: Story = {
  render: () => (
    <Stack gap="100">
      {(
        [
          'canvas',
          'surface',
          'sunken',
          'raised',
          'selected',
          'positiveSubtle',
          'cautionSubtle',
          'criticalSubtle',
          'infoSubtle',
          'neutralSubtle',
        ] as const
      ).map((background) => (
        <Box key={background} background={background} border="default" padding="100">
          {background}
        </Box>
      ))}
    </Stack>
  ),
};

export const Borders: Story = {
  render: () => (
    <Stack gap="100">
      {(['default', 'strong', 'positive', 'caution', 'critical', 'info'] as const).map((border) => (
        <Box key={border} border={border} borderRadius="sm" padding="100">
          {border}
        </Box>
      ))}
    </Stack>
  ),
};

export const PaddingBySide: Story = {
  args: { padding: '100', paddingX: '400', children: 'More room at the sides than above' },
};

export const Shadow: Story = { args: { shadow: 'md', border: 'none', background: 'raised' } };

export const AsLandmark: Story = {
  args: { as: 'section', 'aria-label': 'Customer', children: 'Customer details' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Customer' })).toBeVisible();
  },
};

export const LongUnbrokenText: Story = {
  render: (args) => (
    <div style={{ width: 240 }}>
      <Box {...args}>
        <Text>ERR_SCHEMA_VALIDATION_ERROR:principle_trading_url_must_match_format_uri</Text>
      </Box>
    </div>
  ),
};
