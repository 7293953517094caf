import { makeCreditPolicyModule, mockDataKeys } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { moduleDraftOf } from '../../../model/policy';
import { ModuleEditorSummary, type ModuleEditorSummaryProps } from './ModuleEditorSummary';

/** Holds the draft, as the module editor does. */
function EditedSummary(props: ModuleEditorSummaryProps) {
  const [module, setModule] = useState(props.module);
  return (
    <ModuleEditorSummary
      {...props}
      module={module}
      onChange={(next) => {
        setModule(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/ModuleBuilder/ModuleEditor/ModuleEditorSummary',
  component: ModuleEditorSummary,
  tags: ['autodocs'],
  args: {
    module: moduleDraftOf(makeCreditPolicyModule()),
    isEditing: false,
    dataKeys: mockDataKeys,
    onChange: fn(),
  },
  render: (args) => <EditedSummary {...args} />,
} satisfies Meta<typeof ModuleEditorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Viewing: name and lender as a list, then the rules. */
export const Viewing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Affordability')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument();
  },
};

/** Editing: the name becomes a field. */
export const Editing: Story = {
  args: { isEditing: true },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.type(name, ' 2');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Affordability 2' }),
    );
  },
};

/** Editing with the name cleared: the shared schema's message. */
export const NameMissing: Story = {
  args: { isEditing: true, module: { ...moduleDraftOf(makeCreditPolicyModule()), name: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Name is required.')).toBeVisible();
  },
};

/** A new module without rules yet. */
export const NoRules: Story = {
  args: { isEditing: true, module: { name: 'Affordability', lender_id: 2, rules: [] } },
};
