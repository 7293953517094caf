import { useGroup } from '@backoffice/api-client';
import { useIdParam } from '../routeParams';

/**
 * The breadcrumb of a group's page: its name once loaded. The group query is the page's own,
 * so the crumb costs no extra call.
 */
export function GroupCrumb() {
  const group = useGroup(useIdParam('groupId'));
  return <>{group.data?.group_name ?? 'Group'}</>;
}
