import { useEffect, useState } from 'react';
import { createApiClient } from '@backoffice/api-client';
import { Spinner } from '@backoffice/ui';

const client = createApiClient();

/** Shows whether the API server answers; replaced by the sign-in screen once sessions land. */
export function HealthStatus() {
  const [state, setState] = useState<'loading' | 'ok' | 'down'>('loading');
  useEffect(() => {
    client.GET('/health').then(
      ({ data }) => setState(data?.status === 'ok' ? 'ok' : 'down'),
      () => setState('down'),
    );
  }, []);
  if (state === 'loading') return <Spinner aria-label="Checking the API server" />;
  return <p role="status">{state === 'ok' ? 'API server ready.' : 'API server unavailable.'}</p>;
}
