import { makeRetailer } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InlineEditor } from './InlineEditor';

const retailer = makeRetailer();

const meta = {
  title: 'Domain/InlineEditor',
  component: InlineEditor,
  tags: ['autodocs'],
  args: {
    title: 'Company Information',
    fields: [
      { name: 'name', label: 'Name', isRequired: true, maxLength: 100 },
      { name: 'registration_number', label: 'Registration Number', maxLength: 15 },
      { name: 'address.post_code', label: 'Post Code', maxLength: 15 },
    ],
    values: {
      name: retailer.name,
      registration_number: retailer.registration_number ?? '',
      'address.post_code': retailer.address.post_code ?? '',
    },
    validate: (draft) => (draft.name?.trim() ? {} : { name: 'Name is required.' }),
    canEdit: true,
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof InlineEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

export const Edit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const Dirty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.clear(canvas.getByRole('textbox', { name: /Name/ }));
    await expect(canvas.getByText('Name is required.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<undefined>(() => undefined)) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('button', { name: /Update/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const SaveError: Story = {
  args: {
    onSave: fn(async () => Promise.reject(new Error('name must be 100 characters or fewer'))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'name must be 100 characters or fewer',
    );
  },
};

export const DiscardConfirmation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Company Information' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' Ltd');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you wish to discard changes?',
    );
  },
};

export const NewEntry: Story = {
  args: {
    title: 'New Contact',
    isNew: true,
    onCancelNew: fn(),
    values: { name: '', registration_number: '', 'address.post_code': '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    values: {
      name: 'Harrow'.repeat(20),
      registration_number: '041234567812345',
      'address.post_code': 'LS1 6BY',
    },
  },
};
