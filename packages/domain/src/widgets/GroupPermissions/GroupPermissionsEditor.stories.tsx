import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { permissionCatalogue } from '../../model/permissions';
import { GroupPermissionsEditor } from './GroupPermissionsEditor';

const saved = ['200:1', '200:4', '201:10', '1:11', '100:10'];

function Stateful({ isDisabled }: { isDisabled?: boolean }) {
  const [value, setValue] = useState<Set<string>>(new Set(saved));
  return (
    <GroupPermissionsEditor
      catalogue={permissionCatalogue}
      value={value}
      savedValue={new Set(saved)}
      onChange={setValue}
      isDisabled={isDisabled}
    />
  );
}

const meta = {
  title: 'Domain/GroupPermissionsEditor',
  component: Stateful,
  tags: ['autodocs'],
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Credit Applications' })).toBeChecked();
    await expect(canvas.getByRole('tab', { name: 'Navigation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const UnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Fraud Prevention' }));
    await expect(canvas.getByRole('tab', { name: 'Navigation *' })).toBeInTheDocument();
    const section = canvas.getByRole('group', { name: 'Fraud Prevention' });
    await expect(within(section).getByRole('checkbox', { name: 'Watch Lists' })).toBeChecked();
  },
};

export const CreditApplicationTab: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Credit Application' }));
    await expect(canvas.getByRole('checkbox', { name: 'Add notes' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Credit Applications' })).toBeDisabled();
  },
};
