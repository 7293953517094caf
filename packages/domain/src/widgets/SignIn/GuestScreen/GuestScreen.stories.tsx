import { Alert, Button, Form, TextField } from '@backoffice/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuestScreen, GuestScreenActions, GuestScreenLoading } from './GuestScreen';
import { storyLogo } from '../../../test/storyLogo';

const meta = {
  title: 'Domain/SignIn/GuestScreen',
  component: GuestScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { title: 'Reset Password', productLogoUrl: storyLogo, children: null },
} satisfies Meta<typeof GuestScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAForm: Story = {
  args: {
    children: (
      <Form aria-label="Reset Password">
        <p>Enter your username below to request a password reset.</p>
        <TextField label="Username" />
        <GuestScreenActions>
          <Button>Back</Button>
          <Button type="submit" variant="primary">
            Reset
          </Button>
        </GuestScreenActions>
      </Form>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'BackOffice' })).toHaveAttribute('src', storyLogo);
  },
};

/** The main action alone stands at the end of the row. */
export const OneAction: Story = {
  args: {
    title: 'Create Password',
    children: (
      <GuestScreenActions>
        <Button variant="primary">Update</Button>
      </GuestScreenActions>
    ),
  },
};

export const WithAMessage: Story = {
  args: {
    title: 'Ghost session ended',
    children: (
      <Alert tone="critical">
        The ghost session could not start: the merchant user is locked. Close this window and try
        again from the merchant&apos;s page.
      </Alert>
    ),
  },
};

export const Loading: Story = {
  render: () => <GuestScreenLoading label="Restoring your session" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Restoring your session' })).toBeVisible();
  },
};
