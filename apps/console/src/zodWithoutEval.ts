import { config } from 'zod';

// The console's Content-Security-Policy allows no eval. Left to itself, zod probes for eval with
// `new Function('')` on the first object it checks (a violation the browser reports, which
// Lighthouse counts against Best Practices) and, where eval works, compiles object checks with it.
config({ jitless: true });
