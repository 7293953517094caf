import { NavLink, Outlet } from 'react-router-dom';
import { pageHeading } from '../pages/pages.css';
import { useDocumentTitle } from '../session/useDocumentTitle';
import * as styles from './userManagement.css';

/** Users and Groups: two tabs, each its own route so that a view can be linked. */
export function UserManagementLayout() {
  useDocumentTitle('Users and Groups');
  return (
    <>
      <h1 className={pageHeading}>Users and Groups</h1>
      <nav aria-label="Users and Groups" className={styles.tabs}>
        <NavLink to="/user-management/users/" className={styles.tab}>
          Users
        </NavLink>
        <NavLink to="/user-management/groups/" className={styles.tab}>
          Groups
        </NavLink>
      </nav>
      <Outlet />
    </>
  );
}
