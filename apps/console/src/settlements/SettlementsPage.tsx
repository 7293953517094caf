import {
  requestFailedMessage,
  useRegenerateSettlement,
  useSettlementStatus,
} from '@backoffice/api-client';
import {
  SETTLEMENT_POLL_INTERVAL_MS,
  hasNavigationPermission,
  settlementErrorText,
  settlementHistoryPath,
  settlementRegenerationPeriod,
} from '@backoffice/domain/model';
import {
  SettlementReport,
  type SettlementLenderSummary,
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
} from '@backoffice/domain/widgets';
import { Alert, Page, Text } from '@backoffice/ui';
import { useState } from 'react';
import { useNavigationSections } from '../session/queries';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { SettlementApiKeysPanel } from './SettlementApiKeysPanel';

export const SETTLEMENTS_TITLE = 'Settlement Files - Last Run';

export interface SettlementsPageProps {
  /** How often the statuses are read again while the page is open (60 s). */
  pollIntervalMs?: number;
}

/**
 * Settlement Files - Last Run (platform-shell.md 2.10, 4 and 7): the report, loaded on open and
 * again every minute while the page is open, with Regenerate & Send; and, for administrators,
 * the settlement service's API keys.
 */
export function SettlementsPage({
  pollIntervalMs = SETTLEMENT_POLL_INTERVAL_MS,
}: SettlementsPageProps) {
  useDocumentTitle(SETTLEMENTS_TITLE);
  const status = useSettlementStatus(pollIntervalMs);
  const regenerate = useRegenerateSettlement();
  const navigation = useNavigationSections();
  const urls = (navigation.data ?? []).flatMap((section) =>
    section.navigation_items.map((item) => item.url),
  );
  // The lender of the last Regenerate & Send, to say how it went.
  const [lender, setLender] = useState<SettlementLenderSummary | null>(null);
  return (
    <Page title={SETTLEMENTS_TITLE}>
      {regenerate.isError ? (
        <Alert tone="critical" title="Regenerate & Send could not be started.">
          {regenerate.error.message}
        </Alert>
      ) : null}
      {regenerate.isSuccess && lender ? (
        <Text as="p" role="status">
          {`Regenerate & Send started for ${lender.lender}: the ${
            regenerate.data.length === 1 ? 'file shows' : 'files show'
          } Generating until made, then its delivery to each recipient.`}
        </Text>
      ) : null}
      {status.error?.status === PERMISSION_REFUSED_STATUS ? (
        <LoadFailure
          subject="The settlement files"
          error={status.error}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <SettlementReport
          lenders={status.data ?? []}
          isLoading={status.isPending}
          error={settlementErrorText(status.error, requestFailedMessage)}
          regenerationPeriod={settlementRegenerationPeriod(new Date())}
          onRegenerate={(chosen) => {
            setLender(chosen);
            regenerate.mutate({
              definitionIds: [...new Set(chosen.settlement.map((file) => file.definition_id))],
              // The period is the one of the moment the button is pressed.
              ...settlementRegenerationPeriod(new Date()),
            });
          }}
          regeneratingLenderId={regenerate.isPending ? (lender?.lender_id ?? null) : null}
          historyHref={settlementHistoryPath}
        />
      )}
      {hasNavigationPermission(urls, 'user-management') ? <SettlementApiKeysPanel /> : null}
    </Page>
  );
}
