import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const WatchListCrumb = lazyComponent(() => import('./WatchListCrumb'), 'WatchListCrumb');

export const watchListRoutes: RouteObject = list(
  'watch-list/',
  'Watch Lists',
  lazyPage(() => import('./WatchListPage'), 'WatchListPage'),
  [
    page(
      ':watchListId/',
      <WatchListCrumb />,
      lazyPage(() => import('./WatchListDetailPage'), 'WatchListDetailPage'),
    ),
  ],
);
