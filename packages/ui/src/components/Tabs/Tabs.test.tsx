import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const items = [
  { id: 'a', label: 'Customer', content: 'Customer panel' },
  { id: 'b', label: 'Notes', count: 4, content: 'Notes panel' },
  { id: 'c', label: 'Rules', isDisabled: true, content: 'Rules panel' },
];

describe('Tabs', () => {
  it('shows the first panel and the counts', () => {
    render(<Tabs aria-label="Details" items={items} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Customer panel');
    expect(screen.getByRole('tab', { name: /^Notes\s*4$/ })).toBeInTheDocument();
  });

  it('moves with the arrow keys and reports the selection', async () => {
    const onSelectionChange = vi.fn();
    render(<Tabs aria-label="Details" items={items} onSelectionChange={onSelectionChange} />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Notes panel');
    expect(onSelectionChange).toHaveBeenLastCalledWith('b');
  });

  it('cannot select a disabled tab', async () => {
    render(<Tabs aria-label="Details" items={items} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Customer panel');
  });

  describe('when the tabs do not fit', () => {
    const { scrollBy: originalScrollBy } = HTMLElement.prototype;
    afterEach(() => {
      vi.restoreAllMocks();
      HTMLElement.prototype.scrollBy = originalScrollBy;
    });

    it('offers a button, out of the tab order, that scrolls the hidden tabs into view', async () => {
      // jsdom lays nothing out: the tab list is 200 wide and holds 600 of tabs.
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
      const scrollBy = vi.fn();
      HTMLElement.prototype.scrollBy = scrollBy;
      render(<Tabs aria-label="Details" items={items} />);
      expect(screen.queryByRole('button', { name: 'Show earlier tabs' })).toBeNull();
      const later = screen.getByRole('button', { name: 'Show later tabs' });
      expect(later).toHaveAttribute('tabindex', '-1');
      await userEvent.click(later);
      expect(scrollBy).toHaveBeenCalledWith({ left: 150 });
    });

    it('shows no scroll buttons when they fit', () => {
      render(<Tabs aria-label="Details" items={items} />);
      expect(screen.queryByRole('button')).toBeNull();
    });
  });
});
