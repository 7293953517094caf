import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
});
