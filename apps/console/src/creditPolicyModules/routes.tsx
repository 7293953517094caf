import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const ModuleCrumb = lazyComponent(() => import('./ModuleCrumb'), 'ModuleCrumb');

// The spec gives the module routes no permission check; the server enforces 200:8.
export const creditPolicyModuleRoutes: RouteObject = list(
  'credit-policy-modules/',
  'Credit Policy Modules',
  lazyPage(() => import('./CreditPolicyModulesPage'), 'CreditPolicyModulesPage'),
  [
    page(
      'new/',
      'New Module',
      lazyPage(() => import('./NewCreditPolicyModulePage'), 'NewCreditPolicyModulePage'),
    ),
    page(
      ':moduleId/',
      <ModuleCrumb />,
      lazyPage(() => import('./CreditPolicyModulePage'), 'CreditPolicyModulePage'),
    ),
  ],
);
