import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LinkTabs } from './LinkTabs';

const items = [
  { id: 'users', label: 'Users', href: '/users/' },
  { id: 'groups', label: 'Groups', href: '/groups/', count: 3 },
];

describe('LinkTabs', () => {
  it('is a named navigation landmark of links to each view', () => {
    render(<LinkTabs aria-label="Users and Groups" items={items} selectedKey="users" />);
    const navigation = screen.getByRole('navigation', { name: 'Users and Groups' });
    expect(navigation).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users/');
    expect(screen.getByRole('link', { name: /^Groups\s*3$/ })).toHaveAttribute('href', '/groups/');
  });

  describe('selectedKey', () => {
    it('marks only the selected tab as the current page', () => {
      render(<LinkTabs aria-label="Users and Groups" items={items} selectedKey="groups" />);
      expect(screen.getByRole('link', { name: /Groups/ })).toHaveAttribute('aria-current', 'page');
      expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    });
  });

  it('reaches every tab with the Tab key', async () => {
    render(<LinkTabs aria-label="Users and Groups" items={items} selectedKey="users" />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /Groups/ })).toHaveFocus();
  });
});
