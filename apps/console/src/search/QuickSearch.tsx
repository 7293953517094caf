import {
  quickSearchMaxLength,
  quickSearchMinLength,
  useQuickSearch,
  useRecordVisit,
  type SearchResult,
} from '@backoffice/api-client';
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
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { search as searchInput, searchField } from '../shell/Shell.css';
import { useSession } from '../session/SessionProvider';
import { pathOf } from './pathOf';
import { searchResultsPath } from './SearchResultsPage';
import * as styles from './search.css';

const sections = [
  { type: 'retailers', title: 'Merchants' },
  { type: 'credit_applications', title: 'Credit Applications' },
] as const;

const keyOf = (result: SearchResult) => `${result.type}:${result.id}`;
/** The last option when more match than the list shows: it opens the search results page. */
const showAllKey = 'show-all';

/**
 * The top bar's quick search: merchants and credit applications from 3 characters, best first;
 * arrow keys move through the results, Enter opens one.
 */
export function QuickSearch() {
  const [term, setTerm] = useState('');
  const search = useQuickSearch(term);
  const { session } = useSession();
  const recordVisit = useRecordVisit(session?.userId);
  const navigate = useNavigate();
  const trimmed = term.trim();
  // Below 3 characters nothing is searched: the last term's results, kept while the cleared or
  // shortened term settles, would otherwise reopen the list (and hide the page around it).
  const results = trimmed.length >= quickSearchMinLength ? (search.data?.results ?? []) : [];
  const count = search.data?.results_count ?? 0;

  const open = (key: Key | null) => {
    if (key === showAllKey) {
      setTerm('');
      void navigate(searchResultsPath(trimmed));
      return;
    }
    const result = results.find((item) => keyOf(item) === key);
    if (!result) return;
    recordVisit.mutate(
      result.type === 'retailers'
        ? { retailer_id: result.id }
        : { credit_application_id: result.id },
    );
    setTerm('');
    void navigate(pathOf(result.type, result.id));
  };

  let note: string | null = null;
  if (trimmed.length > 0 && trimmed.length < quickSearchMinLength) {
    note = `Type at least ${quickSearchMinLength} characters.`;
  } else if (trimmed.length > quickSearchMaxLength) {
    note = `Search for at most ${quickSearchMaxLength} characters.`;
  } else if (search.enabled && (search.isFetching || search.isSettling)) {
    note = 'Searching…';
  } else if (search.isError) {
    note = search.error.message;
  } else if (search.data) {
    note =
      count === 0
        ? 'No results.'
        : `Showing ${results.length} of ${count > 100 ? '100+' : count} results.`;
  }

  return (
    <ComboBox
      aria-label="Quick search"
      className={searchField}
      inputValue={term}
      onInputChange={setTerm}
      onSelectionChange={open}
      selectedKey={null}
      allowsCustomValue
      // An empty list stays open only to say why it is empty (too short, searching, no results).
      allowsEmptyCollection={trimmed.length > 0}
      menuTrigger="input"
      // The server has already matched and ranked the results.
      defaultFilter={() => true}
    >
      <Input placeholder="Search..." className={searchInput} />
      <Popover className={styles.popover} placement="bottom start">
        {note ? (
          <div className={styles.note} role="status">
            {note}
          </div>
        ) : null}
        <ListBox aria-label="Search results">
          {sections.map((section) => {
            const items = results.filter((result) => result.type === section.type);
            if (items.length === 0) return null;
            return (
              <ListBoxSection key={section.type} id={section.type}>
                <Header className={styles.sectionHeader}>{section.title}</Header>
                {items.map((result) => (
                  <ListBoxItem
                    key={keyOf(result)}
                    id={keyOf(result)}
                    textValue={`${result.title} ${result.id}`}
                    className={styles.option}
                  >
                    <span>{result.title}</span>
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
              className={[styles.option, styles.showAll].join(' ')}
            >
              {count > 100 ? 'Show the first 100 results' : `Show all ${count} results`}
            </ListBoxItem>
          ) : null}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
