import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIKE_SEARCH_DELAY_MS } from '../UsersToolbar/UsersToolbar';
import { GroupsToolbar } from './GroupsToolbar';

describe('GroupsToolbar', () => {
  afterEach(() => vi.useRealTimers());

  it('searches group names once typing pauses', () => {
    vi.useFakeTimers();
    const onGroupNameChange = vi.fn();
    render(
      <GroupsToolbar groupName="" onGroupNameChange={onGroupNameChange} onNewGroup={vi.fn()} />,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Group Name' }), {
      target: { value: 'fraud ' },
    });
    act(() => {
      vi.advanceTimersByTime(LIKE_SEARCH_DELAY_MS + 10);
    });
    expect(onGroupNameChange).toHaveBeenCalledWith('fraud');
  });

  it('counts the groups and offers New Group', async () => {
    const onNewGroup = vi.fn();
    render(
      <GroupsToolbar groupName="" onGroupNameChange={vi.fn()} onNewGroup={onNewGroup} total={1} />,
    );
    expect(screen.getByText('1 group')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'New Group' }));
    expect(onNewGroup).toHaveBeenCalled();
  });
});
