/**
 * Settlement files (platform-shell.md sections 3, 4, 7 and 9): the statuses a file and its
 * recipients report, how they roll up into what the report shows, the period Regenerate & Send
 * asks for, and the report's constants.
 */

/** The report asks for fresh statuses this often while it is open. */
export const SETTLEMENT_POLL_INTERVAL_MS = 60_000;
/** Settlement history rows per page. */
export const SETTLEMENT_HISTORY_PAGE_SIZE = 10;

/** What a file's generation reports. The full set is not given; these are the ones named. */
export const settlementGenerationStatuses = [
  'Success',
  'Generating',
  'error',
  'Timed out',
] as const;
export type SettlementGenerationStatus = (typeof settlementGenerationStatuses)[number];

/** What each recipient's delivery reports. */
export const settlementDeliveryStatuses = [
  'Delivered',
  'Sending',
  'Timed out',
  'Not started',
] as const;
export type SettlementDeliveryStatus = (typeof settlementDeliveryStatuses)[number];

/** A recipient's status as shown: any value outside the known ones is an unknown error. */
export function settlementRecipientStatusLabel(status: string): string {
  return (settlementDeliveryStatuses as readonly string[]).includes(status)
    ? status
    : 'Unknown error';
}

export type SettlementGenerationRollUp = 'Generated' | 'Generating' | 'Error';
export type SettlementDeliveryRollUp = 'Delivered' | 'Sending' | 'Not delivered' | 'Error';

export interface SettlementRollUp {
  generation: SettlementGenerationRollUp;
  /** Null when generation is an error: delivery is then not shown. */
  delivery: SettlementDeliveryRollUp | null;
}

/** The part of a settlement file the roll-up reads. */
export interface SettlementFileStatuses {
  status: string;
  recipients: readonly { status: string }[];
}

function generationRollUp(status: string): SettlementGenerationRollUp {
  if (status === 'Success') return 'Generated';
  if (status === 'Generating') return 'Generating';
  // 'error', 'Timed out' (any Timed out means error) and anything unknown.
  return 'Error';
}

/**
 * One file's roll-up (platform-shell.md section 4): generation shows Generated, Generating or
 * Error; delivery is shown only if generation is not an error: Delivered when all recipients are
 * delivered, Sending when any is sending or not started, Not delivered otherwise; any Timed out
 * means error. A file without recipients has delivered nothing: Not delivered.
 */
export function rollUpSettlementFile(file: SettlementFileStatuses): SettlementRollUp {
  const generation = generationRollUp(file.status);
  if (generation === 'Error') return { generation, delivery: null };
  const statuses = file.recipients.map((recipient) => recipient.status);
  let delivery: SettlementDeliveryRollUp;
  if (statuses.includes('Timed out')) delivery = 'Error';
  else if (statuses.length > 0 && statuses.every((status) => status === 'Delivered')) {
    delivery = 'Delivered';
  } else if (statuses.some((status) => status === 'Sending' || status === 'Not started')) {
    delivery = 'Sending';
  } else delivery = 'Not delivered';
  return { generation, delivery };
}

const generationSeverity: SettlementGenerationRollUp[] = ['Generated', 'Generating', 'Error'];
const deliverySeverity: SettlementDeliveryRollUp[] = [
  'Delivered',
  'Sending',
  'Not delivered',
  'Error',
];

/**
 * A lender's last run over all its files: the worst generation, and the worst delivery of the
 * files whose generation is not an error (null when every file failed to generate, or when the
 * lender has no file).
 */
export function rollUpSettlementFiles(
  files: readonly SettlementFileStatuses[],
): SettlementRollUp | null {
  if (files.length === 0) return null;
  const rollUps = files.map(rollUpSettlementFile);
  const generation = rollUps
    .map((rollUp) => rollUp.generation)
    .reduce((worst, next) =>
      generationSeverity.indexOf(next) > generationSeverity.indexOf(worst) ? next : worst,
    );
  const deliveries = rollUps
    .map((rollUp) => rollUp.delivery)
    .filter((delivery): delivery is SettlementDeliveryRollUp => delivery !== null);
  const delivery =
    generation === 'Error' || deliveries.length === 0
      ? null
      : deliveries.reduce((worst, next) =>
          deliverySeverity.indexOf(next) > deliverySeverity.indexOf(worst) ? next : worst,
        );
  return { generation, delivery };
}

/** The tone a roll-up status is shown in. */
export function settlementRollUpTone(
  status: SettlementGenerationRollUp | SettlementDeliveryRollUp,
): 'positive' | 'info' | 'caution' | 'critical' {
  switch (status) {
    case 'Generated':
    case 'Delivered':
      return 'positive';
    case 'Generating':
    case 'Sending':
      return 'info';
    case 'Not delivered':
      return 'caution';
    default:
      return 'critical';
  }
}

/** The tone of a recipient's delivery status. */
export function settlementRecipientTone(
  status: string,
): 'positive' | 'info' | 'neutral' | 'critical' {
  if (status === 'Delivered') return 'positive';
  if (status === 'Sending') return 'info';
  if (status === 'Not started') return 'neutral';
  return 'critical';
}

/** 86,400 seconds, in the milliseconds the period is sent in. */
const REGENERATION_SPAN_MS = 86_400 * 1000;

/**
 * The period Regenerate & Send asks for (platform-shell.md section 7): it ends at local midnight
 * today and starts 86,400 seconds before. The specification notes that the old screen subtracted
 * 86400 from a timestamp in milliseconds, "apparently meant as one day"; this sends the day it
 * meant (see docs/adr for why).
 */
export function settlementRegenerationPeriod(now: Date): { start_date: number; end_date: number } {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  return { start_date: midnight - REGENERATION_SPAN_MS, end_date: midnight };
}

/** The history call's paging for a page (1-based): limit and offset sent as text. */
export function settlementHistoryPage(page: number): { count: string; offset: string } {
  const current = Math.max(1, Math.floor(page));
  return {
    count: String(SETTLEMENT_HISTORY_PAGE_SIZE),
    offset: String((current - 1) * SETTLEMENT_HISTORY_PAGE_SIZE),
  };
}

/** The hash link older screens and emails use for a definition's history. */
export const settlementHistoryHashPattern = /^#\/settlements\/history\/([^/?#]+)\/?$/;

/** The console path of a definition's history. */
export const settlementHistoryPath = (definitionId: string) =>
  `/settlements/history/${encodeURIComponent(definitionId)}/`;

/** What a failed status or history call shows when its answer says nothing. */
export const SETTLEMENT_ERROR_FALLBACK = 'Error response';

/**
 * The text of a failed status or history call (platform-shell.md section 8): the answer's
 * message or status text, or 'Error response' when it has neither (`silentMessage` is what the
 * client says then).
 */
export function settlementErrorText(
  error: { message: string } | null | undefined,
  silentMessage: string,
): string | null {
  if (!error) return null;
  return error.message && error.message !== silentMessage
    ? error.message
    : SETTLEMENT_ERROR_FALLBACK;
}
