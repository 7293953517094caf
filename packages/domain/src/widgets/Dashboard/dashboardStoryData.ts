import type { Announcement } from './AnnouncementsWidget';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();

/** Announcements for stories, dated relative to now so their ages read the same every run. */
export function storyAnnouncements(): Announcement[] {
  return [
    {
      announcement_id: 3,
      title: 'Orbit Finance joins the lender panel',
      content:
        'Applications for Orbit Finance products can be submitted from Monday.\nTraining material is on the documentation site.',
      url: 'https://example.com/news/orbit-finance',
      created_at: hoursAgo(3),
    },
    {
      announcement_id: 2,
      title: 'Scheduled maintenance',
      content: 'The console will be unavailable on Sunday between 02:00 and 03:00.',
      url: null,
      created_at: hoursAgo(50),
    },
    {
      announcement_id: 1,
      title: 'Settlement reports now refresh every minute',
      content: 'No need to reload the page to see new files.',
      url: 'https://example.com/news/settlement',
      created_at: hoursAgo(24 * 40),
    },
  ];
}
