import { GuestScreenLoading } from '@backoffice/domain/widgets';
import { guardRoute } from '@backoffice/domain/model';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { SignInPage, type SignInLocationState } from '../pages/SignInPage';
import { useNavigationSections } from './queries';
import { useSession } from './SessionProvider';

/**
 * Applies the domain route rules (platform-shell.md sections 2.1 and 6) to the current location.
 * Signed out, the root shows the sign-in screen; any other guarded path goes to the root and is
 * remembered as the target to return to after sign-in.
 */
export function RouteGuard() {
  const location = useLocation();
  const { session, isRestoring } = useSession();
  const navigation = useNavigationSections();
  const navigationUrls = navigation.data?.flatMap((section) =>
    section.navigation_items.map((item) => item.url),
  );
  const decision = guardRoute({
    path: location.pathname,
    hasToken: session !== null,
    navigationUrls,
  });

  // After a reload the window asks the refresh cookie for its session before deciding anything.
  if (isRestoring) {
    return <GuestScreenLoading label="Restoring your session" />;
  }
  switch (decision.kind) {
    case 'allow':
      return <Outlet />;
    case 'wait':
      return <GuestScreenLoading label="Loading permissions" />;
    case 'redirect': {
      if (decision.reason === 'login') {
        if (location.pathname === '/') return <SignInPage />;
        const state: SignInLocationState = { from: location.pathname + location.search };
        return <Navigate to="/" replace state={state} />;
      }
      const search = decision.reason === 'normalise' ? location.search : '';
      return <Navigate to={decision.to + search} replace state={location.state} />;
    }
  }
}
