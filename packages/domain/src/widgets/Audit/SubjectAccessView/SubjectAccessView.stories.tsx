import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeSubjectAccess } from '@backoffice/api-client/mocks';
import { expect, within } from 'storybook/test';
import { SubjectAccessView } from './SubjectAccessView';

const meta = {
  title: 'Domain/Audit/SubjectAccessView',
  component: SubjectAccessView,
  tags: ['autodocs'],
  args: {
    view: makeSubjectAccess(),
    recordHref: (kind, id) => (kind === 'credit_application' ? `/credit-app/${id}/` : null),
  },
} satisfies Meta<typeof SubjectAccessView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConsumerShown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mrs Eleanor Whitfield')).toBeVisible();
    const views = canvas.getByRole('table', { name: 'Views of and changes to their data' });
    await expect(within(views).getByText('Priya Shah')).toBeVisible();
  },
};

export const ConsumerHiddenByDataProtection: Story = {
  args: { view: makeSubjectAccess({ consumer: null }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This data is inaccessible due to data protection regulations'),
    ).toBeVisible();
  },
};

export const NoOneHasViewed: Story = {
  args: { view: makeSubjectAccess({ events: [] }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("No one has viewed or changed this consumer's data."),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { view: undefined, isLoading: true } };

export const Failed: Story = {
  args: { view: undefined, errorMessage: 'Consumer not found.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Consumer not found.');
  },
};
