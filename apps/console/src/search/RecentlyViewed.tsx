import { useBrowsingHistory } from '@backoffice/api-client';
import { groupBrowsingHistory, type BrowsingHistoryKind } from '@backoffice/domain/model';
import { Button, EmptyState, Tabs } from '@backoffice/ui';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session/SessionProvider';
import { pathOf } from './pathOf';
import * as styles from './search.css';

function HistoryList({ kind, onOpen }: { kind: BrowsingHistoryKind; onOpen: () => void }) {
  const { session } = useSession();
  const history = useBrowsingHistory(session?.userId);
  if (history.isPending) return <p className={styles.note}>Loading…</p>;
  if (history.isError) return <p className={styles.note}>{history.error.message}</p>;
  const groups = groupBrowsingHistory(history.data, kind, new Date());
  if (groups.length === 0) {
    return (
      <EmptyState
        title={kind === 'retailers' ? 'No merchants viewed yet.' : 'No applications viewed yet.'}
      />
    );
  }
  return (
    <>
      {groups.map(({ group, items }) => (
        <section key={group} aria-label={group}>
          <h3 className={[styles.sectionHeader, styles.historyGroup].join(' ')}>{group}</h3>
          <ul className={styles.historyList}>
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <RouterLink
                  to={pathOf(item.kind, item.id)}
                  className={styles.historyLink}
                  onClick={onOpen}
                >
                  {item.title} <span className={styles.optionId}>#{item.id}</span>
                </RouterLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Merchants and applications tabs of recently viewed records; `onOpen` runs when one opens. */
export function RecentlyViewedTabs({ onOpen }: { onOpen: () => void }) {
  return (
    <Tabs
      aria-label="Recently viewed"
      items={[
        {
          id: 'retailers',
          label: 'Merchants',
          content: <HistoryList kind="retailers" onOpen={onOpen} />,
        },
        {
          id: 'credit_applications',
          label: 'Applications',
          content: <HistoryList kind="credit_applications" onOpen={onOpen} />,
        },
      ]}
    />
  );
}

/** The top bar's recently viewed dropdown: merchants and applications, grouped by age. */
export function RecentlyViewed() {
  return (
    <DialogTrigger>
      <Button variant="tertiary">Recently viewed</Button>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog aria-label="Recently viewed" className={styles.historyPanel}>
          {({ close }) => <RecentlyViewedTabs onOpen={close} />}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
