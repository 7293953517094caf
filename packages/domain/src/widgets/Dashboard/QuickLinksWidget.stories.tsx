import { makeNavigationSection } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuickLinksWidget } from './QuickLinksWidget';

const meta = {
  title: 'Domain/Dashboard/QuickLinksWidget',
  component: QuickLinksWidget,
  tags: ['autodocs'],
  args: {
    hrefOf: (url: string) => `/${url}/`,
    sections: [
      makeNavigationSection(),
      makeNavigationSection({
        label: 'Merchants',
        navigation_items: [
          { label: 'Merchants', url: 'merchants' },
          { label: 'Rate Cards', url: 'rate-cards' },
        ],
      }),
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickLinksWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralPages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Rate Cards' })).toHaveAttribute(
      'href',
      '/rate-cards/',
    );
  },
};

export const NoPages: Story = {
  args: { sections: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pages to link to.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading quick links' })).toBeVisible();
  },
};
