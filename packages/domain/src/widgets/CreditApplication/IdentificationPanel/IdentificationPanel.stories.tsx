import {
  makeCreditSentry,
  makeIdUpload,
  makeIdVerificationEvent,
} from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CreditApplicationIdImage } from '../CreditApplicationDetail';
import { readCreditSentry } from '../creditApplicationData';
import { IdentificationPanel } from './IdentificationPanel';

/** A failed upload, one still being checked, and the vendor's events. */
const sentry = readCreditSentry(
  makeCreditSentry({
    idUploads: [
      makeIdUpload(),
      makeIdUpload({ attempt: 2, name: 'driving-licence.png', url: null, check_state: 'pending' }),
    ],
    idVerificationEvents: [
      makeIdVerificationEvent(),
      makeIdVerificationEvent({
        name: 'id_document_uploaded',
        occurred_at: '2026-03-02T10:25:00Z',
      }),
    ],
  }),
);
/** A small grey square standing in for a document photograph. */
const placeholderImage =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"><rect width="120" height="80" fill="%23c1c7cf"/></svg>';

const meta = {
  title: 'Domain/CreditApplication/IdentificationPanel',
  component: IdentificationPanel,
  tags: ['autodocs'],
  args: { uploads: sentry.idUploads, events: sentry.idVerificationEvents },
} satisfies Meta<typeof IdentificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploads: Story = {
  args: {
    renderImage: (_reference, side) => (
      <CreditApplicationIdImage side={side} src={placeholderImage} />
    ),
  },
  play: async ({ canvas }) => {
    const toggles = canvas.getAllByRole('button', { name: /Show quick view/ });
    await userEvent.click(toggles[1]!);
    await expect(await canvas.findByRole('img', { name: /ID document front/ })).toBeVisible();
  },
};

export const NoUploads: Story = { args: { uploads: [], events: [] } };
