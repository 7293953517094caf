import { useGroup } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';

/**
 * The breadcrumb of a group's page: its name once loaded. The group query is the page's own,
 * so the crumb costs no extra call.
 */
export function GroupCrumb() {
  const groupId = Number(useParams().groupId);
  const group = useGroup(groupId);
  return <>{group.data?.group_name ?? 'Group'}</>;
}
