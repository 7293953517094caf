import { configure } from '@testing-library/react';

// CI runs every package's checks at once on two cores: give waitFor time to settle.
configure({ asyncUtilTimeout: 30_000 });
