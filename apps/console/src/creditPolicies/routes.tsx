import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const CreditPolicyCrumb = lazyComponent(() => import('./CreditPolicyCrumb'), 'CreditPolicyCrumb');

// The spec puts no permission check on the policy routes; the server enforces 200:8.
export const creditPolicyRoutes: RouteObject = list(
  'credit-policies/',
  'Credit Policies',
  lazyPage(() => import('./CreditPoliciesPage'), 'CreditPoliciesPage'),
  [
    page(
      'new/',
      'unsaved',
      lazyPage(() => import('./CreditPolicyCreatePage'), 'CreditPolicyCreatePage'),
    ),
    page(
      ':policyId/',
      <CreditPolicyCrumb />,
      lazyPage(() => import('./CreditPolicyDetailPage'), 'CreditPolicyDetailPage'),
    ),
  ],
);
