import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RecentlyViewedMenu, RecentlyViewedTabs } from './RecentlyViewed';
import { storyBrowsingHistory } from './recentlyViewedStoryData';

const hrefOf = (kind: string, id: number) =>
  kind === 'retailers' ? `/merchants/${id}/` : `/credit-app/${id}/`;

describe('RecentlyViewedTabs', () => {
  it('lists the merchants under their age groups, newest first', () => {
    render(<RecentlyViewedTabs history={storyBrowsingHistory()} hrefOf={hrefOf} />);
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Today',
      'Yesterday',
      'Earlier',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Today' })).getByRole('link', {
        name: /Acme Bikes Ltd/,
      }),
    ).toHaveAttribute('href', '/merchants/12/');
  });

  it('lists the applications in their own tab', async () => {
    render(<RecentlyViewedTabs history={storyBrowsingHistory()} hrefOf={hrefOf} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Applications' }));
    expect(screen.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute(
      'href',
      '/credit-app/345/',
    );
    expect(screen.queryByRole('link', { name: /Acme Bikes Ltd/ })).not.toBeInTheDocument();
  });

  it('says so when nothing of a kind was viewed', async () => {
    render(<RecentlyViewedTabs history={[]} hrefOf={hrefOf} />);
    expect(screen.getByText('No merchants viewed yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Applications' }));
    expect(screen.getByText('No applications viewed yet.')).toBeInTheDocument();
  });

  it('says while it loads, and why it could not', () => {
    const { rerender } = render(<RecentlyViewedTabs isLoading hrefOf={hrefOf} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(
      <RecentlyViewedTabs errorMessage="The history could not be loaded." hrefOf={hrefOf} />,
    );
    expect(screen.getByText('The history could not be loaded.')).toBeInTheDocument();
  });

  it('tells when a record is opened', async () => {
    const onOpen = vi.fn();
    render(<RecentlyViewedTabs history={storyBrowsingHistory()} hrefOf={hrefOf} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: /Harbour Furniture/ });
    // jsdom does not navigate; the press is what is under test.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledOnce();
  });
});

describe('RecentlyViewedMenu', () => {
  it('opens its dropdown from the button and closes it with Escape, giving focus back', async () => {
    render(<RecentlyViewedMenu history={storyBrowsingHistory()} hrefOf={hrefOf} />);
    const button = screen.getByRole('button', { name: 'Recently viewed' });
    await userEvent.click(button);
    const dropdown = await screen.findByRole('dialog', { name: 'Recently viewed' });
    expect(within(dropdown).getByRole('tab', { name: 'Merchants' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // React Aria gives focus back on a later frame than the one that removes the dialog.
    await waitFor(() => expect(button).toHaveFocus());
  });
});
