/**
 * Which tabs a credit application shows (credit-applications-and-policies.md, section 3): the
 * first group always has Customer, Finance and Deposit and the second Notes, Credit Sentry and
 * Email Customer; every other tab shows only when the application has something to put in it.
 */
export interface ApplicationTabContents {
  csns: number;
  decisionLogs: number;
  charges: number;
  customDataItems: number;
  /** Whether the current decision log has rules or service rules. */
  hasCurrentRules: boolean;
  creditFiles: number;
  fraudSections: number;
  idUploads: number;
  idVerificationEvents: number;
  attachments: number;
}

export type ApplicationDetailTabId =
  'customer' | 'finance' | 'deposit' | 'csns' | 'decision-log' | 'charges' | 'custom-data';

export type NotesAndChecksTabId =
  | 'notes'
  | 'credit-sentry'
  | 'rules'
  | `credit-file-${number}`
  | 'fraud'
  | 'identification'
  | 'attachments'
  | 'email';

export interface ApplicationTab<Id extends string> {
  id: Id;
  label: string;
}

/** The first tab group, in the spec's order. */
export function applicationDetailTabs(
  contents: ApplicationTabContents,
): ApplicationTab<ApplicationDetailTabId>[] {
  const tabs: (ApplicationTab<ApplicationDetailTabId> | false)[] = [
    { id: 'customer', label: 'Customer' },
    { id: 'finance', label: 'Finance' },
    { id: 'deposit', label: 'Deposit' },
    contents.csns > 0 && { id: 'csns', label: 'CSNs' },
    contents.decisionLogs > 0 && { id: 'decision-log', label: 'Decision Log' },
    contents.charges > 0 && { id: 'charges', label: 'Charges' },
    contents.customDataItems > 0 && { id: 'custom-data', label: 'Custom data' },
  ];
  return tabs.filter((tab) => tab !== false);
}

/** The second tab group, in the spec's order: one Credit File tab per file, numbered when several. */
export function notesAndChecksTabs(
  contents: ApplicationTabContents,
): ApplicationTab<NotesAndChecksTabId>[] {
  const creditFiles = Array.from(
    { length: contents.creditFiles },
    (_, index): ApplicationTab<NotesAndChecksTabId> => ({
      id: `credit-file-${index}`,
      label: contents.creditFiles > 1 ? `Credit File ${index + 1}` : 'Credit File',
    }),
  );
  const tabs: (ApplicationTab<NotesAndChecksTabId> | false)[] = [
    { id: 'notes', label: 'Notes' },
    { id: 'credit-sentry', label: 'Credit Sentry' },
    contents.hasCurrentRules && { id: 'rules', label: 'Rules' },
    ...creditFiles,
    contents.fraudSections > 0 && { id: 'fraud', label: 'Fraud Info' },
    contents.idUploads + contents.idVerificationEvents > 0 && {
      id: 'identification',
      label: 'Identification',
    },
    contents.attachments > 0 && { id: 'attachments', label: 'Attachments' },
    { id: 'email', label: 'Email Customer' },
  ];
  return tabs.filter((tab) => tab !== false);
}

/**
 * Email Customer is sent as an internal note addressed to the customer: the server emails a note
 * that has recipients. Without an email address on file the note is kept but goes to no one.
 */
export function customerEmailNote(
  email: { message: string; reply_to: string },
  customerEmailAddress: string | null | undefined,
): { long_text: string; noteType: 'Internal Note'; reply_to?: string; recipients: string[] } {
  return {
    long_text: email.message,
    noteType: 'Internal Note',
    ...(email.reply_to ? { reply_to: email.reply_to } : {}),
    recipients: customerEmailAddress ? [customerEmailAddress] : [],
  };
}
