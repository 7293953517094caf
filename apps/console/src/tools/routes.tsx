import type { RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const RetailerHealthCrumb = lazyComponent(
  () => import('./RetailerHealthCrumb'),
  'RetailerHealthCrumb',
);

// Any signed-in user may open Tools (spec 2.1); the server answers only with 200:10.
export const toolRoutes: RouteObject = list(
  'tools/',
  'Tools',
  lazyPage(() => import('./ToolsPage'), 'ToolsPage'),
  [
    page(
      'retailer-health/:retailerId/',
      <RetailerHealthCrumb />,
      lazyPage(() => import('./RetailerHealthPage'), 'RetailerHealthPage'),
    ),
  ],
);
