import { useCreditPolicyModule } from '@backoffice/api-client';
import { useParams } from 'react-router-dom';

/** A module page's breadcrumb: its name once loaded, from the page's own query. */
export function ModuleCrumb() {
  const moduleId = Number(useParams().moduleId);
  const module = useCreditPolicyModule(moduleId);
  return <>{module.data?.name ?? 'Module'}</>;
}
