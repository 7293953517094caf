import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Users and Groups' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Users and Groups' })).toBeVisible();
  },
};

export const WithActionsAndDescription: Story = {
  args: {
    title: "Sam's Dashboard",
    description: 'Move a widget by dragging it or with the keyboard.',
    actions: (
      <>
        <Button variant="secondary">Add Widgets</Button>
        <Button variant="tertiary">Reset</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Widgets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset' })).toBeVisible();
    await expect(
      canvas.getByText('Move a widget by dragging it or with the keyboard.'),
    ).toBeVisible();
  },
};

export const DescriptionOnly: Story = {
  args: { title: 'Exports', description: 'Your exports and scheduled reports.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your exports and scheduled reports.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a narrow screen the actions wrap under the title instead of squeezing it. */
export const ActionsWrapWhenNarrow: Story = {
  args: {
    title: 'Credit Application Report',
    actions: <Button variant="primary">Export Report</Button>,
  },
  render: (args) => (
    <div style={{ width: 280 }}>
      <PageHeader {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Export Report' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
  },
};
