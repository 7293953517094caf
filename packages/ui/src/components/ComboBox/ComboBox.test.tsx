import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAsyncList } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { SelectItem } from '../Select/SelectItem';
import { ComboBox } from './ComboBox';

interface Retailer {
  id: number;
  name: string;
}

const retailers: Retailer[] = [
  { id: 1, name: 'Acme Furniture' },
  { id: 2, name: 'Beds Direct' },
  { id: 3, name: 'Acorn Cycles' },
];

function StaticComboBox(props: { onChange?: (key: unknown) => void; items?: Retailer[] }) {
  return (
    <ComboBox label="Retailer" defaultItems={props.items ?? retailers} onChange={props.onChange}>
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </ComboBox>
  );
}

/** Each load waits until the test releases it, so the loading state can be observed. */
function createPendingLoads() {
  const pending: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => pending.push(resolve)),
    releaseAll: () => pending.splice(0).forEach((resolve) => resolve()),
  };
}

function AsyncComboBox({ loads }: { loads: ReturnType<typeof createPendingLoads> }) {
  const list = useAsyncList<Retailer>({
    async load({ filterText = '' }) {
      await loads.wait();
      return {
        items: retailers.filter((r) => r.name.toLowerCase().includes(filterText.toLowerCase())),
      };
    },
  });
  return (
    <ComboBox
      label="Retailer"
      items={list.items}
      inputValue={list.filterText}
      onInputChange={list.setFilterText}
      isLoading={list.isLoading}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </ComboBox>
  );
}

describe('ComboBox', () => {
  describe('filtering', () => {
    it('suggests matching items and reports the chosen key', async () => {
      const onChange = vi.fn();
      render(<StaticComboBox onChange={onChange} />);
      const input = screen.getByRole('combobox', { name: 'Retailer' });
      await userEvent.type(input, 'Ac');
      const options = screen.getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Acme Furniture',
        'Acorn Cycles',
      ]);
      await userEvent.click(screen.getByRole('option', { name: 'Acorn Cycles' }));
      expect(onChange).toHaveBeenCalledWith(3);
      expect(input).toHaveValue('Acorn Cycles');
    });

    it('says "No results" when nothing matches', async () => {
      render(<StaticComboBox />);
      await userEvent.type(screen.getByRole('combobox'), 'zzz');
      expect(screen.getByRole('listbox')).toHaveTextContent('No results');
      expect(screen.queryByRole('option', { name: /Acme|Beds|Acorn/ })).not.toBeInTheDocument();
    });
  });

  describe('isLoading', () => {
    it('shows a spinner while items load, then the loaded items', async () => {
      const loads = createPendingLoads();
      render(<AsyncComboBox loads={loads} />);
      expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
      await act(async () => loads.releaseAll());
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

      await userEvent.type(screen.getByRole('combobox', { name: 'Retailer' }), 'Beds');
      // The open list hides the rest of the page from assistive technology, hence hidden: true.
      expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute(
        'aria-label',
        'Loading…',
      );
      await act(async () => loads.releaseAll());
      expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Beds Direct',
      ]);
    });
  });

  describe('empty while loading', () => {
    it('says "Loading…" in the list before the first items arrive, then "No results"', async () => {
      const loads = createPendingLoads();
      render(<AsyncComboBox loads={loads} />);
      await userEvent.type(screen.getByRole('combobox'), 'zzz');
      expect(screen.getByRole('listbox')).toHaveTextContent('Loading…');
      await act(async () => loads.releaseAll());
      expect(screen.getByRole('listbox')).toHaveTextContent('No results');
    });
  });

  describe('errorMessage', () => {
    it('describes the invalid input', () => {
      render(
        <ComboBox
          label="Retailer"
          defaultItems={retailers}
          isInvalid
          errorMessage="Choose a retailer"
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </ComboBox>,
      );
      const input = screen.getByRole('combobox', { name: 'Retailer' });
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Choose a retailer');
    });
  });
});
