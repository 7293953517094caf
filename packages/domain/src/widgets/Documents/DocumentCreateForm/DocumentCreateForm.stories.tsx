import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { storyOwners } from '../documentsStoryData';
import { DocumentCreateForm } from './DocumentCreateForm';

const meta = {
  title: 'Domain/Documents/DocumentCreateForm',
  component: DocumentCreateForm,
  tags: ['autodocs'],
  args: { owners: storyOwners, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof DocumentCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Create Document' })).toBeDisabled();
  },
};

export const FilledIn: Story = {
  args: { defaultOwnerId: 6 },
  play: async ({ canvas, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Title/ }),
      'Operating agreement 2027',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Document type/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Retailer operating agreement' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Document' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Operating agreement 2027',
      owner_id: 6,
      document_type: 'retailer_operating_agreement',
      notes: '',
    });
  },
};

export const Creating: Story = {
  args: { isPending: true, defaultOwnerId: 2 },
};

export const Failed: Story = {
  args: { error: 'Title: must not be blank', defaultOwnerId: 2 },
};
