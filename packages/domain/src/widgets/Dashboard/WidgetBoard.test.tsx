import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetColumns } from '../../model/dashboard';
import { WidgetBoard } from './WidgetBoard';

/**
 * jsdom lays nothing out, and dnd-kit's keyboard sensor moves between measured boxes: give the
 * board's columns and widgets the boxes a browser would (columns 600 px apart, rows 300 px).
 */
function layOutBoard() {
  const original = Element.prototype.getBoundingClientRect;
  const box = (left: number, top: number, width: number, height: number) =>
    ({
      left,
      top,
      width,
      height,
      x: left,
      y: top,
      right: left + width,
      bottom: top + height,
      toJSON: () => ({}),
    }) as DOMRect;
  const columnIndex = (element: Element | null) => {
    const board = element?.parentElement;
    if (!element || board?.getAttribute('role') !== 'group') return -1;
    return Array.from(board.children).indexOf(element);
  };
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const asColumn = columnIndex(this);
    if (asColumn >= 0) return box(asColumn * 600, 0, 500, 2000);
    const parentColumn = columnIndex(this.parentElement);
    if (this.tagName === 'LI' && parentColumn >= 0) {
      const row = Array.from(this.parentElement?.children ?? []).indexOf(this);
      return box(parentColumn * 600, row * 300, 500, 250);
    }
    return original.call(this);
  });
}

/** The widgets of a column in order, by their regions' accessible names. */
const widgetsIn = (column: HTMLElement) =>
  within(column)
    .getAllByRole('button', { name: /^Move / })
    .map((button) => button.getAttribute('aria-label')?.replace(/^Move /, ''));

const columns: WidgetColumns = [['announcements', 'recently_viewed'], ['quick_links']];

function renderBoard(props: Partial<Parameters<typeof WidgetBoard>[0]> = {}) {
  const onChange = vi.fn();
  render(
    <WidgetBoard
      columns={columns}
      renderWidget={(name) => <p>Body of {name}</p>}
      onChange={onChange}
      {...props}
    />,
  );
  return { onChange };
}

describe('WidgetBoard', () => {
  beforeEach(layOutBoard);
  afterEach(() => vi.restoreAllMocks());

  describe('columns', () => {
    it('shows each column as a list of titled widgets', () => {
      renderBoard();
      const left = screen.getByRole('list', { name: 'Column 1' });
      const right = screen.getByRole('list', { name: 'Column 2' });
      expect(widgetsIn(left)).toEqual(['Announcements', 'Recently Viewed']);
      expect(within(left).getByRole('heading', { name: 'Announcements' })).toBeInTheDocument();
      expect(within(right).getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
      expect(screen.getByText('Body of quick_links')).toBeInTheDocument();
    });

    it('keeps a place to drop into when a column is empty', () => {
      renderBoard({ columns: [['announcements'], []] });
      expect(screen.getByText('Column 2 is empty. Move a widget here.')).toBeInTheDocument();
    });

    it('names each widget region by its label', () => {
      renderBoard();
      expect(screen.getByRole('region', { name: 'Recently Viewed' })).toBeInTheDocument();
    });
  });

  describe('removing', () => {
    it('offers Remove only on removable widgets', () => {
      renderBoard();
      expect(screen.queryByRole('button', { name: 'Remove Announcements' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove Quick Links' })).toBeInTheDocument();
    });

    it('keeps account details while they are missing', () => {
      renderBoard({ columns: [['account_details'], []], needsDetails: true });
      expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    });

    it('calls onChange without the removed widget', async () => {
      const { onChange } = renderBoard();
      await userEvent.click(screen.getByRole('button', { name: 'Remove Recently Viewed' }));
      expect(onChange).toHaveBeenCalledWith([['announcements'], ['quick_links']]);
    });
  });

  describe('moving with the keyboard', () => {
    it('explains the keys to assistive technology', () => {
      renderBoard();
      const handle = screen.getByRole('button', { name: 'Move Announcements' });
      const description = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
      expect(description).toHaveTextContent(/press Space or Enter on its Move button/);
    });

    it('moves a widget down its column: Space, ArrowDown, Space', async () => {
      const { onChange } = renderBoard();
      const user = userEvent.setup();
      screen.getByRole('button', { name: 'Move Announcements' }).focus();
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Picked up Announcements, in column 1, position 1.',
        ),
      );
      await user.keyboard('[ArrowDown]');
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(onChange).toHaveBeenCalledWith([
          ['recently_viewed', 'announcements'],
          ['quick_links'],
        ]),
      );
    });

    it('moves a widget to the other column: Space, ArrowRight, Space', async () => {
      const { onChange } = renderBoard();
      const user = userEvent.setup();
      screen.getByRole('button', { name: 'Move Announcements' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowRight]');
      // Where it would land: the top of column 2, above the widget it is over.
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Announcements is over column 2, position 1.',
        ),
      );
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(
          'Announcements was dropped in column 2, position 1.',
        ),
      );
      await waitFor(() =>
        expect(onChange).toHaveBeenCalledWith([
          ['recently_viewed'],
          ['announcements', 'quick_links'],
        ]),
      );
    });

    it('leaves the board as it was on Escape', async () => {
      const { onChange } = renderBoard();
      const user = userEvent.setup();
      screen.getByRole('button', { name: 'Move Announcements' }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowRight]');
      await user.keyboard('[Escape]');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(/Moving Announcements was cancelled/),
      );
      expect(onChange).not.toHaveBeenCalled();
      expect(widgetsIn(screen.getByRole('list', { name: 'Column 1' }))).toEqual([
        'Announcements',
        'Recently Viewed',
      ]);
    });
  });
});
