import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const RateCardCrumb = lazyComponent(() => import('./RateCardCrumb'), 'RateCardCrumb');

export const rateCardRoutes: RouteObject = list(
  'rate-cards/',
  'Rate Cards',
  lazyPage(() => import('./RateCardsPage'), 'RateCardsPage'),
  [
    page(
      ':rateCardId/',
      <RateCardCrumb />,
      lazyPage(() => import('./RateCardPage'), 'RateCardPage'),
    ),
  ],
);

/** A merchant's rate card of one type; the merchant detail links its types here. */
export const merchantRateCardRoute: RouteObject = page(
  ':retailerId/ratecards/:typeId/',
  'Merchant Rate Card',
  lazyPage(() => import('./MerchantRateCardPage'), 'MerchantRateCardPage'),
);
