// @vitest-environment jsdom
import { makeSearchResult } from '@backoffice/api-client/mocks';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuickSearchBox, type QuickSearchBoxProps } from './QuickSearchBox';

const results = [
  makeSearchResult({ id: 12, title: 'Acme Bikes Ltd' }),
  makeSearchResult({ type: 'credit_applications', id: 345, title: 'Ada Acmeson' }),
];

function renderBox(props: Partial<QuickSearchBoxProps> = {}) {
  const onOpen = vi.fn();
  const onShowAll = vi.fn();
  function Typed() {
    const [term, setTerm] = useState('');
    return (
      <QuickSearchBox
        term={term}
        onTermChange={setTerm}
        results={results}
        count={2}
        status="Showing 2 of 2 results."
        onOpen={onOpen}
        onShowAll={onShowAll}
        {...props}
      />
    );
  }
  render(<Typed />);
  return { box: screen.getByRole('combobox', { name: 'Quick search' }), onOpen, onShowAll };
}

describe('QuickSearchBox', () => {
  describe('results', () => {
    it('lists merchants, then credit applications, each with its number', async () => {
      const { box } = renderBox();
      await userEvent.type(box, 'acme');
      const listbox = await screen.findByRole('listbox', { name: 'Search results' });
      const options = within(listbox).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Acme Bikes Ltd#12',
        'Ada Acmeson#345',
      ]);
      expect(within(listbox).getByText('Merchants')).toBeInTheDocument();
      expect(within(listbox).getByText('Credit Applications')).toBeInTheDocument();
    });

    it('opens the result chosen from the keyboard', async () => {
      const { box, onOpen } = renderBox();
      await userEvent.type(box, 'acme');
      await screen.findByRole('option', { name: /Acme Bikes Ltd/ });
      await userEvent.keyboard('{ArrowDown}{Enter}');
      expect(onOpen).toHaveBeenCalledWith(results[0]);
    });
  });

  describe('status', () => {
    it('says why the list is empty', async () => {
      const { box } = renderBox({ results: [], count: 0, status: 'Type at least 3 characters.' });
      await userEvent.type(box, 'ac');
      expect(await screen.findByRole('status')).toHaveTextContent('Type at least 3 characters.');
    });
  });

  describe('count', () => {
    it('ends a list with more matches than it shows with a way to all of them', async () => {
      const { box, onShowAll } = renderBox({ count: 140 });
      await userEvent.type(box, 'acme');
      await userEvent.click(
        await screen.findByRole('option', { name: 'Show the first 100 results' }),
      );
      expect(onShowAll).toHaveBeenCalledOnce();
    });

    it('names the exact count when it is 100 or fewer', async () => {
      const { box } = renderBox({ count: 40 });
      await userEvent.type(box, 'acme');
      expect(await screen.findByRole('option', { name: 'Show all 40 results' })).toBeVisible();
    });

    it('offers no way to more results when the list shows every match', async () => {
      const { box } = renderBox({ results: results.slice(0, 1), count: 1 });
      await userEvent.type(box, 'acme');
      await screen.findByRole('option', { name: /Acme Bikes Ltd/ });
      expect(screen.getAllByRole('option')).toHaveLength(1);
    });
  });
});
