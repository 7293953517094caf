import { Button, Card, DefinitionList } from '@backoffice/ui';
import { loanTypes, productCodeLabel, type LoanType } from '../../../model/index';
import { StatusBadge } from '../../StatusBadge';
import type { ApplicationDetails } from '../creditApplicationTypes';
import { dateTimeText, moneyText, valueText } from '../formatting';

export const orderSummaryVariants = ['service', 'lender'] as const;

export interface OrderSummaryProps {
  application: ApplicationDetails;
  /** Lender users get the lender variant, which adds the lender reference and shadow limit. */
  variant?: (typeof orderSummaryVariants)[number];
  /** Downloads the agreement; offered to every user whose application carries the link. */
  onDownloadAgreement?: () => void;
  isAgreementPending?: boolean;
  className?: string;
}

export function loanTypeLabel(code: string): string {
  return code in loanTypes ? `${code} ${loanTypes[code as LoanType]}` : code;
}

/** The order summary in its detailed form, at the top of the application's left area. */
export function OrderSummary({
  application,
  variant = 'service',
  onDownloadAgreement,
  isAgreementPending,
  className,
}: OrderSummaryProps) {
  const consumer = application.consumer;
  const consumerName = consumer
    ? [consumer.title, consumer.forename, consumer.surname].filter(Boolean).join(' ')
    : 'N/A';
  const items: [string, React.ReactNode][] = [
    ['App ID', application.credit_application_id],
    ['Credit Request ID', application.credit_request_id],
    ['Consumer', consumerName],
    ['Status', <StatusBadge key="status" status={application.current_status.status} />],
    ['Status Reason', valueText(application.current_status.current_reason)],
    ['Loan Type', loanTypeLabel(application.loan_type)],
    ['Product', productCodeLabel(application.product_code)],
    ['Advance', moneyText(application.advance_pence)],
    ['Merchant', application.retailer_name],
    ['Installation', valueText(application.retailer_installation_name)],
    ['Retailer Reference', valueText(application.retailer_reference)],
    ['Lender', valueText(application.lender?.display_name)],
    ['Submitted', dateTimeText(application.time_submitted)],
  ];
  if (variant === 'lender') {
    items.push(['Lender Reference', valueText(application.lender_reference)]);
    items.push(['Shadow Limit', moneyText(application.shadow_limit_pence)]);
  }
  const agreement = application._links.agreement;
  return (
    <Card
      title="Order Summary"
      headingLevel={2}
      className={className}
      actions={
        agreement && onDownloadAgreement ? (
          <Button size="sm" onPress={onDownloadAgreement} isPending={isAgreementPending}>
            {agreement.title ?? 'Agreement'}
          </Button>
        ) : undefined
      }
    >
      <DefinitionList items={items} />
    </Card>
  );
}
