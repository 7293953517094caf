import { ThemeProvider } from '@backoffice/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './App.css';
import { routes } from './router';
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
          {children}
          <IdleWarning />
        </BrandedTheme>
      </SessionProvider>
    </QueryClientProvider>
  );
}

export function App() {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
