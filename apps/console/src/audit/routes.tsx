import type { RouteObject } from 'react-router-dom';
import { lazyPage, list, page } from '../routeBuilders';

// The trail needs its navigation entry (200:50); a subject access view only a token, since a
// data-protection officer may hold 200:51 alone. The server enforces both (ADR 0066).
export const auditRoutes: RouteObject = list(
  'audit/',
  'Audit Trail',
  lazyPage(() => import('./AuditTrailPage'), 'AuditTrailPage'),
  [
    page(
      'consumers/:consumerId/',
      'Subject access',
      lazyPage(() => import('./SubjectAccessPage'), 'SubjectAccessPage'),
    ),
  ],
);
