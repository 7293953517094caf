import { makeLender, sampleLenders } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PolicyLenderSelect } from './PolicyLenderSelect';

const meta = {
  title: 'Domain/PolicyBuilder/PolicyLenderSelect',
  component: PolicyLenderSelect,
  tags: ['autodocs'],
  args: {
    label: 'Lender',
    lenders: sampleLenders,
    lendersError: null,
    isOwnLenderOnly: false,
    ownLenderDescription: 'Modules you create belong to your lender.',
    value: null,
    optionLabel: (lender) => `Lender ${lender.lender_id}`,
    onChange: fn(),
    onRetryLenders: fn(),
  },
} satisfies Meta<typeof PolicyLenderSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The lenders the server offers, by id; choosing one gives its id. */
export const Choosing: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Lender/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Lender 4' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
};

/** The New Credit Policy modal shows bare ids (the spec shows no lender names there). */
export const IdsOnly: Story = {
  args: { label: 'Lender Id', value: 4, optionLabel: (lender) => String(lender.lender_id) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lender Id/ })).toHaveTextContent('4');
  },
};

export const OwnLender: Story = {
  args: { lenders: [makeLender()], isOwnLenderOnly: true, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lender/ })).toBeDisabled();
    await expect(canvas.getByText('Modules you create belong to your lender.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: 'Lender Id', errorMessage: 'Lender id is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lender id is required.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { lenders: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Lender/ })).toHaveTextContent(
      'Loading lenders…',
    );
  },
};

export const LoadFailed: Story = {
  args: { lenders: undefined, lendersError: { status: 500, message: 'The server failed.' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryLenders).toHaveBeenCalledOnce();
  },
};
