import { makeCreditPolicy } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longNamedModules, storyModules, storyStages } from '../policyBuilderStoryData';
import { PolicySummaryForm } from './PolicySummaryForm';

const meta = {
  title: 'Domain/PolicyBuilder/PolicySummaryForm',
  component: PolicySummaryForm,
  tags: ['autodocs'],
  args: {
    draft: makeCreditPolicy({ stages: storyStages }),
    modules: storyModules,
    onNameChange: fn(),
    onRegulatedChange: fn(),
    onStagesChange: fn(),
  },
} satisfies Meta<typeof PolicySummaryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'd');
    await expect(args.onNameChange).toHaveBeenLastCalledWith('Standard retaild');
    await userEvent.click(canvas.getByRole('radio', { name: 'Unregulated' }));
    await expect(args.onRegulatedChange).toHaveBeenCalledWith(false);
  },
};

export const NameRefused: Story = {
  args: { draft: makeCreditPolicy({ name: '', stages: [] }), nameError: 'Name is required.' },
};

export const LoadingModules: Story = { args: { modules: [], isLoadingModules: true } };

export const ModulesFailed: Story = {
  args: { modules: [], modulesError: 'You do not have permission to do this.' },
};

export const LongNames: Story = {
  args: {
    draft: makeCreditPolicy({
      name: 'Point_of_sale_finance_for_furniture_retailers_without_any_spaces_at_all',
      stages: [{ order: 1, hard_search: false, modules: [{ module_id: 201 }, { module_id: 202 }] }],
    }),
    modules: longNamedModules,
  },
};
