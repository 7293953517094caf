// First, before any module checks a value against a schema.
import './zodWithoutEval';
import {
  createBackofficeQueryClient,
  ErrorBannerChannel,
  ErrorBannerProvider,
} from '@backoffice/api-client';
import { ToastProvider } from '@backoffice/ui';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { lazyComponent } from './lazyComponent';
import './shell/document.css';
import { routes } from './router';
import { GhostWindowGate } from './merchants/ghost/GhostWindowGate';
import { useCurrentUser, useNavigationSections } from './session/queries';
import { SessionProvider, useSession } from './session/SessionProvider';
import { BrandedTheme } from './shell/BrandedTheme';
import { ThemePreferenceProvider } from './shell/ThemePreference';

const IdleWarning = lazyComponent(() => import('./session/IdleWarning'), 'IdleWarning');

/** The idle warning's dialog loads once someone has signed in: the sign-in screen never needs it. */
function IdleWarningWhileSignedIn() {
  return useSession().session ? <IdleWarning /> : null;
}

/**
 * Asks for the navigation and the signed-in user as soon as there is a session. Every page's guard
 * waits for the navigation, and the router renders nothing until the page's code has loaded, so
 * asked from the guard they would wait for that code (docs/adr/0083).
 */
function SignedInEssentials() {
  useNavigationSections();
  useCurrentUser();
  return null;
}

function SessionTheme({ children }: { children: ReactNode }) {
  const { serviceUserDefaults } = useSession();
  return (
    <BrandedTheme serviceUserDefaults={serviceUserDefaults}>
      <ToastProvider>{children}</ToastProvider>
    </BrandedTheme>
  );
}

/**
 * The console's query cache and the error banner it reports to: every failed call reaches the
 * banner except those whose screen shows the error itself and bypass it (docs/adr/0009).
 */
export function createConsoleQueries(): {
  queryClient: QueryClient;
  errorBanner: ErrorBannerChannel;
} {
  const errorBanner = new ErrorBannerChannel();
  const queryClient = createBackofficeQueryClient({ errorBanner });
  return { queryClient, errorBanner };
}

/**
 * Query cache, error banner, session and the chosen, branded theme: everything a route needs above
 * the router.
 */
export function AppProviders({
  queryClient,
  errorBanner,
  children,
}: {
  queryClient: QueryClient;
  /** The channel `queryClient` reports failed calls to; a silent one when it reports to none. */
  errorBanner?: ErrorBannerChannel;
  children: ReactNode;
}) {
  const [silentBanner] = useState(() => new ErrorBannerChannel());
  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBannerProvider channel={errorBanner ?? silentBanner}>
        <SessionProvider>
          <ThemePreferenceProvider>
            <SessionTheme>
              <GhostWindowGate>{children}</GhostWindowGate>
              <SignedInEssentials />
              <IdleWarningWhileSignedIn />
            </SessionTheme>
          </ThemePreferenceProvider>
        </SessionProvider>
      </ErrorBannerProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [{ queryClient, errorBanner }] = useState(createConsoleQueries);
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => {
    // An old hash link (#/settlements/history/1) followed while the console is open changes only
    // the fragment, so the page is not loaded again and main.tsx does not see it.
    const followHashLink = () => {
      if (window.location.hash.startsWith('#/')) {
        void router.navigate(window.location.hash.slice(1), { replace: true });
      }
    };
    window.addEventListener('hashchange', followHashLink);
    return () => window.removeEventListener('hashchange', followHashLink);
  }, [router]);
  return (
    <AppProviders queryClient={queryClient} errorBanner={errorBanner}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
