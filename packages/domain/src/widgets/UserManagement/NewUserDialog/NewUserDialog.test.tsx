import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NewUserDialog, type NewUserDialogProps } from './NewUserDialog';

const groups = [{ group_id: 1, group_name: 'Administrators' }];

function renderDialog(props: Partial<NewUserDialogProps> = {}) {
  const onCreate = vi.fn();
  render(
    <NewUserDialog
      isOpen
      groups={groups}
      userTypes={['service_user']}
      state="form"
      onCreate={onCreate}
      onClose={() => {}}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'New User' });
  return { dialog, onCreate, user: userEvent.setup() };
}

async function fillNames(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog).getByRole('textbox', { name: /^First Name/ }), 'Tom');
  await user.type(within(dialog).getByRole('textbox', { name: /^Last Name/ }), 'Lee');
}

async function chooseGroup(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog).getByRole('button', { name: /Group/ }));
  await user.click(await screen.findByRole('option', { name: 'Administrators' }));
}

describe('the username suggestion', () => {
  it('is replaced by typing, never appended to', async () => {
    const { dialog, onCreate, user } = renderDialog();
    await fillNames(dialog, user);
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Email/ }),
      'tom.lee@posfinance.example',
    );
    await user.tab();
    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    expect(username).toHaveFocus();
    expect(username).toHaveValue('tom.lee@posfinance.example');
    await user.keyboard('tom.lee');
    expect(username).toHaveValue('tom.lee');
    await chooseGroup(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'tom.lee', email: 'tom.lee@posfinance.example' }),
    );
  });

  it('follows a changed email until the username is typed, then stays', async () => {
    const { dialog, user } = renderDialog();
    const email = within(dialog).getByRole('textbox', { name: /^Email/ });
    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    await user.type(email, 'tom@posfinance.example');
    await user.tab();
    await user.clear(email);
    await user.type(email, 'tom.lee@posfinance.example');
    await user.tab();
    expect(username).toHaveValue('tom.lee@posfinance.example');
    await user.keyboard('tlee');
    await user.click(email);
    await user.type(email, '.uk');
    await user.tab();
    expect(username).toHaveValue('tlee');
  });
});

describe('email', () => {
  it('uses the shared email rule', async () => {
    const { dialog, user } = renderDialog();
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'tom@posfinance');
    await user.tab();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
  });
});

describe('userTypes', () => {
  it('offers no selector when there is one type', () => {
    const { dialog } = renderDialog();
    expect(within(dialog).queryByRole('button', { name: /User Type/ })).not.toBeInTheDocument();
  });

  it('asks for the type when there is more than one, and sends it', async () => {
    const { dialog, onCreate, user } = renderDialog({ userTypes: ['service_user', 'lender'] });
    await fillNames(dialog, user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'lena@lender.example');
    await user.tab();
    await chooseGroup(dialog, user);
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /User Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Lender' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledWith(expect.objectContaining({ user_type: 'lender' }));
  });
});
