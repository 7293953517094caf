import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { readCreditSentry } from './creditApplicationData';
import { storyCreditSentry } from './creditApplicationStoryData';
import { CreditSentryPanel } from './CreditSentryPanel';
import { FraudInfoPanel } from './FraudInfoPanel';
import { IdentificationPanel } from './IdentificationPanel';
import * as styles from './CreditApplication.css';

const sentry = readCreditSentry(storyCreditSentry);
/** A small grey square standing in for a document photograph. */
const placeholderImage =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="%23c1c7cf"/></svg>';

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

export const FraudInfoActive: Story = {
  render: () => (
    <FraudInfoPanel
      status="Active"
      sections={[
        {
          title: 'Decisioning',
          items: [
            { display: 'Global result', value: 'PASS' },
            { display: 'Email risk', value: 0.12 },
          ],
        },
        {
          title: 'Deposit',
          items: [
            { display: 'Amount', value: 24_950, unit: 'pence' },
            { display: 'Card country matches', value: true },
          ],
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('£249.50')).toBeVisible();
  },
};

/** The service did not run: the server still answers the sections, with empty values. */
export const FraudInfoInactive: Story = {
  render: () => (
    <FraudInfoPanel
      status="Inactive"
      sections={[
        { title: 'Decisioning', items: [{ display: 'Flags', value: 'None' }] },
        { title: 'Deposit', items: [{ display: 'Amount', value: null, unit: 'pence' }] },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};

export const Identification: Story = {
  render: () => (
    <IdentificationPanel
      uploads={sentry.idUploads}
      events={sentry.idVerificationEvents}
      renderImage={(reference, side) => (
        <img
          className={styles.image}
          src={placeholderImage}
          alt={`ID document ${side} (${reference})`}
        />
      )}
    />
  ),
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: /Show quick view/ });
    await userEvent.click(toggles[1]!);
    await expect(await canvas.findByRole('img', { name: /ID document front/ })).toBeVisible();
  },
};

export const NoIdentification: Story = {
  render: () => <IdentificationPanel uploads={[]} events={[]} />,
};
