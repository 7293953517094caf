import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, type JsonBody } from './contract';

type Announcement = components['schemas']['Announcement'];

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    announcement_id: 1,
    title: 'Settlement files now run at 02:00',
    content: 'From Monday the nightly settlement files are generated an hour earlier.',
    url: null,
    created_at: '2025-03-03T09:00:00Z',
    ...overrides,
  };
}

/** The service user's announcements (none by default). */
export function announcementsHandlers(announcements: Announcement[] = []) {
  return [
    http.get(apiUrl('/service-users/{serviceUserId}/announcements'), () =>
      HttpResponse.json<JsonBody<'/service-users/{serviceUserId}/announcements', 'get'>>({
        announcements,
      }),
    ),
  ];
}
