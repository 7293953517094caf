import { useCreditPolicyModule } from '@backoffice/api-client';
import { useIdParam } from '../routeParams';

/** A module page's breadcrumb: its name once loaded, from the page's own query. */
export function ModuleCrumb() {
  const module = useCreditPolicyModule(useIdParam('moduleId'));
  return <>{module.data?.name ?? 'Module'}</>;
}
