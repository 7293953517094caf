import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@backoffice/ui';
import { DocumentVersionBanner } from './DocumentVersionBanner';

const meta = {
  title: 'Domain/Documents/DocumentVersionBanner',
  component: DocumentVersionBanner,
  tags: ['autodocs'],
  args: {
    title: 'Northbridge Finance operating agreement',
    documentType: 'retailer_operating_agreement',
    lenderName: 'Northbridge Finance',
    version: '1.1',
    live: '1.0',
    latestDraft: '1.1',
  },
} satisfies Meta<typeof DocumentVersionBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Draft: Story = {
  args: {
    hasUnsavedChanges: true,
    actions: (
      <>
        <Button>Preview</Button>
        <Button>Save as Draft</Button>
        <Button variant="primary">Publish</Button>
      </>
    ),
  },
};

export const Live: Story = { args: { version: '1.0', latestDraft: null } };

export const EarlierVersion: Story = { args: { version: '1.0', live: '2.0', latestDraft: null } };

export const NothingLiveYet: Story = { args: { version: '1.0', live: null, latestDraft: '1.0' } };

export const LongTitle: Story = {
  args: {
    title: `Northbridge Finance operating agreement ${'for retailers of furniture '.repeat(6)}`,
  },
};
