import { http, HttpResponse } from 'msw';

/** Navigation of the read-only demo user: credit applications and merchants only. */
export const viewerNavigation = {
  navigation_sections: [
    {
      label: 'Applications',
      navigation_items: [{ label: 'Credit Applications', url: 'credit-app' }],
    },
    { label: 'Merchants', navigation_items: [{ label: 'Merchants', url: 'merchants' }] },
  ],
};

/** Answers before sign-in: this host has no branding of its own. */
export const guestHandlers = [
  http.get('*/api/service-users/by-host', () => HttpResponse.json({ service_user_default: [] })),
];

export const sessionHandlers = [
  ...guestHandlers,
  // The dashboard of a user who never changed it: default widgets, nothing announced yet.
  http.get('*/api/backoffice/users/:userId/widgets', () =>
    HttpResponse.json(
      { error: { code: 'ERR_NOT_FOUND', message: 'No dashboard layout saved yet.' } },
      { status: 404 },
    ),
  ),
  http.get('*/api/service-users/:id/announcements', () => HttpResponse.json({ announcements: [] })),
  http.get('*/api/backoffice/users/:userId/browsing-history', () =>
    HttpResponse.json({ items: [] }),
  ),
  http.get('*/api/navigation', () => HttpResponse.json(viewerNavigation)),
  http.get('*/api/backoffice/users/:userId', ({ params }) =>
    HttpResponse.json({
      user_id: Number(params.userId),
      username: 'viewer',
      first_name: 'Vera',
      last_name: 'Viewer',
      email: 'vera@example.co.uk',
      mobile: '07700900123',
    }),
  ),
  http.get('*/api/service-users/:id', () =>
    HttpResponse.json({
      service_user_id: 1,
      name: 'Demo Finance',
      service_user_default: [{ default_key: 'SERVICE_USER_FOOTER', default_value: 'Demo Finance' }],
    }),
  ),
];
