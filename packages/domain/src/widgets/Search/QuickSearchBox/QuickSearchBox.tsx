import {
  ComboBox,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type Key,
} from 'react-aria-components';
import type { SearchResultRecord } from '../SearchResults';
import { searchGroupHeading, searchPopover } from '../searchPopover.css';
import * as styles from './QuickSearchBox.css';

export interface QuickSearchBoxProps {
  term: string;
  onTermChange: (term: string) => void;
  /** The results listed, best first; none while the term is too short to search. */
  results: readonly SearchResultRecord[];
  /** How many match; the server stops counting past 100 (it answers 101). */
  count: number;
  /** The line above the results: why none are listed yet, or how many there are. */
  status: string | null;
  /** A result was chosen by Enter or by pointer. */
  onOpen: (result: SearchResultRecord) => void;
  /** The last option, shown while more match than are listed, was chosen. */
  onShowAll: () => void;
  className?: string;
}

const sections = [
  { type: 'retailers', title: 'Merchants' },
  { type: 'credit_applications', title: 'Credit Applications' },
] as const;

const keyOf = (result: SearchResultRecord) => `${result.type}:${result.id}`;
const showAllKey = 'show-all';

/**
 * The top bar's quick search: a box whose list shows merchants, then credit applications, best
 * first; arrow keys move through them, Enter opens one.
 */
export function QuickSearchBox({
  term,
  onTermChange,
  results,
  count,
  status,
  onOpen,
  onShowAll,
  className,
}: QuickSearchBoxProps) {
  const choose = (key: Key | null) => {
    if (key === showAllKey) return onShowAll();
    const result = results.find((item) => keyOf(item) === key);
    if (result) onOpen(result);
  };
  return (
    <ComboBox
      aria-label="Quick search"
      className={[styles.field, className].filter(Boolean).join(' ')}
      inputValue={term}
      onInputChange={onTermChange}
      onSelectionChange={choose}
      selectedKey={null}
      allowsCustomValue
      // An empty list stays open only to say why it is empty (too short, searching, no results).
      allowsEmptyCollection={term.trim().length > 0}
      menuTrigger="input"
      // The server has already matched and ranked the results.
      defaultFilter={() => true}
    >
      <Input placeholder="Search..." className={styles.input} />
      <Popover className={searchPopover} placement="bottom start">
        {status ? (
          <div className={styles.status} role="status">
            {status}
          </div>
        ) : null}
        <ListBox aria-label="Search results">
          {sections.map((section) => {
            const items = results.filter((result) => result.type === section.type);
            if (items.length === 0) return null;
            return (
              <ListBoxSection key={section.type} id={section.type}>
                <Header className={searchGroupHeading}>{section.title}</Header>
                {items.map((result) => (
                  <ListBoxItem
                    key={keyOf(result)}
                    id={keyOf(result)}
                    textValue={`${result.title} ${result.id}`}
                    className={styles.option}
                  >
                    <span className={styles.optionTitle}>{result.title}</span>
                    <span className={styles.optionId}>#{result.id}</span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            );
          })}
          {count > results.length ? (
            <ListBoxItem
              key={showAllKey}
              id={showAllKey}
              textValue="Show all results"
              className={styles.showAll}
            >
              {count > 100 ? 'Show the first 100 results' : `Show all ${count} results`}
            </ListBoxItem>
          ) : null}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
