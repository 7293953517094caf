import { hasSessionHint } from '@backoffice/domain/model';
import { GuestScreenLoading } from '@backoffice/domain/widgets';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  Navigate,
  Outlet,
  matchRoutes,
  useHref,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { approvalRoutes } from './approvals/routes';
import { creditApplicationRoutes } from './creditApplications/routes';
import { creditPolicyRoutes } from './creditPolicies/routes';
import { creditPolicyModuleRoutes } from './creditPolicyModules/routes';
import { documentRoutes } from './documents/routes';
import { lazyComponent } from './lazyComponent';
import { merchantRoutes } from './merchants/routes';
import { ResetRequestPage } from './pages/ResetRequestPage';
import { rateCardRoutes } from './rateCards/routes';
import { lazyPage, page } from './routeBuilders';
import { tokenStore } from './session/api';
import { RouteGuard } from './session/RouteGuard';
import { settlementRoutes } from './settlements/routes';
import { toolRoutes } from './tools/routes';
import { userManagementRoutes } from './userManagement/routes';
import { watchListRoutes } from './watchList/routes';
import { workQueueRoutes } from './queues/routes';
import { auditRoutes } from './audit/routes';

// The shell loads after sign-in, so the sign-in screen stays small.
const Shell = lazyComponent(
  () => import('./shell/Shell'),
  'Shell',
  <GuestScreenLoading label="Loading the console" />,
);
// A component rather than a lazy route: '/' also shows the sign-in screen (docs/adr/0028).
const DashboardPage = lazyComponent(() => import('./dashboard/DashboardPage'), 'DashboardPage');

// A window with a session, or restoring one, shows the shell next: its code loads beside the
// session's restore and the page's chunk rather than after them (docs/adr/0056), and so does the
// dashboard's at the root.
if (tokenStore.read() !== null || hasSessionHint(document.cookie)) {
  void Shell.preload();
  if (window.location.pathname === '/') void DashboardPage.preload();
}

/** Lets react-aria links and menu items navigate through the router. */
function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

/** The pages inside the shell: only those whose features exist. */
const shellRoutes: RouteObject[] = [
  { index: true, Component: DashboardPage },
  userManagementRoutes,
  creditApplicationRoutes,
  watchListRoutes,
  rateCardRoutes,
  ...merchantRoutes,
  settlementRoutes,
  toolRoutes,
  workQueueRoutes,
  auditRoutes,
  // Every signed-in user may search; the server decides what each one finds.
  page(
    'search/',
    'Search results',
    lazyPage(() => import('./search/SearchResultsPage'), 'SearchResultsPage'),
  ),
  // Every signed-in user has their own exports; the server answers only theirs.
  page(
    'exports/',
    'Exports',
    lazyPage(() => import('./exports/ExportsPage'), 'ExportsPage'),
  ),
  creditPolicyModuleRoutes,
  documentRoutes,
  approvalRoutes,
  creditPolicyRoutes,
];

/**
 * Only routes whose features exist are declared; every other path falls to the catch-all and
 * leads home, as the specification does for unknown paths.
 */
export const routes: RouteObject[] = [
  {
    element: <AriaRouting />,
    children: [
      {
        element: <RouteGuard />,
        children: [
          { path: 'reset-password/', element: <ResetRequestPage /> },
          {
            path: 'reset-password/:token/',
            lazy: lazyPage(() => import('./pages/PasswordSetPage'), 'PasswordSetPage', {
              mode: 'reset',
            }),
          },
          {
            path: 'password-creation/:token/',
            lazy: lazyPage(() => import('./pages/PasswordSetPage'), 'PasswordSetPage', {
              mode: 'creation',
            }),
          },
          { Component: Shell, children: shellRoutes },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the page at `path` without going there, for a link the user points at or
 * focuses: by the click, its chunks are in, and the click's task no longer adds a preload link
 * for each of them (ADR 0086). The router loads the same modules again when it goes there.
 */
export function preloadRoute(path: string) {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    // A chunk that fails here is asked for again on the click, which reports the failure.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
