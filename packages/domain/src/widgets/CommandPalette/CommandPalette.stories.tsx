import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CommandPalette, type CommandPaletteProps } from './CommandPalette';
import { longNameResults, sampleCommands, sampleSearchResults } from './commandPaletteStoryData';

const logout = sampleCommands.find((command) => command.id === 'action:logout');
const merchants = sampleCommands.find((command) => command.id === 'page:/merchants/');

/** Holds the query as the console does, so typing in a story narrows the list. */
function StatefulPalette(props: CommandPaletteProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <CommandPalette
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/CommandPalette/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  args: {
    isOpen: true,
    onOpenChange: fn(),
    query: '',
    onQueryChange: fn(),
    commands: sampleCommands,
    recentCommands: [],
    searchResults: [],
    isSearching: false,
    onAction: fn(),
    isApple: false,
  },
  render: (args) => <StatefulPalette {...args} />,
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyQuery: Story = {
  play: async () => {
    const listbox = await screen.findByRole('listbox', { name: 'Commands' });
    await expect(within(listbox).getByRole('group', { name: 'Pages' })).toBeVisible();
    await expect(within(listbox).getByRole('group', { name: 'Actions' })).toBeVisible();
  },
};

export const RecentCommandsFirst: Story = {
  args: { recentCommands: [logout, merchants].filter((command) => command !== undefined) },
  play: async () => {
    const groups = await screen.findAllByRole('group');
    await expect(groups[0]).toHaveAccessibleName('Recent');
    await expect(within(groups[0] as HTMLElement).getAllByRole('option')[0]).toHaveAccessibleName(
      'Logout, Actions',
    );
  },
};

export const Results: Story = {
  args: { query: 'acme', searchResults: sampleSearchResults },
  play: async () => {
    await expect(await screen.findByRole('group', { name: 'Merchants' })).toBeVisible();
    await expect(screen.getByRole('option', { name: 'Ada Acmeson, #345' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { query: 'acme', isSearching: true },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Searching merchants and credit applications…',
    );
  },
};

export const TooShortToSearch: Story = {
  args: { query: 'ac' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Type 3 or more characters to search merchants and credit applications.',
    );
  },
};

export const NoResults: Story = {
  args: { query: 'zzzz' },
  play: async () => {
    await expect(await screen.findByRole('listbox', { name: 'Commands' })).toHaveTextContent(
      'No results.',
    );
  },
};

export const SearchFailed: Story = {
  args: { query: 'acme', searchError: 'The server could not be reached. Try again.' },
  play: async () => {
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'The server could not be reached. Try again.',
    );
  },
};

export const LongNames: Story = {
  args: { query: 'acme', searchResults: longNameResults },
  play: async () => {
    await expect(
      await screen.findByRole('option', { name: /Formerly Acme Outdoor Living/ }),
    ).toBeVisible();
  },
};

export const ApplePlatform: Story = {
  args: { isApple: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Command palette' })).toHaveTextContent(
      'Up arrow',
    );
  },
};

/** The arrow keys and Enter are covered by the unit and end-to-end tests, which drive real focus. */
export const RunCommand: Story = {
  play: async ({ args }) => {
    const box = await screen.findByRole('textbox', { name: 'Search commands' });
    await userEvent.type(box, 'merch');
    await userEvent.click(screen.getByRole('option', { name: /^Merchant Applications\b/ }));
    await expect(args.onAction).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'page:/merchant-applications/' }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
