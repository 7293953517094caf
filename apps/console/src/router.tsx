import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { DashboardPage } from './pages/DashboardPage';
import { PasswordSetPage } from './pages/PasswordSetPage';
import { ResetRequestPage } from './pages/ResetRequestPage';
import { RouteGuard } from './session/RouteGuard';
import { Shell } from './shell/Shell';

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
          { path: 'reset-password/:token/', element: <PasswordSetPage mode="reset" /> },
          { path: 'password-creation/:token/', element: <PasswordSetPage mode="creation" /> },
          {
            element: <Shell />,
            children: [{ index: true, element: <DashboardPage /> }],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
];
