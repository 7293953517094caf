import { http, HttpResponse } from 'msw';

/** Navigation of the read-only demo user: credit applications and merchants only. */
export const viewerNavigation = {
  navigation_sections: [
    {
      label: 'Applications',
      items: [{ label: 'Credit Applications', url: 'credit-app' }],
    },
    { label: 'Merchants', items: [{ label: 'Merchants', url: 'merchants' }] },
  ],
};

export const sessionHandlers = [
  http.get('*/api/navigation', () => HttpResponse.json(viewerNavigation)),
  http.get('*/api/backoffice/users/:userId', ({ params }) =>
    HttpResponse.json({
      id: Number(params.userId),
      username: 'viewer',
      first_name: 'Vera',
      last_name: 'Viewer',
      email: 'vera@example.co.uk',
      mobile: '07700900123',
    }),
  ),
  http.get('*/api/service-users/:id', () =>
    HttpResponse.json({
      id: 1,
      service_user_default: [{ default_key: 'SERVICE_USER_FOOTER', default_value: 'Demo Finance' }],
    }),
  ),
];
