import { useRetailers } from '@backoffice/api-client';
import { RetailerHealthTools } from '@backoffice/domain/widgets';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { page, pageTitle } from '../layout/page.css';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** Merchants offered while searching: a short list, refined by typing. */
const MERCHANTS_OFFERED = 20;

/** Tools: the Retailer Health Checker, opened for a merchant found by name or id. */
export function ToolsPage() {
  useDocumentTitle('Tools');
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const term = useDeferredValue(searchText.trim());
  const merchants = useRetailers(
    'merchants',
    { name: term, perPage: MERCHANTS_OFFERED, 'order[]': ['name'] },
    { enabled: term !== '' },
  );
  return (
    <section className={page} aria-labelledby="tools-title">
      <h1 id="tools-title" className={pageTitle}>
        Tools
      </h1>
      <RetailerHealthTools
        merchants={term === '' ? [] : (merchants.data?._embedded.items ?? [])}
        searchText={searchText}
        onSearchChange={setSearchText}
        isLoading={term !== '' && merchants.isFetching}
        error={merchants.isError ? merchants.error.message : null}
        onOpenRetailer={(retailerId) => void navigate(`/tools/retailer-health/${retailerId}/`)}
      />
    </section>
  );
}
