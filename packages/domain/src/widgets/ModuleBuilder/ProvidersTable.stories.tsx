import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ProvidersTable, type ModuleProviderRow, type ProvidersTableProps } from './ProvidersTable';

function StatefulTable(props: ProvidersTableProps) {
  const [providers, setProviders] = useState<readonly ModuleProviderRow[]>(props.providers);
  return (
    <ProvidersTable
      {...props}
      providers={providers}
      onEnabledChange={(name, isEnabled) => {
        setProviders(providers.map((p) => (p.name === name ? { ...p, enabled: isEnabled } : p)));
        props.onEnabledChange(name, isEnabled);
      }}
    />
  );
}

const meta = {
  title: 'Domain/ModuleBuilder/ProvidersTable',
  component: ProvidersTable,
  tags: ['autodocs'],
  args: {
    providers: [
      { name: 'application', available: true, count: 0, enabled: true },
      { name: 'experian', available: true, count: 3, enabled: true },
      { name: 'maxmind', available: true, count: 0, enabled: false },
      { name: 'tracesmart', available: false, count: 0, enabled: false },
    ],
    onEnabledChange: fn(),
  },
  render: (args) => <StatefulTable {...args} />,
} satisfies Meta<typeof ProvidersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** experian is used by three conditions, so it cannot be disabled. */
export const ProviderInUse: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /^experian enabled/ })).toBeDisabled();
  },
};

export const EnableProvider: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'maxmind enabled' }));
    await expect(args.onEnabledChange).toHaveBeenCalledWith('maxmind', true);
    await expect(canvas.getByRole('checkbox', { name: 'maxmind enabled' })).toBeChecked();
  },
};

export const Empty: Story = { args: { providers: [] } };
