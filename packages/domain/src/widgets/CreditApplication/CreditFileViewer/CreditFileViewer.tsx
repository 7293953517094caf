import { DefinitionList, Heading, Section, SimpleTable, Stack, Tabs } from '@backoffice/ui';
import {
  accountMatch,
  accountMatchText,
  insolvencyStatuses,
  paymentStatusLabel,
  summariseCreditFile,
  type CreditFileApplicant,
  type PaymentStatus,
} from '../../../model/index';
import * as styles from '../CreditApplication.css';
import type { CreditFileAccount, CreditFileDetails } from '../creditApplicationData';
import { moneyText, valueText } from '../formatting';

export interface CreditFileViewerProps {
  file: CreditFileDetails;
  className?: string;
}

const describedList = (label: string, items: CreditFileDetails['extra_data']) =>
  items.length === 0 ? (
    <p className={styles.muted}>No {label.toLowerCase()}.</p>
  ) : (
    <DefinitionList
      aria-label={label}
      items={items.map((item) => [item.description, valueText(item.value)] as const)}
    />
  );

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const statusText = (status: PaymentStatus | null) =>
  status === null ? 'N/A' : `${paymentStatusLabel(status)} (${status})`;

/** The summary, worked out from the file's records so that it agrees with the lists beside it. */
function CreditFileSummary({ file }: { file: CreditFileDetails }) {
  const summary = summariseCreditFile({
    applicant: file.applicant,
    searched_at: file.searched_at,
    addresses_submitted: file.summary.addresses_submitted,
    linked_addresses: file.linked_addresses,
    electoral_roll: file.electoral_roll,
    accounts: file.accounts,
    ccjs: file.ccjs,
    insolvencies: file.insolvencies,
  });
  const electoral = file.electoral_roll;
  const ccjText = ({ count, value }: { count: number; value: number }) =>
    count === 0 ? '0' : `${count} (${moneyText(value)})`;
  return (
    <Stack gap="150">
      <DefinitionList
        aria-label="Summary"
        items={[
          ['Search ID', file.search_id],
          [file.score_name ? `Score (${file.score_name})` : 'Score', valueText(file.credit_score)],
          ...file.summary.searches.map(
            (search) => [`Searches in ${search.months} months`, search.amount] as const,
          ),
          ['Addresses Submitted', valueText(summary.addresses.submitted)],
          ['Addresses Linked or Undisclosed', summary.addresses.linked],
          ['Electoral Roll: Address Confirmed', yesNo(summary.electoralRoll.addressConfirmed)],
          ['Electoral Roll: Person Confirmed', yesNo(summary.electoralRoll.personConfirmed)],
          ['Electoral Roll: Years', valueText(summary.electoralRoll.years)],
          ['Total Balance', moneyText(summary.totalBalance)],
          ['Accounts', summary.accountCount],
          ['Worst Current Status', statusText(summary.worstCurrentStatus)],
          ['Worst Status (12 months)', statusText(summary.worstHistoricStatus)],
          ['CCJs Active', ccjText(summary.ccjs.Active)],
          ['CCJs Satisfied', ccjText(summary.ccjs.Satisfied)],
          ...insolvencyStatuses.map(
            (status) =>
              [`Bankruptcy or Insolvency: ${status}`, summary.insolvencies[status]] as const,
          ),
        ]}
      />
      <Heading level={4} size="md">
        Electoral Roll
      </Heading>
      {electoral.length === 0 ? (
        <p className={styles.muted}>Not on the electoral roll.</p>
      ) : (
        <SimpleTable
          aria-label="Electoral Roll"
          rows={electoral}
          rowKey={(_entry, index) => index}
          columns={[
            { name: 'Name', render: (entry) => valueText(entry.name) },
            { name: 'Address', render: (entry) => valueText(entry.address) },
            { name: 'From', render: (entry) => valueText(entry.from) },
            { name: 'To', render: (entry) => entry.to ?? 'Present' },
          ]}
        />
      )}
    </Stack>
  );
}

