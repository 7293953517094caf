import { Button, EmptyState, Tabs } from '@backoffice/ui';
import { Dialog, DialogTrigger, Link, Popover } from 'react-aria-components';
import {
  groupBrowsingHistory,
  type BrowsingHistoryEvent,
  type BrowsingHistoryKind,
} from '../../../model/browsingHistory';
import { searchPopover } from '../searchPopover.css';
import * as styles from './RecentlyViewed.css';

export interface RecentlyViewedTabsProps {
  /** The user's browsing history, newest first or not: each tab sorts and groups its kind. */
  history?: readonly BrowsingHistoryEvent[];
  isLoading?: boolean;
  /** Shown in each tab instead of its list when the history could not be loaded. */
  errorMessage?: string;
  /** Where a merchant or an application opens. */
  hrefOf: (kind: BrowsingHistoryKind, id: number) => string;
  /** Runs when one of the records is opened. */
  onOpen?: () => void;
}

type HistoryListProps = Omit<RecentlyViewedTabsProps, 'history'> & {
  history: readonly BrowsingHistoryEvent[];
  kind: BrowsingHistoryKind;
};

function HistoryList({ history, kind, isLoading, errorMessage, hrefOf, onOpen }: HistoryListProps) {
  if (isLoading) return <p className={styles.note}>Loading…</p>;
  if (errorMessage) return <p className={styles.note}>{errorMessage}</p>;
  const groups = groupBrowsingHistory(history, kind, new Date());
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
          <h3 className={styles.groupHeading}>{group}</h3>
          <ul className={styles.historyList}>
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <Link
                  href={hrefOf(item.kind, item.id)}
                  className={styles.historyLink}
                  onPress={onOpen}
                >
                  {item.title} <span className={styles.optionId}>#{item.id}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Merchants and applications tabs of recently viewed records, each grouped by age. */
export function RecentlyViewedTabs({ history = [], ...props }: RecentlyViewedTabsProps) {
  return (
    <Tabs
      aria-label="Recently viewed"
      items={[
        {
          id: 'retailers',
          label: 'Merchants',
          content: <HistoryList {...props} history={history} kind="retailers" />,
        },
        {
          id: 'credit_applications',
          label: 'Applications',
          content: <HistoryList {...props} history={history} kind="credit_applications" />,
        },
      ]}
    />
  );
}

export type RecentlyViewedMenuProps = Omit<RecentlyViewedTabsProps, 'onOpen'>;

/** The top bar's Recently viewed button and its dropdown, which closes once a record opens. */
export function RecentlyViewedMenu(props: RecentlyViewedMenuProps) {
  return (
    <DialogTrigger>
      <Button variant="tertiary">Recently viewed</Button>
      <Popover placement="bottom end" className={searchPopover}>
        <Dialog aria-label="Recently viewed" className={styles.historyPanel}>
          {({ close }) => <RecentlyViewedTabs {...props} onOpen={close} />}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
