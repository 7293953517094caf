import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const CreditApplicationCrumb = lazyComponent(
  () => import('./CreditApplicationCrumb'),
  'CreditApplicationCrumb',
);

export const creditApplicationRoutes: RouteObject = list(
  'credit-app/',
  'Credit Applications',
  lazyPage(() => import('./CreditApplicationsPage'), 'CreditApplicationsPage'),
  [
    page(
      ':creditAppId/',
      <CreditApplicationCrumb />,
      lazyPage(() => import('./CreditApplicationPage'), 'CreditApplicationPage'),
    ),
  ],
);
