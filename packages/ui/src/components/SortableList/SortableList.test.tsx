import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './SortableList';
import { useListKeys } from './useListKeys';

/**
 * jsdom lays nothing out; dnd-kit's keyboard moves measure the items. Give each item of an
 * ordered list the box a browser would, 100 px per row.
 */
function layOutLists() {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName !== 'LI' || this.parentElement?.tagName !== 'OL') return original.call(this);
    const top = Array.from(this.parentElement.children).indexOf(this) * 100;
    return {
      left: 0,
      top,
      width: 600,
      height: 80,
      x: 0,
      y: top,
      right: 600,
      bottom: top + 80,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

afterEach(() => vi.restoreAllMocks());

const stages = [
  { id: 'a', name: 'Affordability' },
  { id: 'b', name: 'Fraud screen' },
  { id: 'c', name: 'Bureau score' },
];

function Stages({
  isDisabled,
  onMove = () => {},
}: {
  isDisabled?: boolean;
  onMove?: (from: number, to: number) => void;
}) {
  const [items, setItems] = useState(stages);
  return (
    <SortableList
      aria-label="Stages"
      items={items}
      getKey={(item) => item.id}
      getLabel={(item) => item.name}
      isDisabled={isDisabled}
      onMove={(from, to) => {
        onMove(from, to);
        setItems((current) => {
          const next = [...current];
          const [moved] = next.splice(from, 1);
          next.splice(to, 0, moved!);
          return next;
        });
      }}
    >
      {(item, { index, dragHandle }) => (
        <>
          {dragHandle}
          <span>
            {index + 1}. {item.name}
          </span>
        </>
      )}
    </SortableList>
  );
}

const itemTexts = () =>
  within(screen.getByRole('list', { name: 'Stages' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('⠿', ''));

describe('SortableList', () => {
  it('renders an ordered list named by aria-label, one item each', () => {
    render(<Stages />);
    expect(itemTexts()).toEqual(['1. Affordability', '2. Fraud screen', '3. Bureau score']);
  });

  describe('keyboard', () => {
    it('moves an item down: Space, ArrowDown, Space, and keeps focus on its handle', async () => {
      layOutLists();
      const onMove = vi.fn();
      render(<Stages onMove={onMove} />);
      screen.getByRole('button', { name: 'Move Affordability' }).focus();
      await userEvent.keyboard('[Space]');
      await userEvent.keyboard('[ArrowDown]');
      await userEvent.keyboard('[Space]');
      await waitFor(() => expect(onMove).toHaveBeenCalledWith(0, 1));
      expect(itemTexts()).toEqual(['1. Fraud screen', '2. Affordability', '3. Bureau score']);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Move Affordability' })).toHaveFocus(),
      );
    });

    it('puts the item back on Escape', async () => {
      layOutLists();
      const onMove = vi.fn();
      render(<Stages onMove={onMove} />);
      screen.getByRole('button', { name: 'Move Fraud screen' }).focus();
      await userEvent.keyboard('[Space]');
      await userEvent.keyboard('[ArrowUp]');
      await userEvent.keyboard('[Escape]');
      expect(onMove).not.toHaveBeenCalled();
      expect(itemTexts()[1]).toBe('2. Fraud screen');
    });

    it('announces the lift with the item’s label and position', async () => {
      layOutLists();
      render(<Stages />);
      screen.getByRole('button', { name: 'Move Bureau score' }).focus();
      await userEvent.keyboard('[Space]');
      expect(
        await screen.findByText('Picked up Bureau score, at position 3 of 3.'),
      ).toBeInTheDocument();
      await userEvent.keyboard('[Escape]');
    });
  });

  it('tells a screen reader how to move an item', () => {
    render(<Stages />);
    expect(screen.getByRole('button', { name: 'Move Affordability' })).toHaveAccessibleDescription(
      /press Space or Enter on its Move button/,
    );
  });

  describe('isDisabled', () => {
    it('shows no Move buttons', () => {
      render(<Stages isDisabled />);
      expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
      expect(itemTexts()).toHaveLength(3);
    });
  });
});

describe('useListKeys', () => {
  /** A list held by position, changed together with its keys as a caller would. */
  function Keys({ initialCount }: { initialCount: number }) {
    const [count, setCount] = useState(initialCount);
    const keys = useListKeys(count);
    return (
      <>
        <output>{keys.keys.join(',')}</output>
        <button onClick={() => keys.move(0, 1)}>move</button>
        <button
          onClick={() => {
            keys.remove(0);
            setCount((n) => n - 1);
          }}
        >
          remove
        </button>
        <button
          onClick={() => {
            keys.append();
            setCount((n) => n + 1);
          }}
        >
          append
        </button>
      </>
    );
  }

  const shownKeys = () => screen.getByRole('status').textContent!.split(',');

  it('keeps each key with its item through moves, removals and additions', async () => {
    render(<Keys initialCount={2} />);
    const [first, second] = shownKeys();
    await userEvent.click(screen.getByRole('button', { name: 'move' }));
    expect(shownKeys()).toEqual([second, first]);
    await userEvent.click(screen.getByRole('button', { name: 'remove' }));
    expect(shownKeys()).toEqual([first]);
    await userEvent.click(screen.getByRole('button', { name: 'append' }));
    const [kept, added] = shownKeys();
    expect(kept).toBe(first);
    expect([first, second]).not.toContain(added);
  });

  it('gives fresh keys when the list is replaced from outside with another length', () => {
    function Outside({ count }: { count: number }) {
      return <output>{useListKeys(count).keys.join(',')}</output>;
    }
    const { rerender } = render(<Outside count={2} />);
    const before = shownKeys();
    rerender(<Outside count={3} />);
    const after = shownKeys();
    expect(after).toHaveLength(3);
    expect(after.filter((key) => before.includes(key))).toEqual([]);
  });
});
