import {
  requestFailedMessage,
  useRegenerateSettlement,
  useSettlementHistory,
} from '@backoffice/api-client';
import { settlementErrorText, settlementHistoryPage } from '@backoffice/domain/model';
import {
  SettlementHistory,
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
} from '@backoffice/domain/widgets';
import { Alert, Page, Text } from '@backoffice/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';

export const settlementHistoryTitle = (definitionId: string) =>
  `Settlement History ${definitionId}`;

/**
 * A settlement definition's history (platform-shell.md 2.10): 10 files a page from page 1, the
 * page in the URL; a change of page blanks the list and loads the page.
 */
export function SettlementHistoryPage() {
  const definitionId = useParams().definitionId ?? '';
  const title = settlementHistoryTitle(definitionId);
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(1, Number(params.get('page')) || 1);
  const history = useSettlementHistory(definitionId, settlementHistoryPage(pageNumber));
  const regenerate = useRegenerateSettlement();
  const [regeneratingFileId, setRegeneratingFileId] = useState<number | null>(null);
  return (
    <Page title={title}>
      {regenerate.isError ? (
        <Alert tone="critical" title="Generate & Send could not be started.">
          {regenerate.error.message}
        </Alert>
      ) : null}
      {regenerate.isSuccess ? (
        <Text as="p" role="status">
          Generate & Send started: the new file heads the history as Generating until made.
        </Text>
      ) : null}
      {history.error?.status === PERMISSION_REFUSED_STATUS ? (
        <LoadFailure
          subject="The settlement history"
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        <SettlementHistory
          title={`Settlement history of definition ${definitionId}`}
          files={history.data?.history ?? []}
          total={history.data?.total ?? 0}
          page={pageNumber}
          onPageChange={(next) =>
            setParams(next === 1 ? {} : { page: String(next) }, { replace: true })
          }
          isLoading={history.isFetching && !history.data}
          error={settlementErrorText(history.error, requestFailedMessage)}
          onRegenerate={(file) => {
            if (!file.period_start || !file.period_end) return;
            setRegeneratingFileId(file.settlement_file_id);
            regenerate.mutate({
              definitionIds: [file.definition_id],
              start_date: Date.parse(file.period_start),
              end_date: Date.parse(file.period_end),
            });
          }}
          regeneratingFileId={regenerate.isPending ? regeneratingFileId : null}
        />
      )}
    </Page>
  );
}
