import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementsWidget } from './AnnouncementsWidget';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

describe('AnnouncementsWidget', () => {
  describe('announcements', () => {
    it('shows each title, content, link and age', () => {
      render(
        <AnnouncementsWidget
          announcements={[
            {
              announcement_id: 1,
              title: 'New lender',
              content: 'Orbit Finance joins the panel.',
              url: 'https://example.com/orbit',
              created_at: hoursAgo(3),
            },
            {
              announcement_id: 2,
              title: 'Maintenance',
              content: 'Sunday 2am.',
              url: null,
              created_at: hoursAgo(50),
            },
          ]}
        />,
      );
      expect(screen.getAllByRole('listitem')).toHaveLength(2);
      expect(screen.getByRole('link', { name: /^New lender/ })).toHaveAttribute(
        'href',
        'https://example.com/orbit',
      );
      expect(screen.getByText('Orbit Finance joins the panel.')).toBeInTheDocument();
      expect(screen.getByText('3 hours ago')).toBeInTheDocument();
      expect(screen.getByText('Maintenance')).not.toHaveAttribute('href');
      expect(screen.getByText('2 days ago')).toBeInTheDocument();
    });

    it('says No announcements. when there are none', () => {
      render(<AnnouncementsWidget announcements={[]} />);
      expect(screen.getByText('No announcements.')).toBeInTheDocument();
    });
  });

  describe('isLoading', () => {
    it('shows a labelled spinner instead of the list', () => {
      render(<AnnouncementsWidget isLoading />);
      expect(
        screen.getByRole('progressbar', { name: 'Loading announcements' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('No announcements.')).toBeNull();
    });
  });

  describe('errorMessage', () => {
    it('is shown as an alert', () => {
      render(<AnnouncementsWidget errorMessage="Request failed" />);
      expect(screen.getByRole('alert')).toHaveTextContent('Request failed');
    });
  });
});
