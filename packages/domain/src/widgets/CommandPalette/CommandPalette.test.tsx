import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaletteCommand } from '../../model/commands';
import { CommandPalette, type CommandPaletteProps } from './CommandPalette';
import { sampleCommands, sampleSearchResults } from './commandPaletteStoryData';

type HarnessProps = Partial<CommandPaletteProps> & {
  /** Stands in for the page's debounced server search. */
  search?: (query: string) => readonly PaletteCommand[];
};

/** The palette as a page holds it: a button that opens it, the query and a 350 ms search. */
function Harness({ search, ...props }: HarnessProps) {
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(query), 350);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open palette
      </button>
      <CommandPalette
        isOpen={isOpen}
        onOpenChange={setOpen}
        query={query}
        onQueryChange={setQuery}
        commands={sampleCommands}
        searchResults={search && settled.trim().length >= 3 ? search(settled) : []}
        isSearching={Boolean(search) && query.trim().length >= 3 && settled !== query}
        onAction={vi.fn()}
        isApple={false}
        {...props}
      />
    </>
  );
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open palette' }));
  return screen.getByRole('dialog', { name: 'Command palette' });
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

afterEach(() => vi.useRealTimers());

describe('CommandPalette', () => {
  describe('list', () => {
    it('is a named listbox of pages and actions with the search box focused', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await open(user);
      expect(screen.getByRole('textbox', { name: 'Search commands' })).toHaveFocus();
      const listbox = screen.getByRole('listbox', { name: 'Commands' });
      expect(within(listbox).getByRole('group', { name: 'Pages' })).toBeInTheDocument();
      expect(within(listbox).getByRole('group', { name: 'Actions' })).toBeInTheDocument();
      expect(within(listbox).getByRole('option', { name: /^Dashboard\b/ })).toBeInTheDocument();
    });

    it('shows recently run commands first while the query is empty', async () => {
      const user = userEvent.setup();
      const logout = sampleCommands.find((command) => command.id === 'action:logout');
      render(<Harness recentCommands={logout ? [logout] : []} />);
      await open(user);
      const groups = screen.getAllByRole('group');
      expect(groups[0]).toHaveAccessibleName('Recent');
      expect(within(groups[0] as HTMLElement).getByRole('option')).toHaveAccessibleName(
        'Logout, Actions',
      );
      expect(screen.getAllByRole('option', { name: /^Logout\b/ })).toHaveLength(1);
    });

    it('narrows to the best matches as the user types', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await open(user);
      await user.keyboard('sign');
      expect(optionNames()).toEqual(['Logout']);
    });

    it('names each option by all it shows, in order: label, detail and shortcut', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await open(user);
      const pages = screen.getByRole('group', { name: 'Pages' });
      for (const name of [
        'Dashboard, G then D',
        'Credit Applications, Applications, G then C',
        'Merchants, G then M',
        'Merchant Applications, Merchants',
        'Users and Groups, Administration, G then U',
      ]) {
        expect(within(pages).getByRole('option', { name })).toBeInTheDocument();
      }
      expect(screen.getByRole('option', { name: 'My Account' })).toBeInTheDocument();
    });
  });

  describe('keyboard', () => {
    it('moves with the arrow keys, marking the active option, and runs it with Enter', async () => {
      const user = userEvent.setup();
      const onAction = vi.fn();
      render(<Harness onAction={onAction} />);
      await open(user);
      await user.keyboard('acc');
      const box = screen.getByRole('textbox', { name: 'Search commands' });
      const option = screen.getByRole('option', { name: 'My Account' });
      await user.keyboard('{ArrowDown}');
      await waitFor(() => expect(box).toHaveAttribute('aria-activedescendant', option.id));
      expect(option).toHaveAttribute('data-focused', 'true');
      await user.keyboard('{Enter}');
      expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'action:my-account' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes with Escape and gives focus back to where it was', async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await open(user);
      await user.keyboard('merch');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      // react-aria gives focus back a frame after the modal leaves.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Open palette' })).toHaveFocus(),
      );
    });
  });

  describe('server search', () => {
    it('asks for 3 characters, shows searching during the pause, then the results', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const search = vi.fn(() => sampleSearchResults);
      render(<Harness search={search} />);
      await open(user);
      await user.keyboard('ac');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Type 3 or more characters to search merchants and credit applications.',
      );
      await user.keyboard('m');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Searching merchants and credit applications…',
      );
      act(() => {
        vi.advanceTimersByTime(350);
      });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.getByRole('group', { name: 'Merchants' })).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'Ada Acmeson, #345' })).toBeInTheDocument();
      expect(search).toHaveBeenLastCalledWith('acm');
    });

    it('says No results. when nothing matches at all', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Harness search={() => []} />);
      await open(user);
      await user.keyboard('zzzz');
      act(() => {
        vi.advanceTimersByTime(350);
      });
      expect(screen.getByRole('listbox', { name: 'Commands' })).toHaveTextContent('No results.');
    });

    it('says when pages match but no merchant or application does', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<Harness search={() => []} />);
      await open(user);
      await user.keyboard('logout');
      act(() => {
        vi.advanceTimersByTime(350);
      });
      expect(screen.getByRole('status')).toHaveTextContent(
        'No merchants or credit applications found.',
      );
      expect(optionNames()).toEqual(['Logout']);
    });

    it('shows why the search failed', async () => {
      const user = userEvent.setup();
      render(<Harness searchError="The server could not be reached." />);
      await open(user);
      await user.keyboard('acme');
      expect(screen.getByRole('status')).toHaveTextContent('The server could not be reached.');
    });
  });
});
