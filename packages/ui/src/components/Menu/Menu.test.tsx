import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActionMenu } from './Menu';

const items = [
  { id: 'edit', label: 'Edit User' },
  { id: 'delete', label: 'Delete User', isDisabled: true },
];

describe('ActionMenu', () => {
  it('opens on press and reports the chosen action', async () => {
    const onAction = vi.fn();
    render(<ActionMenu label="Actions" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: /Actions/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit User' }));
    expect(onAction).toHaveBeenCalledWith('edit');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not act on a disabled item', async () => {
    const onAction = vi.fn();
    render(<ActionMenu label="Actions" items={items} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: /Actions/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete User' }));
    expect(onAction).not.toHaveBeenCalled();
  });

  it('closes on Escape', async () => {
    render(<ActionMenu label="Actions" items={items} onAction={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Actions/ }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('shows an item icon but leaves it out of the item name', async () => {
    render(
      <ActionMenu
        label="Add"
        items={[{ id: 'news', label: 'Announcements', icon: '⚑' }]}
        onAction={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const item = screen.getByRole('menuitem', { name: 'Announcements' });
    expect(item).toHaveTextContent('⚑Announcements');
  });
});
