import { makeSettlementLenders } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SettlementReport } from './SettlementReport';

const lenders = makeSettlementLenders();
/** Local midnight of 22/11/26 and the 86,400 seconds before it. */
const period = { start_date: Date.UTC(2026, 10, 21), end_date: Date.UTC(2026, 10, 22) };

const meta = {
  title: 'Domain/Settlement/SettlementReport',
  component: SettlementReport,
  tags: ['autodocs'],
  args: {
    lenders,
    regenerationPeriod: period,
    onRegenerate: fn(),
    historyHref: (definitionId: string) => `/settlements/history/${definitionId}/`,
  },
} satisfies Meta<typeof SettlementReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every roll-up status once: delivered, sending, generating, error, timed out, unknown, none. */
export const LastRun: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Settlement Files - Last Run' });
    const row = await within(table).findByRole('row', { name: /Pennine Retail Finance/ });
    await expect(within(row).getByText('Error')).toBeVisible();
    await expect(
      within(row).getByRole('button', { name: 'Options for Pennine Retail Finance' }),
    ).toBeDisabled();
  },
};

export const Expanded: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Settlement Files - Last Run' });
    const row = await within(table).findByRole('row', { name: /Northbridge Finance/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Show quick view' }));
    await expect(await canvas.findByRole('region', { name: /Weekly adjustments/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: /Daily settlement/ })).toBeVisible();
  },
};

export const ConfirmRegenerate: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Regenerate & Send Harbour Lending' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Make the settlement file of Harbour Lending for 21/11/26 again and send it to every recipient?',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate & Send' }));
    await expect(args.onRegenerate).toHaveBeenCalledWith(lenders[1]);
  },
};

export const Regenerating: Story = { args: { regeneratingLenderId: 2 } };

export const Loading: Story = { args: { lenders: [], isLoading: true } };

export const Empty: Story = { args: { lenders: [] } };

/** A poll failed: the last good answer stays with the error above it until a poll succeeds. */
export const PollFailed: Story = { args: { error: 'Bad Gateway' } };

export const FirstLoadFailed: Story = { args: { lenders: [], error: 'Error response' } };
