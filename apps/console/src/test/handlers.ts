import { defaultLayout } from '@backoffice/domain/model';
import {
  announcementsHandlers,
  browsingHistoryHandlers,
  guestHandlers as guestHandlersFor,
  makeUser,
  sessionHandlers as sessionHandlersFor,
  widgetsHandlers,
} from '@backoffice/api-client/mocks';

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
export const guestHandlers = guestHandlersFor();

/**
 * The read-only demo user signed in, with the dashboard of a user who never changed it: default
 * widgets, nothing announced yet, nothing viewed yet.
 */
export const sessionHandlers = [
  ...widgetsHandlers(null, defaultLayout()),
  ...announcementsHandlers([]),
  ...browsingHistoryHandlers([]),
  ...sessionHandlersFor({
    user: makeUser({ username: 'viewer', email: 'vera@example.co.uk' }),
    navigation: viewerNavigation.navigation_sections,
  }),
];

/** The signed-in user of `sessionHandlers`, holding the given permissions. */
function sessionHandlersHolding(...permissions: { category_id: number; rule_id: number }[]) {
  return sessionHandlersFor({
    user: makeUser({
      username: 'viewer',
      email: 'vera@example.co.uk',
      group: { group_id: 1, group_name: 'Administrators', permissions },
    }),
    navigation: viewerNavigation.navigation_sections,
  });
}

/** The signed-in user of `sessionHandlers` holding the credit policy permission (200:8). */
export const policyAuthorHandlers = sessionHandlersHolding({ category_id: 200, rule_id: 8 });

/** The signed-in user of `sessionHandlers` allowed to read fraud information (100:14). */
export const fraudReaderHandlers = sessionHandlersHolding({ category_id: 100, rule_id: 14 });
