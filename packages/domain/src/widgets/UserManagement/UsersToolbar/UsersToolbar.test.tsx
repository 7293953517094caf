import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKE_SEARCH_DELAY_MS, UsersToolbar, type UsersToolbarProps } from './UsersToolbar';

function renderToolbar(props: Partial<UsersToolbarProps> = {}) {
  const handlers = {
    onUsernameChange: vi.fn(),
    onCreatedChange: vi.fn(),
    onReset: vi.fn(),
    onNewUser: vi.fn(),
    onChangeGroup: vi.fn(),
    onDeleteUsers: vi.fn(),
  };
  render(
    <UsersToolbar
      username=""
      createdFrom={null}
      createdTo={null}
      selectedCount={0}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('UsersToolbar', () => {
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses, with the trimmed name', () => {
    vi.useFakeTimers();
    const { onUsernameChange } = renderToolbar();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Username' }), {
      target: { value: ' lock ' },
    });
    act(() => {
      vi.advanceTimersByTime(LIKE_SEARCH_DELAY_MS - 50);
    });
    expect(onUsernameChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onUsernameChange).toHaveBeenCalledWith('lock');
  });

  it("says 'No user selected.' and offers no bulk action without a selection", () => {
    renderToolbar({ total: 1 });
    expect(screen.getByText('No user selected.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Group' })).not.toBeInTheDocument();
    expect(screen.getByText('1 user')).toBeInTheDocument();
  });

  it('offers Change Group and Delete Users for a selection', async () => {
    const user = userEvent.setup();
    const { onChangeGroup, onDeleteUsers } = renderToolbar({ selectedCount: 2, total: 5 });
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Group' }));
    await user.click(screen.getByRole('button', { name: 'Delete Users' }));
    expect(onChangeGroup).toHaveBeenCalledTimes(1);
    expect(onDeleteUsers).toHaveBeenCalledTimes(1);
    expect(screen.getByText('5 users')).toBeInTheDocument();
  });

  it('resets the filters and empties the search', async () => {
    const user = userEvent.setup();
    const { onReset, onNewUser } = renderToolbar({ username: 'vera' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
    expect(screen.getByRole('searchbox', { name: 'Username' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'New User' }));
    expect(onNewUser).toHaveBeenCalled();
  });
});
