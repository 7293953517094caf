import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const ApprovalCrumb = lazyComponent(() => import('./ApprovalCrumb'), 'ApprovalCrumb');

// Four-eyes approval: in the navigation with 200:40, which the server enforces.
export const approvalRoutes: RouteObject = list(
  'approvals/',
  'Approvals',
  lazyPage(() => import('./ApprovalsPage'), 'ApprovalsPage'),
  [
    page(
      ':approvalId/',
      <ApprovalCrumb />,
      lazyPage(() => import('./ApprovalRequestPage'), 'ApprovalRequestPage'),
    ),
  ],
);
