import type { Meta, StoryObj } from '@storybook/react-vite';
import { checkTemplate, readDocumentTemplate } from '../../../model/documents';
import { DocumentChecks } from './DocumentChecks';

const meta = {
  title: 'Domain/Documents/DocumentChecks',
  component: DocumentChecks,
  tags: ['autodocs'],
  args: {
    checks: checkTemplate(
      readDocumentTemplate(
        '<h1>Agreement</h1><p>Between &#123;&#123; retailer_nme }} and {{ lender_name }}.</p><h2>Settlement</h2>',
        'retailer_operating_agreement',
      ),
      'retailer_operating_agreement',
    ),
  },
} satisfies Meta<typeof DocumentChecks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Findings: Story = {};

export const NoFindings: Story = { args: { checks: [] } };
