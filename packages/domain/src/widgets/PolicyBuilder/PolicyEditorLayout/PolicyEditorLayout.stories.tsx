import { makeCreditPolicy } from '@backoffice/api-client/mocks';
import { Button, Card } from '@backoffice/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PolicyEditorLayout } from './PolicyEditorLayout';

const meta = {
  title: 'Domain/PolicyBuilder/PolicyEditorLayout',
  component: PolicyEditorLayout,
  tags: ['autodocs'],
  args: {
    policy: makeCreditPolicy(),
    actions: <Button variant="primary">Update</Button>,
    children: <Card title="Summary" headingLevel={2} />,
  },
} satisfies Meta<typeof PolicyEditorLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Standard retail (12)',
    );
    await expect(canvas.getByRole('complementary', { name: 'Policy actions' })).toBeVisible();
  },
};

export const Unsaved: Story = {
  args: { policy: undefined, actions: <Button variant="primary">Save</Button> },
};

export const SaveRefused: Story = {
  args: {
    saveError: {
      message: 'The request is not valid.',
      properties: [{ property: 'stages.0.modules', message: 'must not be empty' }],
    },
  },
};

export const SaveFailed: Story = {
  args: { saveError: { message: 'The service is not available.', properties: [] } },
};

export const StagesRefused: Story = {
  args: {
    stageErrors: [{ property: 'stages.1.order', message: 'Stage orders must be distinct.' }],
  },
};

export const LongName: Story = {
  args: {
    policy: makeCreditPolicy({
      name: 'Point_of_sale_finance_for_furniture_retailers_without_any_spaces_at_all_in_its_name',
    }),
  },
};
