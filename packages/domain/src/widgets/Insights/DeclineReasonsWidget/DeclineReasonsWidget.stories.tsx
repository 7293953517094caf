import type { Meta, StoryObj } from '@storybook/react-vite';
import { insightMockPolicies, makePolicyDeclineReasons } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeclineReasonsWidget } from './DeclineReasonsWidget';

const meta = {
  title: 'Domain/Insights/DeclineReasonsWidget',
  component: DeclineReasonsWidget,
  tags: ['autodocs'],
  args: {
    policies: insightMockPolicies,
    policyId: 1,
    onPolicyChange: fn(),
    figures: makePolicyDeclineReasons(),
    period: 30,
    onPeriodChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeclineReasonsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAPolicy: Story = {
  play: async ({ canvas, args }) => {
    const points = within(canvas.getByRole('list', { name: 'Declines by rule' }));
    points.getAllByRole('listitem')[0]!.focus();
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toBe(points.getAllByRole('listitem').at(-1));
    await userEvent.click(canvas.getByRole('button', { name: /Credit policy/ }));
    await userEvent.click(
      within(document.body).getByRole('option', { name: 'Online instalments' }),
    );
    await expect(args.onPolicyChange).toHaveBeenCalledWith(2);
  },
};

export const TableView: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Table' }));
    await expect(canvas.getByRole('table', { name: 'Declines by rule' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { figures: { ...makePolicyDeclineReasons(), items: [], declined_applications: 0 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No declines under this policy in the last 30 days.'),
    ).toBeInTheDocument();
  },
};

export const NoPolicies: Story = {
  args: { policies: [], policyId: undefined, figures: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No credit policies to show.')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { figures: undefined, isLoading: true } };

export const LoadError: Story = {
  args: { figures: undefined, errorMessage: 'The figures could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The figures could not be loaded.');
  },
};
