import { makeLenderAgreement } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OperatingAgreementDialog } from './OperatingAgreementDialog';

const meta = {
  title: 'Domain/Merchant/OperatingAgreementDialog',
  component: OperatingAgreementDialog,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    agreements: [
      makeLenderAgreement({ retailer_agreement_id: 101, retailer_agreed: null }),
      makeLenderAgreement({
        retailer_agreement_id: 102,
        lender_id: 4,
        lender_name: 'Harbour Lending',
        available_documents: [{ document_id: 2, name: 'Harbour Lending operating agreement' }],
      }),
    ],
    onUpload: fn(() => Promise.resolve({ upload_id: 7 })),
    onAssign: fn(() => Promise.resolve()),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OperatingAgreementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One lender to choose for, one signed agreement that cannot change. */
export const ChooseDocuments: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', {
        name: 'Assign operating agreement',
      }),
    );
    await expect(
      dialog.getByText('This Operating Agreement has been signed. It is not able to change.'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { agreements: undefined } };

export const LoadError: Story = {
  args: { agreements: undefined, loadError: 'The server could not be reached.' },
};

export const NoAgreements: Story = { args: { agreements: [] } };
