import { Button, Form, PasswordField } from '@backoffice/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { GuestScreen, GuestScreenActions } from './GuestScreen';
import { UsernameField } from './UsernameField';
import { storyLogo } from '../../test/storyLogo';

/** The bucket's widgets as the sign-in page puts them together (a page of its own: one main). */
function SignInComposition() {
  const [username, setUsername] = useState('');
  return (
    <GuestScreen title="Sign In" productLogoUrl={storyLogo}>
      <Form aria-label="Sign In" onSubmit={(event) => event.preventDefault()}>
        <UsernameField value={username} onChange={setUsername} />
        <PasswordField label="Password" isRequired />
        <GuestScreenActions>
          <Button type="submit" variant="primary">
            Sign In
          </Button>
        </GuestScreenActions>
      </Form>
    </GuestScreen>
  );
}

const meta = {
  title: 'Domain/SignIn/Overview',
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'What a signed-out visitor sees: the guest card holding the sign-in form with its username field.',
      },
    },
  },
  render: () => <SignInComposition />,
} satisfies Meta;

export default meta;

/** The sign-in page's widgets, with a username typed in. */
export const Composition: StoryObj = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    const username = canvas.getByRole('textbox', { name: /^Username/ });
    await userEvent.type(username, 'lender');
    await expect(username).toHaveValue('lender');
  },
};
