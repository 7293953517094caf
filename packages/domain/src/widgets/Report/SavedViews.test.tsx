import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storySavedViews } from './reportStoryData';
import { SavedViews, type SavedViewsProps } from './SavedViews';

function renderViews(props: Partial<SavedViewsProps> = {}) {
  const handlers = {
    onApply: vi.fn(),
    onSave: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
  };
  render(<SavedViews views={storySavedViews} {...handlers} {...props} />);
  return handlers;
}

const openMenu = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Views' }));
  return screen.findByRole('menu');
};

describe('the Views menu', () => {
  it("lists the user's views and the group's, marking shared ones", async () => {
    const user = userEvent.setup();
    renderViews();
    await openMenu(user);
    const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(names).toEqual([
      'Flagged this month (Shared)',
      'Refunds',
      'Team queue (Shared by priya.shah)',
      'Save view…',
      'Delete Flagged this month…',
      'Delete Refunds…',
    ]);
  });

  it('applies a view and says so', async () => {
    const user = userEvent.setup();
    const { onApply } = renderViews();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Team queue (Shared by priya.shah)' }));
    expect(onApply).toHaveBeenCalledWith(storySavedViews[2]);
    expect(screen.getByRole('status')).toHaveTextContent('View Team queue applied.');
  });

  it.each([
    [{ views: [] }, 'No saved views yet.'],
    [{ views: [], isLoading: true }, 'Loading views…'],
    [{ views: [], error: 'Network down' }, 'The views could not be loaded.'],
  ])('offers nothing to apply but still Save view… (%o)', async (props, text) => {
    const user = userEvent.setup();
    renderViews(props);
    await openMenu(user);
    expect(screen.getByRole('menuitem', { name: text })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Save view…' })).toBeEnabled();
  });
});

describe('saving a view', () => {
  it('asks for a name, then saves it with the share choice', async () => {
    const user = userEvent.setup();
    const { onSave } = renderViews();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      /Enter a name for the view\./,
    );

    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Big advances  ');
    await user.click(screen.getByRole('checkbox', { name: 'Share with my group' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Big advances', shared: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('View Big advances saved.');
  });

  it('limits the name to 100 characters', async () => {
    const user = userEvent.setup();
    renderViews();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Save view…' }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'maxlength',
      '100',
    );
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const user = userEvent.setup();
    renderViews({
      onSave: vi.fn(() => Promise.reject(new Error('A view with this name already exists.'))),
    });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Save view…' }));
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Refunds');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('A view with this name already exists.')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Save view' })).toBeInTheDocument();
  });
});

describe('deleting a view', () => {
  it('deletes an own view after a confirmation', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderViews();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete Refunds…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete view' });
    expect(dialog).toHaveTextContent('Delete the view Refunds? This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(storySavedViews[1]);
    expect(await screen.findByRole('status')).toHaveTextContent('View Refunds deleted.');
  });

  it('keeps the view when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderViews();
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete Refunds…' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('shows why a deletion failed', async () => {
    const user = userEvent.setup();
    renderViews({ onDelete: vi.fn(() => Promise.reject(new Error('Not found.'))) });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete Refunds…' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not found.')).toBeVisible();
  });
});

describe('the active view', () => {
  it('still names the applied view, modified, after a reload, but not on a new visit', async () => {
    const user = userEvent.setup();
    const props = {
      views: storySavedViews,
      onApply: vi.fn(),
      onSave: vi.fn(() => Promise.resolve()),
      onDelete: vi.fn(() => Promise.resolve()),
      rememberAs: 'test-report',
    };
    const modifiedQuery = 'status[]=REFUNDED&order=placed';
    const first = render(<SavedViews {...props} currentQuery="" />);
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Refunds' }));
    first.rerender(<SavedViews {...props} currentQuery={modifiedQuery} />);
    expect(screen.getByText('modified')).toBeVisible();
    first.unmount();

    // A reload opens on the same filters, which no view has exactly.
    const reloaded = render(<SavedViews {...props} currentQuery={modifiedQuery} />);
    expect(screen.getByRole('button', { name: /^Views: Refunds/ })).toBeVisible();
    expect(screen.getByText('modified')).toBeVisible();
    reloaded.unmount();

    // A new visit to the report opens on its defaults: no view is active.
    render(<SavedViews {...props} currentQuery="" />);
    expect(screen.getByRole('button', { name: 'Views' })).toBeVisible();
    sessionStorage.clear();
  });

  it('names the view whose filters the report shows, unmodified', () => {
    renderViews({ currentQuery: 'status[]=REFUNDED&order=-placed', onUpdate: vi.fn() });
    expect(screen.getByRole('button', { name: 'Views: Refunds' })).toBeVisible();
    expect(screen.queryByText('modified')).toBeNull();
  });

  it('marks the applied view modified once the filters differ, and updates it', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() => Promise.resolve());
    const handlers = {
      onApply: vi.fn(),
      onSave: vi.fn(() => Promise.resolve()),
      onDelete: vi.fn(() => Promise.resolve()),
      onUpdate,
    };
    const { rerender } = render(
      <SavedViews views={storySavedViews} currentQuery="" {...handlers} />,
    );
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Refunds' }));
    rerender(
      <SavedViews
        views={storySavedViews}
        currentQuery="status[]=REFUNDED&order=-placed"
        {...handlers}
      />,
    );
    expect(screen.getByRole('button', { name: 'Views: Refunds' })).toBeVisible();
    expect(screen.queryByText('modified')).toBeNull();
    rerender(
      <SavedViews
        views={storySavedViews}
        currentQuery="status[]=REFUNDED&order=placed"
        {...handlers}
      />,
    );
    const mark = screen.getByText('modified');
    expect(mark.closest('[aria-live="polite"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Views: Refunds' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update view Refunds' }));
    expect(onUpdate).toHaveBeenCalledWith(storySavedViews[1], {
      query: 'status[]=REFUNDED&order=placed',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('View Refunds updated.');
  });

  it("offers no Update view for a group member's view", async () => {
    const user = userEvent.setup();
    renderViews({ currentQuery: 'status[]=OPEN&perPage=50', onUpdate: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Views: Team queue' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Team queue (Shared by priya.shah)' }),
    );
    expect(screen.queryByRole('menuitem', { name: /Update view/ })).toBeNull();
  });
});

describe('renaming and sharing a view', () => {
  it('renames and shares an own view from its dialog', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() => Promise.resolve());
    renderViews({ currentQuery: '', onUpdate });
    await openMenu(user);
    expect(screen.queryByRole('menuitem', { name: 'Rename or share Team queue…' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Rename or share Refunds…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename or share Refunds' });
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Refunds');
    await user.clear(name);
    await user.type(name, 'All refunds');
    await user.click(screen.getByRole('checkbox', { name: 'Share with my group' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onUpdate).toHaveBeenCalledWith(storySavedViews[1], {
      name: 'All refunds',
      shared: true,
    });
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('View All refunds saved.');
  });

  it("shows the server's refusal of a rename and keeps the dialog open", async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() =>
      Promise.reject(new Error('A view with this name already exists.')),
    );
    renderViews({ onUpdate });
    await openMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Rename or share Refunds…' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename or share Refunds' });
    expect(await screen.findByText('A view with this name already exists.')).toBeVisible();
    expect(dialog).toBeInTheDocument();
  });
});
