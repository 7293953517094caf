import { useBrowsingHistory } from '@backoffice/api-client';
import { RecentlyViewedMenu, RecentlyViewedTabs } from '@backoffice/domain/widgets';
import { useSession } from '../session/SessionProvider';
import { pathOf } from './pathOf';

function useRecentlyViewed() {
  const { session } = useSession();
  const history = useBrowsingHistory(session?.userId);
  return {
    history: history.data,
    isLoading: history.isPending,
    errorMessage: history.error?.message,
    hrefOf: pathOf,
  };
}

/** The signed-in user's recently viewed records; `onOpen` runs when one opens. */
export function RecentlyViewedHistory({ onOpen }: { onOpen?: () => void }) {
  return <RecentlyViewedTabs {...useRecentlyViewed()} onOpen={onOpen} />;
}

/** The top bar's recently viewed dropdown: merchants and applications, grouped by age. */
export function RecentlyViewed() {
  return <RecentlyViewedMenu {...useRecentlyViewed()} />;
}
