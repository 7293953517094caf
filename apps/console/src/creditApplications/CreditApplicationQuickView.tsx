import {
  useApplicationAction,
  useApplicationChanged,
  type CreditApplicationSummary,
} from '@backoffice/api-client';
import {
  loanTypes,
  productCodeLabel,
  statusHistoryShown,
  type LoanType,
} from '@backoffice/domain/model';
import { OrderActionsPanel, orderActions, StatusBadge } from '@backoffice/domain/widgets';
import {
  buttonRecipe,
  DefinitionList,
  formatDateTime,
  Money,
  Section,
  useToast,
} from '@backoffice/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as styles from './creditApplications.css';

export const creditApplicationPath = (creditAppId: number) => `/credit-app/${creditAppId}/`;

export function loanTypeName(code: string): string {
  return code in loanTypes ? loanTypes[code as LoanType] : code;
}

/**
 * The list row's quick view: the order summary, the status history, the Order Actions the row's
 * links offer (through the same modals as the detail page) and View Application.
 */
export function CreditApplicationQuickView({
  application,
}: {
  application: CreditApplicationSummary;
}) {
  const id = application.credit_application_id;
  const action = useApplicationAction(id, { refreshLater: true });
  const refresh = useApplicationChanged(id);
  const toast = useToast();
  const hasActions = orderActions.some((name) => application._links[name] !== undefined);
  const summary: [string, ReactNode][] = [
    ['App ID', id],
    ['Consumer', application.consumer_name ?? 'N/A'],
    ['Merchant', application.retailer_name],
    ['Retailer Reference', application.retailer_reference ?? 'N/A'],
    ['Loan Type', loanTypeName(application.loan_type)],
    ['Product', productCodeLabel(application.product_code)],
    ['Advance', <Money key="advance" pence={application.advance_pence} />],
    ['Lender', application.lender?.display_name ?? 'N/A'],
    ['Submitted', formatDateTime(new Date(application.time_submitted))],
  ];
  const history = statusHistoryShown(application.status_logs ?? [application.current_status]);
  return (
    <div className={styles.quickView}>
      <Section title="Order Summary" gap="100">
        <DefinitionList layout="rows" items={summary} />
      </Section>
      <Section title="Status History" gap="100">
        <ol className={styles.historyList}>
          {history.map((entry, index) => (
            <li key={`${entry.status}-${entry.timestamp}-${index}`} className={styles.historyItem}>
              <StatusBadge status={entry.status} reason={entry.current_reason} />
              <time className={styles.historyTime} dateTime={entry.timestamp}>
                {formatDateTime(new Date(entry.timestamp))}
              </time>
            </li>
          ))}
        </ol>
      </Section>
      {hasActions ? (
        <OrderActionsPanel
          links={application._links}
          currentStatus={application.current_status.status}
          onAction={(request) => action.mutateAsync(request)}
          onSuccess={toast.success}
          onDone={() => void refresh()}
          headingLevel={3}
        />
      ) : null}
      <div className={styles.quickViewActions}>
        <RouterLink
          to={creditApplicationPath(id)}
          className={buttonRecipe({ variant: 'primary', size: 'sm' })}
          aria-label={`View Application ${id}`}
        >
          View Application
        </RouterLink>
      </div>
    </div>
  );
}
