import { LinkTabs, PageHeader } from '@backoffice/ui';
import { Outlet, useMatch } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';

const views = [
  { id: 'users', label: 'Users', href: '/user-management/users/' },
  { id: 'groups', label: 'Groups', href: '/user-management/groups/' },
];

/** Users and Groups: two tabs, each its own route so that a view can be linked. */
export function UserManagementLayout() {
  useDocumentTitle('Users and Groups');
  const isGroups = useMatch('/user-management/groups/*') !== null;
  return (
    <>
      <PageHeader title="Users and Groups" />
      <LinkTabs
        aria-label="Users and Groups"
        items={views}
        selectedKey={isGroups ? 'groups' : 'users'}
      />
      <Outlet />
    </>
  );
}
