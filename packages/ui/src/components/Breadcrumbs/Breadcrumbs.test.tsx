import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { id: 'home', label: 'Dashboard', href: '/' },
  { id: 'list', label: 'Merchants', href: '/merchants/' },
  { id: 'detail', label: 'Acme Ltd' },
];

describe('Breadcrumbs', () => {
  it('sits in a navigation landmark named Breadcrumb (WAI-ARIA breadcrumb pattern)', () => {
    render(<Breadcrumbs items={items} />);
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toContainElement(
      screen.getByRole('list'),
    );
  });

  it('links every entry but the last, which is the current page', () => {
    render(<Breadcrumbs items={items} />);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Merchants']);
    expect(links[0]).toHaveAttribute('href', '/');
    expect(within(trail).getByText('Acme Ltd')).toHaveAttribute('aria-current', 'page');
  });
});
