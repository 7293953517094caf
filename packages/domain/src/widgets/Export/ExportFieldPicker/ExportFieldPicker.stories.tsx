import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { creditApplicationExportFields } from '../../../model/exportReports';
import { preselectedExportFields } from '../exportRules';
import { ExportFieldPicker, type ExportFieldPickerProps } from './ExportFieldPicker';

/** Holds the ticked fields, as the export dialogs do. */
function TickedFields(props: ExportFieldPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ExportFieldPicker
      {...props}
      value={value}
      onChange={(keys) => {
        setValue(keys);
        props.onChange(keys);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Export/ExportFieldPicker',
  component: ExportFieldPicker,
  tags: ['autodocs'],
  args: {
    fields: creditApplicationExportFields,
    value: preselectedExportFields(creditApplicationExportFields),
    onChange: fn(),
  },
  render: (args) => <TickedFields {...args} />,
} satisfies Meta<typeof ExportFieldPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report's preselected fields ticked, the header box half ticked. */
export const Preselected: Story = {};

/** A field ticked after the others goes last: the CSV's columns follow the ticking order. */
export const TickedInOrder: Story = {
  args: { value: ['consumer'] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'App ID' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['consumer', 'credit_application_id']);
  },
};

/** The header box ticks every field. */
export const AllTicked: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fields' }));
    for (const field of creditApplicationExportFields) {
      await expect(canvas.getByRole('checkbox', { name: field.label })).toBeChecked();
    }
  },
};

/** Nothing ticked: the export cannot start, and the picker says why. */
export const NothingTicked: Story = {
  args: { value: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tick at least one field to export.')).toBeVisible();
  },
};

/** While the export runs the fields cannot change. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'App ID' })).toBeDisabled();
  },
};

/** On a phone the fields stack in one column. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
