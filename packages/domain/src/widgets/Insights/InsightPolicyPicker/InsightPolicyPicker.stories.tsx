import type { Meta, StoryObj } from '@storybook/react-vite';
import { insightMockPolicies, makeInsightCreditPolicy } from '@backoffice/api-client/mocks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InsightPolicyPicker } from './InsightPolicyPicker';

const meta = {
  title: 'Domain/Insights/InsightPolicyPicker',
  component: InsightPolicyPicker,
  tags: ['autodocs'],
  args: { policies: insightMockPolicies, policyId: 1, onPolicyChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InsightPolicyPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLender: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('button', { name: /Credit policy/ });
    await expect(picker).toHaveTextContent('Standard retail credit');
    await userEvent.click(picker);
    await userEvent.click(
      within(document.body).getByRole('option', { name: 'Online instalments' }),
    );
    await expect(args.onPolicyChange).toHaveBeenCalledWith(2);
  },
};

export const SeveralLenders: Story = {
  args: {
    policies: [
      ...insightMockPolicies,
      makeInsightCreditPolicy({ credit_policy_id: 3, lender_name: 'Albion Consumer Credit' }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Credit policy/ })).toHaveTextContent(
      'Standard retail credit (Northbridge Finance)',
    );
  },
};

export const NoneChosen: Story = {
  args: { policyId: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Credit policy/ })).not.toHaveTextContent(
      'Standard retail credit',
    );
  },
};

export const NoPolicies: Story = {
  args: { policies: [], policyId: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Credit policy/ }));
    await expect(within(document.body).getByText('No credit policies')).toBeVisible();
  },
};
