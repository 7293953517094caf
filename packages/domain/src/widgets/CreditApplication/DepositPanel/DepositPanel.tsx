import { DefinitionList, Heading, Section } from '@backoffice/ui';
import * as styles from '../CreditApplication.css';
import { depositRemaining, type DepositDetails } from '../creditApplicationData';
import { dateTimeText, moneyText, valueText } from '../formatting';

export interface DepositPanelProps {
  deposit: DepositDetails | null;
  /** The application's current status: DECLINE, CANCEL and PREDECLINE owe nothing more. */
  status: string;
  className?: string;
}

/** The Deposit tab: amount, paid and remaining, the payment details and the failed attempts. */
export function DepositPanel({ deposit, status, className }: DepositPanelProps) {
  if (!deposit) {
    return (
      <Section aria-label="Deposit" className={className}>
        <p className={styles.muted}>No deposit is taken on this application.</p>
      </Section>
    );
  }
  const info = deposit.information;
  return (
    <Section aria-label="Deposit" className={className}>
      <DefinitionList
        items={[
          ['Amount', moneyText(deposit.amount_pence)],
          ['Paid', moneyText(deposit.paid_pence)],
          ['Remaining', moneyText(depositRemaining(status, deposit))],
        ]}
      />
      <Heading level={3} size="md">
        Payment Details
      </Heading>
      <DefinitionList
        items={[
          ['Date Paid', dateTimeText(info.time_paid)],
          ['Payment Transaction ID', valueText(info.vpstx_id)],
          ['Card Ending', valueText(info.card_ending)],
          ['Security Key', valueText(info.security_key)],
          ['Card Type', valueText(info.card_type)],
          ['Transaction Auth Number', valueText(info.tx_auth_number)],
          ['Vendor Code', valueText(info.vendor_code)],
        ]}
      />
      {deposit.errors.length > 0 ? (
        <>
          <Heading level={3} size="md">
            Deposit Errors
          </Heading>
          <ol className={styles.list} aria-label="Deposit Errors">
            {deposit.errors.map((error, index) => (
              <li key={index} className={styles.listItem}>
                <strong>Attempt {index + 1}</strong>
                <p className={styles.noteMeta}>{dateTimeText(error.timestamp)}</p>
                <p className={styles.noteText}>{error.message}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </Section>
  );
}
