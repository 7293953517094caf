import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Columns, Grid, GridItem, Inline, Stack } from './Layout';

const Box = ({ children }: { children: ReactNode }) => (
  <div style={{ padding: 8, border: '1px dashed currentColor', borderRadius: 4 }}>{children}</div>
);

const meta = {
  title: 'UI/Layout',
  component: Stack,
  tags: ['autodocs'],
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfItems: Story = {
  render: () => (
    <Stack gap="150">
      <Box>Order summary</Box>
      <Box>Status history</Box>
      <Box>Related applications</Box>
    </Stack>
  ),
};

export const InlineWrapping: Story = {
  render: () => (
    <div style={{ width: 260 }}>
      <Inline gap="100">
        {['Reset', 'Export Report', 'Print', 'Download as File', 'Schedule as Report'].map(
          (label) => (
            <Box key={label}>{label}</Box>
          ),
        )}
      </Inline>
    </div>
  ),
};

export const InlineSpaceBetween: Story = {
  render: () => (
    <Inline justify="spaceBetween">
      <Box>Credit Applications</Box>
      <Box>Export Report</Box>
    </Inline>
  ),
};

export const TwoColumns: Story = {
  render: () => (
    <Columns count={2}>
      <Box>Announcements</Box>
      <Box>Please Confirm Your Details</Box>
    </Columns>
  ),
};

export const ColumnsInNarrowContainer: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <Columns count={3} minColumnWidth="160px">
        <Box>Finance</Box>
        <Box>Deposit</Box>
        <Box>Charges</Box>
      </Columns>
    </div>
  ),
};

export const TwelveColumnGrid: Story = {
  render: () => (
    <Grid gap="100">
      <GridItem span={2}>
        <Box>Variables (2)</Box>
      </GridItem>
      <GridItem span={8}>
        <Box>Editor (8)</Box>
      </GridItem>
      <GridItem span={2}>
        <Box>Aside (2)</Box>
      </GridItem>
    </Grid>
  ),
};
