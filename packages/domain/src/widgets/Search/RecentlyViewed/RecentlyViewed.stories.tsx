import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RecentlyViewedMenu, RecentlyViewedTabs } from './RecentlyViewed';
import { storyBrowsingHistory } from './recentlyViewedStoryData';

const hrefOf = (kind: string, id: number) =>
  kind === 'retailers' ? `/merchants/${id}/` : `/credit-app/${id}/`;

const meta = {
  title: 'Domain/Search/RecentlyViewed',
  component: RecentlyViewedTabs,
  tags: ['autodocs'],
  args: { history: storyBrowsingHistory(), hrefOf },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentlyViewedTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Merchants: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Acme Bikes Ltd/ })).toHaveAttribute(
      'href',
      '/merchants/12/',
    );
  },
};

export const Applications: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Applications' }));
    await expect(canvas.getByRole('link', { name: /Ada Lovelace/ })).toBeVisible();
  },
};

export const NothingViewed: Story = {
  args: { history: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No merchants viewed yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { history: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading…')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { history: undefined, errorMessage: 'The history could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The history could not be loaded.')).toBeVisible();
  },
};

/** The top bar's dropdown, opened. */
export const Menu: Story = {
  render: (args) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        minHeight: 420,
      }}
    >
      <RecentlyViewedMenu history={args.history} hrefOf={args.hrefOf} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recently viewed' }));
    const body = within(canvasElement.ownerDocument.body);
    const dropdown = await body.findByRole('dialog', { name: 'Recently viewed' });
    await expect(within(dropdown).getByRole('link', { name: /Acme Bikes Ltd/ })).toBeVisible();
    // Nothing of the panel is cut off at the dropdown's end.
    const popover = dropdown.parentElement as HTMLElement;
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth);
  },
};
