import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetApiClient } from '../session/api';

// CI runs every package's checks at once on two cores: give findBy* and waitFor time to settle,
// including a first render that loads the lazy route modules cold.
configure({ asyncUtilTimeout: 45_000 });

afterEach(() => {
  cleanup();
  // A request a test left hanging must not answer the next test's identical request.
  resetApiClient();
  localStorage.clear();
  sessionStorage.clear();
});
