import { makeSearchResult } from '@backoffice/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchResults } from './SearchResults';

const merchants = [
  makeSearchResult({ id: 12, title: 'Acme Bikes Ltd' }),
  makeSearchResult({ id: 31, title: 'Acme Home, Garden and Leisure Superstore' }),
];
const applications = Array.from({ length: 21 }, (_, index) =>
  makeSearchResult({
    type: 'credit_applications',
    id: 340 + index,
    title: `Ada Acmeson ${index + 1}`,
  }),
);

const meta = {
  title: 'Domain/Search/SearchResults',
  component: SearchResults,
  tags: ['autodocs'],
  args: {
    term: 'acme',
    results: [...merchants, ...applications],
    count: 23,
    onRetry: fn(),
    hrefOf: (result) =>
      result.type === 'retailers' ? `#/merchants/${result.id}/` : `#/credit-app/${result.id}/`,
    minLength: 3,
    maxLength: 100,
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('23 results for “acme”.')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Merchants (2)' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { name: 'Credit Applications (21)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Acme Bikes Ltd' })).toHaveAttribute(
      'href',
      '#/merchants/12/',
    );
  },
};

export const MoreThanAHundred: Story = {
  args: {
    results: Array.from({ length: 100 }, (_, index) =>
      makeSearchResult({ id: index + 1, title: `Acme Store ${index + 1}` }),
    ),
    count: 101,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'The first 100 of more than 100 results for “acme”. Add to the search to narrow them.',
      ),
    ).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { term: 'zzzz', results: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results for “zzzz”.')).toBeInTheDocument();
  },
};

export const TooShort: Story = {
  args: { term: 'ac', results: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true, results: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Searching' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: { status: 500, message: 'Request failed' }, results: [], count: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('The search results could not be loaded.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
