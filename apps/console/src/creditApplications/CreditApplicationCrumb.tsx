import { useParams } from 'react-router-dom';

/** The detail's breadcrumb: the application id from the route. */
export function CreditApplicationCrumb() {
  return <>Application {useParams().creditAppId}</>;
}
