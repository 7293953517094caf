import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyVersions } from '../documentsStoryData';
import { DocumentVersions } from './DocumentVersions';

const meta = {
  title: 'Domain/Documents/DocumentVersions',
  component: DocumentVersions,
  tags: ['autodocs'],
  args: {
    drafts: storyVersions.drafts,
    published: storyVersions.published,
    live: '2.0',
    current: '2.1',
    versionHref: (version) => `/document-management/document-editor/41/version/${version}/`,
  },
} satisfies Meta<typeof DocumentVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Versions: Story = {};

export const NoVersions: Story = { args: { drafts: [], published: [], live: null } };

export const LongNotes: Story = {
  args: {
    drafts: [
      {
        ...storyVersions.drafts[0]!,
        notes: [
          `Reworded the settlement clause after the ${'consumer-duty-review-'.repeat(8)}outcome.`,
        ],
      },
    ],
  },
};
