import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const SettlementHistoryCrumb = lazyComponent(
  () => import('./SettlementHistoryCrumb'),
  'SettlementHistoryCrumb',
);

// Any signed-in user may open it (spec 2.1); the service answers only with 200:9.
export const settlementRoutes: RouteObject = list(
  'settlements/',
  'Settlement Files',
  lazyPage(() => import('./SettlementsPage'), 'SettlementsPage'),
  [
    page(
      'history/:definitionId/',
      <SettlementHistoryCrumb />,
      lazyPage(() => import('./SettlementHistoryPage'), 'SettlementHistoryPage'),
    ),
  ],
);
