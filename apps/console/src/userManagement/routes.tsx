import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyComponent } from '../lazyComponent';
import { lazyPage, list, page } from '../routeBuilders';

// The breadcrumbs of records load with the shell, not with the sign-in screen (docs/adr/0028).
const GroupCrumb = lazyComponent(() => import('./GroupCrumb'), 'GroupCrumb');

/** Users and Groups: two tabs, and a group's detail under the groups. */
export const userManagementRoutes: RouteObject = page(
  'user-management',
  'Users and Groups',
  lazyPage(() => import('./UserManagementLayout'), 'UserManagementLayout'),
  [
    { index: true, element: <Navigate to="/user-management/users/" replace /> },
    page(
      'users/',
      'Users',
      lazyPage(() => import('./UsersPage'), 'UsersPage'),
    ),
    list(
      'groups/',
      'Groups',
      lazyPage(() => import('./GroupsPage'), 'GroupsPage'),
      [
        page(
          ':groupId/',
          <GroupCrumb />,
          lazyPage(() => import('./GroupDetailPage'), 'GroupDetailPage'),
        ),
      ],
    ),
  ],
);
