import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ACCOUNT_DETAILS_WIDGET,
  ANNOUNCEMENTS_WIDGET,
  addWidget,
  availableWidgets,
  layoutColumns,
  type WidgetColumns,
} from '../../model/dashboard';
import { AddWidgetsMenu } from './AddWidgetsMenu';
import { AnnouncementsWidget } from './AnnouncementsWidget';
import { ConfirmDetailsWidget } from './ConfirmDetailsWidget';
import { storyAnnouncements } from './dashboardStoryData';
import { ResetWidgetsButton } from './ResetWidgetsButton';
import { WidgetBoard, type WidgetBoardProps } from './WidgetBoard';

function StoryWidget({ name, isLoading }: { name: string; isLoading?: boolean }) {
  if (name === ANNOUNCEMENTS_WIDGET) {
    return <AnnouncementsWidget announcements={storyAnnouncements()} isLoading={isLoading} />;
  }
  if (name === ACCOUNT_DETAILS_WIDGET) {
    return <ConfirmDetailsWidget initialValues={{ email: 'vera@example.co.uk' }} onSubmit={fn()} />;
  }
  if (name === 'recently_viewed') return <p>Application 100234 · Merchant Acme Furniture Ltd</p>;
  return <p>Credit applications · Merchants · Settlement report</p>;
}

/** The board keeps its own columns here, as the page will through the API. */
function StatefulBoard(props: WidgetBoardProps) {
  const [columns, setColumns] = useState<WidgetColumns>(props.columns);
  return (
    <WidgetBoard
      {...props}
      columns={columns}
      onChange={(next) => {
        setColumns(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Dashboard/WidgetBoard',
  component: WidgetBoard,
  tags: ['autodocs'],
  args: {
    columns: [['announcements', 'quick_links'], ['recently_viewed']],
    renderWidget: (name: string) => <StoryWidget name={name} />,
    onChange: fn(),
  },
  render: (args) => <StatefulBoard {...args} />,
} satisfies Meta<typeof WidgetBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const widgetsIn = (column: HTMLElement) =>
  within(column)
    .getAllByRole('button', { name: /^Move / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Move /, ''));

export const SeveralWidgets: Story = {
  play: async ({ canvas }) => {
    await expect(widgetsIn(canvas.getByRole('list', { name: 'Column 1' }))).toEqual([
      'Announcements',
      'Quick Links',
    ]);
    await expect(widgetsIn(canvas.getByRole('list', { name: 'Column 2' }))).toEqual([
      'Recently Viewed',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Remove Announcements' })).toBeNull();
  },
};

export const MissingDetails: Story = {
  args: { columns: layoutColumns(null, true), needsDetails: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Please Confirm Your Details' }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: 'Remove Please Confirm Your Details' }),
    ).toBeNull();
  },
};

export const EmptyColumn: Story = {
  args: { columns: [['announcements'], []] },
};

export const Empty: Story = {
  args: { columns: [[], []] },
};

export const Loading: Story = {
  args: {
    columns: [['announcements'], ['recently_viewed']],
    renderWidget: (name: string) => <StoryWidget name={name} isLoading />,
  },
};

export const KeyboardMove: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move Announcements' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith([
        ['quick_links', 'announcements'],
        ['recently_viewed'],
      ]),
    );
    await waitFor(() =>
      expect(widgetsIn(canvas.getByRole('list', { name: 'Column 1' }))).toEqual([
        'Quick Links',
        'Announcements',
      ]),
    );
    await expect(canvas.getByRole('button', { name: 'Move Announcements' })).toHaveFocus();
  },
};

export const KeyboardMoveToOtherColumn: Story = {
  play: async ({ args, canvas }) => {
    canvas.getByRole('button', { name: 'Move Quick Links' }).focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowRight]');
    await userEvent.keyboard('[Space]');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith([
        ['announcements'],
        ['quick_links', 'recently_viewed'],
      ]),
    );
    await waitFor(() =>
      expect(widgetsIn(canvas.getByRole('list', { name: 'Column 2' }))).toEqual([
        'Quick Links',
        'Recently Viewed',
      ]),
    );
  },
};

export const RemoveWidget: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Quick Links' }));
    await expect(args.onChange).toHaveBeenCalledWith([['announcements'], ['recently_viewed']]);
    await expect(canvas.queryByRole('region', { name: 'Quick Links' })).toBeNull();
  },
};

export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
};

/** The board with the dashboard's Add Widgets and Reset controls, as the page puts them. */
export const WithDashboardControls: Story = {
  render: function Render(args) {
    const [columns, setColumns] = useState<WidgetColumns>(args.columns);
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <AddWidgetsMenu
            widgets={availableWidgets(columns)}
            onAdd={(name) => setColumns(addWidget(columns, name))}
          />
          <ResetWidgetsButton onReset={() => setColumns(layoutColumns(null, false))} />
        </div>
        <WidgetBoard {...args} columns={columns} onChange={setColumns} />
      </div>
    );
  },
};
