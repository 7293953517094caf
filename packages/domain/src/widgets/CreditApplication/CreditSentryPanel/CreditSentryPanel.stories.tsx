import { makeCreditSentry } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { readCreditSentry } from '../creditApplicationData';
import { CreditSentryPanel } from './CreditSentryPanel';

/** Two flags and two possible sanction-list matches. */
const sentry = readCreditSentry(
  makeCreditSentry({
    flags: ['IP_MISMATCH', 'VELOCITY'],
    sanction_data: [
      [
        { display: 'Name', value: 'J Smith' },
        { display: 'List', value: 'HM Treasury' },
      ],
      [{ display: 'Name', value: 'Jane A Smith' }],
    ],
  }),
);

const meta = {
  title: 'Domain/CreditApplication/CreditSentryPanel',
  component: CreditSentryPanel,
  tags: ['autodocs'],
  args: { sentry },
} satisfies Meta<typeof CreditSentryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flagged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('IP_MISMATCH')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sanction Result 1' })).toBeVisible();
  },
};

/** An application that matched the enabled fraud watch list when it was re-scored. */
export const WatchListMatch: Story = {
  args: {
    sentry: readCreditSentry({
      flags: ['WATCH_LIST_MATCH'],
      watch_list: [
        { display: 'Watch List 3, item 1017', value: 'Email address, Phone number' },
        { display: 'Watch List 3, item 2044', value: 'Sort code and account number' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('WATCH_LIST_MATCH')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Watch List' })).toBeVisible();
  },
};

export const NoFlags: Story = { args: { sentry: readCreditSentry({ flags: [] }) } };
