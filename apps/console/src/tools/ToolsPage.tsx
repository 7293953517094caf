import { useRetailers } from '@backoffice/api-client';
import { RetailerHealthTools } from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
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
    <Page title="Tools">
      <RetailerHealthTools
        merchants={term === '' ? [] : (merchants.data?._embedded.items ?? [])}
        searchText={searchText}
        onSearchChange={setSearchText}
        isLoading={term !== '' && merchants.isFetching}
        error={merchants.isError ? merchants.error.message : null}
        onOpenRetailer={(retailerId) => void navigate(`/tools/retailer-health/${retailerId}/`)}
      />
    </Page>
  );
}