function CreditFileAccountCard({
  account,
  index,
  applicant,
}: {
  account: CreditFileAccount;
  index: number;
  applicant: CreditFileApplicant;
}) {
  return (
    <li className={styles.listItem}>
      <Heading level={4} size="md">
        Account {index + 1}: {valueText(account.type)}
      </Heading>
      <DefinitionList
        items={[
          ['Match Details', accountMatchText(accountMatch(account, applicant))],
          ['Name', valueText(account.name)],
          ['Date of Birth', valueText(account.date_of_birth)],
          ['Address', valueText(account.address)],
          ['Company Type', valueText(account.company_type)],
          ['Account Type', valueText(account.type)],
          ['Start Date', valueText(account.start_date)],
          ['Last Updated', valueText(account.last_updated)],
          ['Settlement Date', valueText(account.settlement_date)],
          ['Status', valueText(account.status)],
          ['Repayment Period', valueText(account.repayment_period)],
          ['Monthly Repayment', moneyText(account.repayment)],
          ['Credit Limit', moneyText(account.credit_limit)],
          ['Balance', moneyText(account.balance)],
          ['Default Balance', moneyText(account.current_default_balance)],
          ['Delinquent Balance', moneyText(account.delinquent_balance)],
          [
            'Status Aggregates',
            account.status_aggregate.length === 0
              ? 'N/A'
              : account.status_aggregate.map((entry) => `${entry.key}: ${entry.count}`).join(', '),
          ],
        ]}
      />
      {account.history.length > 0 ? (
        <SimpleTable
          aria-label={`History of account ${index + 1}`}
          rows={account.history}
          rowKey={(_month, at) => at}
          columns={[
            { name: 'Month', render: (month) => month.date },
            { name: 'Status', render: (month) => valueText(month.status) },
            { name: 'Balance', isNumeric: true, render: (month) => moneyText(month.balance) },
          ]}
        />
      ) : null}
    </li>
  );
}

/**
 * One credit file: Summary, Affordability, Notices of Correction, Address Links, Accounts (N/A
 * for missing values, at most 12 months of history) and Extra Data.
 */
export function CreditFileViewer({ file, className }: CreditFileViewerProps) {
  return (
    <Section aria-label={`Credit file ${file.search_id}`} className={className}>
      <Tabs
        aria-label={`Sections of credit file ${file.search_id}`}
        items={[
          { id: 'summary', label: 'Summary', content: <CreditFileSummary file={file} /> },
          {
            id: 'affordability',
            label: 'Affordability',
            content: describedList('Affordability', file.affordability),
          },
          {
            id: 'nocs',
            label: 'Notices of Correction',
            content:
              file.nocs.length === 0 ? (
                <p className={styles.muted}>No notices of correction.</p>
              ) : (
                <SimpleTable
                  aria-label="Notices of Correction"
                  rows={file.nocs}
                  rowKey={(_noc, index) => index}
                  columns={[
                    { name: 'Text', render: (noc) => noc.text },
                    { name: 'Date', render: (noc) => valueText(noc.date) },
                  ]}
                />
              ),
          },
          {
            id: 'address-links',
            label: 'Address Links',
            content:
              file.linked_addresses.length === 0 ? (
                <p className={styles.muted}>No linked addresses.</p>
              ) : (
                <ul className={styles.list} aria-label="Address Links">
                  {file.linked_addresses.map((address, index) => (
                    <li key={index} className={styles.listItem}>
                      {address}
                    </li>
                  ))}
                </ul>
              ),
          },
          {
            id: 'accounts',
            label: 'Accounts',
            count: file.accounts.length,
            content:
              file.accounts.length === 0 ? (
                <p className={styles.muted}>No accounts.</p>
              ) : (
                <ol className={styles.list} aria-label="Accounts">
                  {file.accounts.map((account, index) => (
                    <CreditFileAccountCard
                      key={index}
                      account={account}
                      index={index}
                      applicant={file.applicant}
                    />
                  ))}
                </ol>
              ),
          },
          {
            id: 'extra-data',
            label: 'Extra Data',
            content: describedList('Extra Data', file.extra_data),
          },
        ]}
      />
    </Section>
  );
}
