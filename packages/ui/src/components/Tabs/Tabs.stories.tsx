import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Application details',
    items: [
      { id: 'customer', label: 'Customer', content: 'Mrs Jane Doe, 12 High Street, Leeds' },
      { id: 'finance', label: 'Finance', content: 'Advance £1,250.00 over 12 months' },
      { id: 'notes', label: 'Notes', count: 3, content: 'Three notes' },
      { id: 'fraud', label: 'Fraud Info', isDisabled: true, content: 'Hidden' },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Customer/ }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Finance/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three notes');
  },
};

export const SelectedByDefault: Story = { args: { defaultSelectedKey: 'notes' } };

export const ManyTabsInNarrowContainer: Story = {
  render: (args) => (
    <div style={{ width: 280 }}>
      <Tabs
        {...args}
        items={[
          'Notes',
          'Credit Sentry',
          'Rules',
          'Credit File 1',
          'Fraud Info',
          'Identification',
        ].map((label, index) => ({ id: label, label, count: index, content: `${label} panel` }))}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    // Tabs hidden past the end are announced by a button that scrolls them into view; it appears
    // once the tab list has been measured, after the first paint.
    const showLater = await canvas.findByRole('button', { name: 'Show later tabs' });
    await expect(canvas.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();
    await userEvent.click(showLater);
    await expect(await canvas.findByRole('button', { name: 'Show earlier tabs' })).toBeVisible();
    await expect(canvas.getByRole('tablist').scrollLeft).toBeGreaterThan(0);
    // The arrow keys still reach every tab, scrolling the last one into view.
    await userEvent.click(canvas.getByRole('tab', { name: /Credit Sentry/ }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /Identification/ })).toHaveFocus();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Show later tabs' })).toBeNull(),
    );
  },
};
