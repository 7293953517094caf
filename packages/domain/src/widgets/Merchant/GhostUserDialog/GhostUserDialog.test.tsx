import { makeRetailerUser } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GhostUserDialog, type GhostWindowOutcome } from './GhostUserDialog';

const users = [
  makeRetailerUser(),
  makeRetailerUser({
    user_id: 9002,
    username: 'mia.hughes',
    first_name: 'Mia',
    last_name: 'Hughes',
  }),
];

function renderDialog(onGhost: (user: { user_id: number }) => Promise<GhostWindowOutcome>) {
  render(<GhostUserDialog isOpen users={users} onGhost={onGhost} onClose={vi.fn()} />);
  return userEvent.setup();
}

async function ghostAsMia(user: ReturnType<typeof userEvent.setup>) {
  const dialog = screen.getByRole('dialog', { name: 'Ghost in as User' });
  expect(within(dialog).getByText('No user selected.')).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Ghost' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: /User/ }));
  await user.click(await screen.findByRole('option', { name: /Mia Hughes/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Ghost' }));
  return dialog;
}

describe('GhostUserDialog', () => {
  it('ghosts as the chosen user and says so', async () => {
    const onGhost = vi.fn().mockResolvedValue({ opened: true });
    const user = renderDialog(onGhost);
    const dialog = await ghostAsMia(user);
    expect(onGhost).toHaveBeenCalledWith(expect.objectContaining({ user_id: 9002 }));
    expect(await within(dialog).findByText('Successfully ghosting as Mia Hughes')).toBeVisible();
  });

  it('gives a link to open the session when the popup is blocked', async () => {
    const user = renderDialog(
      vi.fn().mockResolvedValue({ opened: false, url: 'http://console.test/ghost/#token=t' }),
    );
    const dialog = await ghostAsMia(user);
    expect(
      await within(dialog).findByRole('link', { name: 'Open the session as Mia Hughes' }),
    ).toHaveAttribute('href', 'http://console.test/ghost/#token=t');
  });

  it("shows the server's message under 'Ghosting request failed!'", async () => {
    const user = renderDialog(vi.fn().mockRejectedValue(new Error('User not found.')));
    const dialog = await ghostAsMia(user);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ghosting request failed!');
    expect(alert).toHaveTextContent('User not found.');
  });
});
