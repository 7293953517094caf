import type { MerchantListKind } from '@backoffice/domain/model';
import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { merchantRateCardRoute } from '../rateCards/routes';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const MerchantCrumb = lazyComponent(() => import('./MerchantCrumb'), 'MerchantCrumb');

/** Merchants and New Merchants: one list and detail, each with the filters of its kind. */
const merchantListRoutes = (kind: MerchantListKind, crumb: string, more: RouteObject[] = []) =>
  list(
    `${kind}/`,
    crumb,
    lazyPage(() => import('./MerchantsPage'), 'MerchantsPage', { kind }),
    [
      page(
        ':retailerId/',
        <MerchantCrumb />,
        lazyPage(() => import('./MerchantDetailPage'), 'MerchantDetailPage', { kind }),
      ),
      ...more,
    ],
  );

export const merchantRoutes: RouteObject[] = [
  merchantListRoutes('merchants', 'Merchants', [merchantRateCardRoute]),
  merchantListRoutes('merchant-applications', 'New Merchants'),
];
