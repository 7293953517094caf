import { buttonRecipe, DefinitionList, formatDateTime, Money, Section, Text } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { productCodeLabel, statusHistoryShown } from '../../../model/index';
import { StatusBadge } from '../../StatusBadge';
import {
  creditApplicationPath,
  loanTypeName,
  type CreditApplicationRow,
} from '../CreditApplicationReport';
import type { ApplicationLinks, ApplicationStatusEntry } from '../creditApplicationTypes';
import { orderActions, OrderActionsPanel, type OrderActionRequest } from '../OrderActionsPanel';
import * as styles from './CreditApplicationQuickView.css';

/** A list row with the fields the quick view asks for besides the columns'. */
export interface CreditApplicationQuickViewRow extends CreditApplicationRow {
  retailer_reference?: string | null;
  product_code?: string;
  lender?: { display_name: string } | null;
  time_submitted: string;
  status_logs?: ApplicationStatusEntry[];
  _links: ApplicationLinks;
}

export interface CreditApplicationQuickViewProps {
  application: CreditApplicationQuickViewRow;
  /** Takes an order action; reject with an Error to show its message. */
  onAction: (request: OrderActionRequest) => Promise<unknown>;
  /** Called with the success message of an action (shown as a toast). */
  onActionSuccess: (message: string) => void;
  /** Called once an action was taken, to load the list again. */
  onActionDone: () => void;
}

/**
 * The list row's quick view: the order summary, the status history, the Order Actions the row's
 * links offer (through the same modals as the detail page) and View Application.
 */
export function CreditApplicationQuickView({
  application,
  onAction,
  onActionSuccess,
  onActionDone,
}: CreditApplicationQuickViewProps) {
  const id = application.credit_application_id;
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
              <Text size="sm" tone="muted">
                <time dateTime={entry.timestamp}>{formatDateTime(new Date(entry.timestamp))}</time>
              </Text>
            </li>
          ))}
        </ol>
      </Section>
      {hasActions ? (
        <OrderActionsPanel
          links={application._links}
          currentStatus={application.current_status.status}
          onAction={onAction}
          onSuccess={onActionSuccess}
          onDone={onActionDone}
          headingLevel={3}
        />
      ) : null}
      <div className={styles.quickViewActions}>
        <AriaLink
          href={creditApplicationPath(id)}
          className={buttonRecipe({ variant: 'primary', size: 'sm' })}
          aria-label={`View Application ${id}`}
        >
          View Application
        </AriaLink>
      </div>
    </div>
  );
}
