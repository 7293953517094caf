import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { creditApplicationExportFields } from '../../model/exportReports';
import { ExportDialog, type ExportDialogState } from './ExportDialog';

const meta = {
  title: 'Domain/Export/ExportDialog',
  component: ExportDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    fields: creditApplicationExportFields,
    state: { step: 'fields' },
    onExport: fn(),
    onRetry: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ExportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog', { name: 'Download as File' });

export const FieldPicker: Story = {
  play: async ({ args }) => {
    const picker = await dialog();
    await expect(within(picker).getByRole('checkbox', { name: 'App ID' })).toBeChecked();
    await expect(within(picker).getByRole('checkbox', { name: 'Lender' })).not.toBeChecked();
    await userEvent.click(within(picker).getByRole('checkbox', { name: 'Lender' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Export' }));
    await expect(args.onExport).toHaveBeenCalledWith(expect.arrayContaining(['lender']));
  },
};

export const NoFieldTicked: Story = {
  play: async () => {
    const picker = await dialog();
    const all = within(picker).getByRole('checkbox', { name: 'Fields' });
    await userEvent.click(all);
    await userEvent.click(all);
    await expect(within(picker).getByRole('button', { name: 'Export' })).toBeDisabled();
    await expect(picker).toHaveTextContent('Tick at least one field to export.');
  },
};

export const Working: Story = {
  args: { state: { step: 'working' } },
  play: async ({ args }) => {
    const working = await dialog();
    await expect(within(working).getByRole('progressbar')).toBeVisible();
    await userEvent.click(within(working).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Downloaded: Story = {
  args: { state: { step: 'done', fileName: 'credit_application-13.csv', rowCount: 1024 } },
  play: async () => {
    await expect(within(await dialog()).getByRole('status')).toHaveTextContent(
      'Downloaded credit_application-13.csv (1,024 rows).',
    );
  },
};

export const Failed: Story = {
  args: {
    state: { step: 'failed', message: 'The export could not be written. Please try again.' },
  },
  play: async ({ args }) => {
    const failed = await dialog();
    await expect(within(failed).getByRole('alert')).toHaveTextContent('could not be written');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LimitExceeded: Story = {
  args: { state: { step: 'limit' } },
  play: async () => {
    const refused = await dialog();
    await expect(within(refused).getByRole('alert')).toHaveTextContent(
      'Export limit of 100000 exceeded, please reduce selection and try again.',
    );
    await expect(within(refused).queryByRole('checkbox')).toBeNull();
  },
};

/** The whole flow as a page drives it: Export, a moment of working, then downloaded. */
export const Flow: Story = {
  render: function ExportFlow(args) {
    const [state, setState] = useState<ExportDialogState>({ step: 'fields' });
    return (
      <ExportDialog
        {...args}
        state={state}
        onExport={(fields) => {
          args.onExport(fields);
          setState({ step: 'working' });
          setTimeout(
            () => setState({ step: 'done', fileName: 'credit_application-15.csv', rowCount: 2 }),
            300,
          );
        }}
      />
    );
  },
  play: async () => {
    const flow = await dialog();
    await userEvent.click(within(flow).getByRole('button', { name: 'Export' }));
    await expect(await within(flow).findByRole('status')).toHaveTextContent(
      'Downloaded credit_application-15.csv (2 rows).',
    );
  },
};
