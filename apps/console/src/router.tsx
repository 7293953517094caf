import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { ResetRequestPage } from './pages/ResetRequestPage';
import { RouteGuard } from './session/RouteGuard';

/** Lets react-aria links and menu items navigate through the router. */
function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to) => void navigate(to)} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

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
            lazy: () =>
              import('./pages/PasswordSetPage').then(({ PasswordSetPage }) => ({
                element: <PasswordSetPage mode="reset" />,
              })),
          },
          {
            path: 'password-creation/:token/',
            lazy: () =>
              import('./pages/PasswordSetPage').then(({ PasswordSetPage }) => ({
                element: <PasswordSetPage mode="creation" />,
              })),
          },
          {
            // The shell loads after sign-in, so the sign-in screen stays small.
            lazy: () => import('./shell/Shell').then(({ Shell }) => ({ Component: Shell })),
            children: [
              {
                index: true,
                lazy: () =>
                  import('./pages/DashboardPage').then(({ DashboardPage }) => ({
                    Component: DashboardPage,
                  })),
              },
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
