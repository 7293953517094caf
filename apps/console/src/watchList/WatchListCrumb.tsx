import { watchListTitle } from '@backoffice/domain/model';
import { useParams } from 'react-router-dom';

/** The detail's breadcrumb: Watch List {id}. */
export function WatchListCrumb() {
  return <>{watchListTitle(Number(useParams().watchListId))}</>;
}
