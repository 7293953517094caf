import { useRef, type ReactNode } from 'react';
import {
  Tab as AriaTab,
  type Key,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { useSideOverflow } from '../../hooks/useSideOverflow';
import { Badge } from '../Badge/Badge';
import { IconButton } from '../IconButton/IconButton';
import {
  tab,
  tabList,
  tabListScrollAfter,
  tabListScrollBefore,
  tabListScrollIcon,
  tabListStrip,
  tabPanel,
  tabs,
} from './Tabs.css';

export interface TabItem {
  id: Key;
  label: ReactNode;
  /** A count shown beside the label, e.g. the number of notes. */
  count?: number;
  isDisabled?: boolean;
  content: ReactNode;
}

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'children'> {
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  items: TabItem[];
  className?: string;
}

function TabsScrollIcon({ direction }: { direction: 'before' | 'after' }) {
  return (
    <svg className={tabListScrollIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'before' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

/**
 * Tabs with optional counts; arrow keys move between tabs. When the tabs do not fit, the strip
 * scrolls sideways and a button at each end that hides tabs shows it and scrolls them into view
 * (keyboard users reach every tab with the arrow keys, so the buttons stay out of the tab order).
 */
export function Tabs({ items, className, 'aria-label': ariaLabel, ...props }: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  const listRef = useRef<HTMLDivElement>(null);
  const overflow = useSideOverflow(listRef);
  const scrollTabs = (direction: -1 | 1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.75 });
  };
  return (
    <AriaTabs
      {...props}
      disabledKeys={disabledKeys}
      className={[tabs, className].filter(Boolean).join(' ')}
    >
      <div className={tabListStrip}>
        <AriaTabList ref={listRef} aria-label={ariaLabel} className={tabList}>
          {items.map((item) => (
            <AriaTab key={String(item.id)} id={item.id} className={tab}>
              {item.label}
              {item.count !== undefined ? (
                <Badge variant="count" tone="neutral">
                  {item.count}
                </Badge>
              ) : null}
            </AriaTab>
          ))}
        </AriaTabList>
        {overflow.before ? (
          <div className={tabListScrollBefore}>
            <IconButton
              aria-label="Show earlier tabs"
              excludeFromTabOrder
              icon={<TabsScrollIcon direction="before" />}
              onPress={() => scrollTabs(-1)}
            />
          </div>
        ) : null}
        {overflow.after ? (
          <div className={tabListScrollAfter}>
            <IconButton
              aria-label="Show later tabs"
              excludeFromTabOrder
              icon={<TabsScrollIcon direction="after" />}
              onPress={() => scrollTabs(1)}
            />
          </div>
        ) : null}
      </div>
      {items.map((item) => (
        <AriaTabPanel key={String(item.id)} id={item.id} className={tabPanel}>
          {item.content}
        </AriaTabPanel>
      ))}
    </AriaTabs>
  );
}
