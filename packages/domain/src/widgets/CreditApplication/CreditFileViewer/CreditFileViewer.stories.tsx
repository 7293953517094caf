import { makeCreditFile } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { readCreditFile } from '../creditApplicationData';
import { CreditFileViewer } from './CreditFileViewer';

const meta = {
  title: 'Domain/CreditApplication/CreditFileViewer',
  component: CreditFileViewer,
  tags: ['autodocs'],
  args: {
    // The shared mock credit file, with a notice of correction.
    file: readCreditFile(
      makeCreditFile({
        nocs: [{ text: 'The consumer disputes the default recorded in 2022.', date: '2023-02-14' }],
      }) as Record<string, unknown>,
    ),
  },
} satisfies Meta<typeof CreditFileViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};

export const Accounts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Accounts/ }));
    const history = canvas.getByRole('table', { name: 'History of account 1' });
    await expect(within(history).getAllByRole('row')).toHaveLength(13);
  },
};

export const NoticesOfCorrection: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Notices of Correction' }));
    await expect(canvas.getByText(/disputes the default/)).toBeVisible();
  },
};

export const SparseFile: Story = {
  args: { file: readCreditFile({ search_id: 'S000000001', credit_score: null, accounts: [] }) },
};
