import { ThemeProvider, useResolvedTheme } from '@backoffice/ui';
import { useMemo, type ReactNode } from 'react';
import type { ServiceUserDefaults } from '../session/sessionStorage';
import { useThemePreference } from './ThemePreference';

/** The person's chosen theme, branded with the service user's logo and favicon. */
export function BrandedTheme({
  serviceUserDefaults,
  children,
}: {
  serviceUserDefaults: ServiceUserDefaults;
  children: ReactNode;
}) {
  const theme = useResolvedTheme(useThemePreference().preference);
  const branding = useMemo(
    () => ({
      logoUrl: serviceUserDefaults.RETAILER_LOGO,
      faviconUrl: serviceUserDefaults.FAVICON,
    }),
    [serviceUserDefaults],
  );
  return (
    <ThemeProvider theme={theme} branding={branding}>
      {children}
    </ThemeProvider>
  );
}
