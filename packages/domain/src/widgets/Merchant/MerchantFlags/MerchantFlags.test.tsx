import { makeRetailerFlag } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MerchantFlags } from './MerchantFlags';

const flags = [
  makeRetailerFlag(),
  makeRetailerFlag({ id: 302, message: 'Old issue', resolved: true }),
];

function renderFlags(props: Partial<Parameters<typeof MerchantFlags>[0]> = {}) {
  const onAdd = vi.fn().mockResolvedValue(undefined);
  const onResolve = vi.fn().mockResolvedValue(undefined);
  render(
    <MerchantFlags
      flags={flags}
      canAdd
      canResolve
      onAdd={onAdd}
      onResolve={onResolve}
      {...props}
    />,
  );
  return { user: userEvent.setup(), onAdd, onResolve };
}

describe('MerchantFlags', () => {
  it('lists the open flags only, and says No flags. without any', () => {
    renderFlags();
    const list = screen.getByRole('list', { name: 'Flags' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('Old issue')).toBeNull();
  });

  it('says No flags. when none is open', () => {
    renderFlags({ flags: [] });
    expect(screen.getByText('No flags.')).toBeVisible();
  });

  it('adds a flag once its text is given', async () => {
    const { user, onAdd } = renderFlags();
    const add = screen.getByRole('button', { name: 'Add Flag' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Flag/ }), '  Check the new showroom  ');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith('Check the new showroom');
    expect(screen.getByRole('textbox', { name: /Flag/ })).toHaveValue('');
  });

  it('counts the characters typed once, under the text', async () => {
    const { user } = renderFlags();
    await user.type(screen.getByRole('textbox', { name: /Flag/ }), 'Late');
    expect(screen.getAllByText('4 / 1000')).toHaveLength(1);
  });

  it('deletes (resolves) a flag after asking, then says Flag Deleted', async () => {
    const { user, onResolve } = renderFlags();
    await user.click(screen.getByRole('button', { name: /Delete flag/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Flag' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onResolve).toHaveBeenCalledWith(301);
    expect(await within(dialog).findByText('Flag Deleted')).toBeVisible();
  });

  it('offers neither adding nor deleting to a read-only user', () => {
    renderFlags({ canAdd: false, canResolve: false });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
