import type { RouteObject } from 'react-router-dom';
import { lazyPage, list, page } from '../routeBuilders';

// Work Queues: the guard asks for the navigation entry (200:20); the server enforces it, and
// Queue Settings' calls need 200:21.
export const workQueueRoutes: RouteObject = list(
  'queues/',
  'Work Queues',
  lazyPage(() => import('./WorkQueuesPage'), 'WorkQueuesPage'),
  [
    page(
      'settings/',
      'Queue Settings',
      lazyPage(() => import('./WorkQueueSettingsPage'), 'WorkQueueSettingsPage'),
    ),
  ],
);
