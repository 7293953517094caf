import { useRecordVisit, type BrowsingHistoryVisit } from '@backoffice/api-client';
import { useEffect, useRef } from 'react';
import { useSession } from '../session/SessionProvider';

/**
 * Records the visit of a record once it has loaded (undefined until then), and once per record,
 * so it shows among the user's recently viewed.
 */
export function useRecordVisitOnce(visit: BrowsingHistoryVisit | undefined) {
  const { session } = useSession();
  const { mutate } = useRecordVisit(session?.userId);
  const recorded = useRef<string | null>(null);
  // The visit is compared by value: pages build a new object at each render.
  const key = visit ? JSON.stringify(visit) : null;
  useEffect(() => {
    if (key === null || recorded.current === key) return;
    recorded.current = key;
    mutate(JSON.parse(key) as BrowsingHistoryVisit);
  }, [key, mutate]);
}
