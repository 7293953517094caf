import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs every package's checks at once on two cores: give findBy* and waitFor time to settle.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => cleanup());
