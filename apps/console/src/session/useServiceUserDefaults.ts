import {
  getServiceUserDefaultsByHost,
  type BackofficeClient,
  type ServiceUserDefault,
} from '@backoffice/api-client';
import { useCallback, useEffect, useState } from 'react';
import { readServiceUserDefaults, writeServiceUserDefaults } from './sessionStorage';

/**
 * The branding defaults of the service user (logo, footer): those of the last session until the
 * host or a sign-in tells whose they are now.
 */
export function useServiceUserDefaults(client: BackofficeClient, isSignedOut: boolean) {
  const [serviceUserDefaults, setServiceUserDefaults] = useState(readServiceUserDefaults);

  const rememberDefaults = useCallback((entries: ServiceUserDefault[]) => {
    const defaults = Object.fromEntries(
      entries.map((entry) => [entry.default_key, entry.default_value]),
    );
    writeServiceUserDefaults(defaults);
    setServiceUserDefaults(defaults);
  }, []);

  useEffect(() => {
    if (!isSignedOut) return;
    // Before sign-in the host tells whose branding to show; without an answer the last is kept.
    getServiceUserDefaultsByHost(client, window.location.hostname)
      .then((entries) => {
        if (entries.length > 0) rememberDefaults(entries);
      })
      .catch(() => undefined);
  }, [isSignedOut, client, rememberDefaults]);

  return { serviceUserDefaults, rememberDefaults };
}
