import { makeSearchResult } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickSearchBox, type QuickSearchBoxProps } from './QuickSearchBox';

const results = [
  makeSearchResult({ id: 12, title: 'Acme Bikes Ltd' }),
  makeSearchResult({ id: 31, title: 'Acme Home and Garden' }),
  makeSearchResult({ type: 'credit_applications', id: 345, title: 'Ada Acmeson' }),
];

/** The box keeps what is typed, as the console's quick search does. */
function TypedQuickSearchBox(props: QuickSearchBoxProps) {
  const [term, setTerm] = useState(props.term);
  return (
    <QuickSearchBox
      {...props}
      term={term}
      onTermChange={(next) => {
        setTerm(next);
        props.onTermChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Domain/Search/QuickSearchBox',
  component: QuickSearchBox,
  tags: ['autodocs'],
  args: {
    term: '',
    onTermChange: fn(),
    results,
    count: 3,
    status: 'Showing 3 of 3 results.',
    onOpen: fn(),
    onShowAll: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', width: 480 }}>
      <TypedQuickSearchBox {...args} />
    </div>
  ),
} satisfies Meta<typeof QuickSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const typeTerm = async (canvasElement: HTMLElement, term: string) => {
  const box = within(canvasElement).getByRole('combobox', { name: 'Quick search' });
  await userEvent.type(box, term);
  return box;
};
/** The list opens in a popover outside the story's root. */
const page = () => within(document.body);

export const Closed: Story = {
  args: { results: [], count: 0, status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Quick search' })).toHaveAttribute(
      'placeholder',
      'Search...',
    );
  },
};

export const TooShort: Story = {
  args: { results: [], count: 0, status: 'Type at least 3 characters.' },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement, 'ac');
    await expect(await page().findByRole('status')).toHaveTextContent(
      'Type at least 3 characters.',
    );
  },
};

export const Searching: Story = {
  args: { results: [], count: 0, status: 'Searching…' },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement, 'acme');
    await expect(await page().findByRole('status')).toHaveTextContent('Searching…');
  },
};

export const Results: Story = {
  play: async ({ canvasElement, args }) => {
    await typeTerm(canvasElement, 'acme');
    const list = await page().findByRole('listbox', { name: 'Search results' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(results[0]);
  },
};

export const MoreThanShown: Story = {
  args: { count: 101, status: 'Showing 3 of 100+ results.' },
  play: async ({ canvasElement, args }) => {
    await typeTerm(canvasElement, 'acme');
    await userEvent.click(
      await page().findByRole('option', { name: 'Show the first 100 results' }),
    );
    await expect(args.onShowAll).toHaveBeenCalledOnce();
  },
};

export const NoResults: Story = {
  args: { results: [], count: 0, status: 'No results.' },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement, 'zzz');
    await expect(await page().findByRole('status')).toHaveTextContent('No results.');
  },
};

export const Failed: Story = {
  args: { results: [], count: 0, status: 'The server could not be reached.' },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement, 'acme');
    await expect(await page().findByRole('status')).toHaveTextContent(
      'The server could not be reached.',
    );
  },
};

export const LongTitles: Story = {
  args: {
    results: [
      makeSearchResult({
        id: 123456,
        title: 'Acme_Home_Garden_and_Leisure_Superstore_with_an_unbroken_trading_name',
      }),
    ],
    count: 1,
    status: 'Showing 1 of 1 results.',
  },
  play: async ({ canvasElement }) => {
    await typeTerm(canvasElement, 'acme');
    await expect(await page().findByRole('option', { name: /#123456/ })).toBeVisible();
  },
};
