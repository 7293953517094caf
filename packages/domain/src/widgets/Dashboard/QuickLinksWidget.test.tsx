import { makeNavigationSection } from '@backoffice/api-client/mocks';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuickLinksWidget } from './QuickLinksWidget';

const hrefOf = (url: string) => `/${url}/`;

describe('QuickLinksWidget', () => {
  it('links to every page of every section, in the navigation order', () => {
    render(
      <QuickLinksWidget
        hrefOf={hrefOf}
        sections={[
          makeNavigationSection(),
          makeNavigationSection({
            label: 'Merchants',
            navigation_items: [
              { label: 'Merchants', url: 'merchants' },
              { label: 'Rate Cards', url: 'rate-cards' },
            ],
          }),
        ]}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Credit Applications',
      'Merchants',
      'Rate Cards',
    ]);
    expect(screen.getByRole('link', { name: 'Rate Cards' })).toHaveAttribute(
      'href',
      '/rate-cards/',
    );
  });

  it('says so when the navigation offers no page', () => {
    render(<QuickLinksWidget hrefOf={hrefOf} sections={[]} />);
    expect(screen.getByText('No pages to link to.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a spinner while the navigation loads', () => {
    render(<QuickLinksWidget hrefOf={hrefOf} isLoading />);
    expect(screen.getByRole('progressbar', { name: 'Loading quick links' })).toBeInTheDocument();
  });
});
