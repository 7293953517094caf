import { ThemeProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './App.css';
import { routes } from './router';
import { GhostWindowGate } from './merchants/ghost/GhostWindowGate';
import { IdleWarning } from './session/IdleWarning';
import { SessionProvider, useSession } from './session/SessionProvider';

function BrandedTheme({ children }: { children: ReactNode }) {
  const { serviceUserDefaults } = useSession();
  const branding = useMemo(
    () => ({
      logoUrl: serviceUserDefaults.RETAILER_LOGO,
      faviconUrl: serviceUserDefaults.FAVICON,
    }),
    [serviceUserDefaults],
  );
  return <ThemeProvider branding={branding}>{children}</ThemeProvider>;
}

/** Query cache, session and branded theme: everything a route needs above the router. */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <BrandedTheme>
          <GhostWindowGate>{children}</GhostWindowGate>
          <IdleWarning />
        </BrandedTheme>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(() => new QueryClient());
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
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
