import { ACCOUNT_UPDATED } from './dashboard';
import { personTitles } from './titles';
/**
 * Merchant (retailer) rules of merchants.md sections 3 to 9, shared by the server (links,
 * validation, refusals) and the console (labels, disabled buttons, messages). Texts quoted by the
 * specification are kept word for word.
 */
import {
  lenderStatusLabel,
  lenderStatuses,
  merchantAccountStatuses,
  type LenderStatus,
  type MerchantAccountStatus,
} from './statuses';

/** The user types that matter to merchant screens: service users edit, others read. */
export type MerchantUserType = 'service_user' | 'lender';

/** Text caps of merchants.md section 9. */
export const merchantTextLimits = {
  /** Names, and the quick view's cut of flag and note text. */
  name: 200,
  quickView: 200,
  /** Contact and bank text. */
  contact: 100,
  /** Registration numbers and similar. */
  reference: 15,
  /** Sign-up fee and monthly cost. */
  fee: 10,
  /** Notes, flags and Contact Merchant messages. */
  message: 1000,
  /** The note preview and the attachment tooltip name. */
  notePreview: 25,
  attachmentTooltip: 26,
} as const;

/** Lists of merchant screens fetch 100 a page; notes 1000; product packages 1000; users 100. */
export const merchantPageSizes = {
  list: 100,
  notes: 1000,
  productPackages: 1000,
  retailerUsers: 100,
} as const;

/** Text cut to `limit` characters, with an ellipsis when something was cut. */
export function truncateText(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** A flag's or note's text as the list's quick view shows it: cut at 200 characters. */
export const quickViewText = (text: string) => truncateText(text, merchantTextLimits.quickView);

/** An account status as a label: 'suspended-trading' reads 'Suspended Trading'. */
export function merchantAccountStatusLabel(status: string): string {
  if (!(merchantAccountStatuses as readonly string[]).includes(status)) return 'Unknown Status';
  return status
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Every lender status with its label, Not set (null) last, for filter panels. */
export const lenderStatusOptions: readonly { value: LenderStatus | null; label: string }[] = [
  ...lenderStatuses.map((value) => ({ value, label: lenderStatusLabel(value) })),
  { value: null, label: lenderStatusLabel(null) },
];

/** Lender status filters carry null as the text 'null' (the server's lender_status[]). */
export const LENDER_STATUS_NOT_SET = 'null';

export const legalStatuses = [
  'limited',
  'pub_limited',
  'sole_trader',
  'partnership',
  'limited_liability',
] as const;
export type LegalStatus = (typeof legalStatuses)[number];

const legalStatusLabels: Record<LegalStatus, string> = {
  limited: 'Limited',
  pub_limited: 'Publicly Listed Company',
  sole_trader: 'Sole Trader',
  partnership: 'Partnership',
  limited_liability: 'Limited Liability',
};

export const UNKNOWN_LEGAL_STATUS = 'Unknown Status';

/** A legal status as a label; a value outside the list (or none) reads 'Unknown Status'. */
export function legalStatusLabel(status: string | null | undefined): string {
  return status && Object.hasOwn(legalStatusLabels, status)
    ? legalStatusLabels[status as LegalStatus]
    : UNKNOWN_LEGAL_STATUS;
}

export const legalStatusOptions = legalStatuses.map((value) => ({
  value,
  label: legalStatusLabels[value],
}));

/** Average time to receipt of goods. */
export const timeToReceiptValues = ['5 days', '1 mon', '2 mons', '3 mons', '1 year'] as const;
export type TimeToReceipt = (typeof timeToReceiptValues)[number];

export const accountTypes = ['Starter', 'Standard', 'Professional', 'Corporate'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The contact types the specification names (the full list is not given). */
export const contactTypes = ['primary', 'technical', 'accounts', 'director', 'support'] as const;
export type ContactType = (typeof contactTypes)[number];

/** A contact's title: the one list of account-form titles (platform-shell.md section 5). */
export const contactTitles = personTitles;

/** A contact tab's title: '<Type> Contact', or 'New Contact' while it is not saved. */
export function contactTabTitle(contactType: string | null | undefined): string {
  if (!contactType) return 'New Contact';
  return `${contactType.charAt(0).toUpperCase()}${contactType.slice(1)} Contact`;
}

/** A bank details tab title: the key humanised ('settlement_fees' → 'Settlement Fees'). */
export function bankDetailsTitle(kind: string): string {
  return kind
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const PRIMARY_CONTACT_DELETION_REFUSED =
  'A primary contact can be deleted only if more than one primary contact exists.';

/** Why this contact cannot be deleted, or null: a primary one needs another primary beside it. */
export function contactDeletionRefusal(
  contact: { contact_id: number; contact_type: string },
  contacts: readonly { contact_id: number; contact_type: string }[],
): string | null {
  if (contact.contact_type !== 'primary') return null;
  const primaries = contacts.filter((other) => other.contact_type === 'primary');
  return primaries.length > 1 ? null : PRIMARY_CONTACT_DELETION_REFUSED;
}

export const CCL_NUMBER_MIN_LENGTH = 6;
export const CCL_NUMBER_REQUIRED =
  'As merchant is on a regulated decision policy, a valid CCL number must be provided.';

/** A CCL number is valid at 6 characters or more (spaces around it do not count). */
export function isValidCclNumber(cclNumber: string | null | undefined): boolean {
  return (cclNumber ?? '').trim().length >= CCL_NUMBER_MIN_LENGTH;
}

/**
 * Why provisional approval is refused, or null: under a regulated decision policy the merchant
 * needs a valid CCL number.
 */
export function provisionalApprovalRefusal(merchant: {
  decision_policy: { is_regulated: boolean } | null;
  ccl_number: string | null;
}): string | null {
  return merchant.decision_policy?.is_regulated && !isValidCclNumber(merchant.ccl_number)
    ? CCL_NUMBER_REQUIRED
    : null;
}

export const MERCHANT_MUST_SIGN = 'The merchant must sign their agreement in order to proceed.';
export const NO_ACTIONS_AVAILABLE = 'No Actions Available';
export const AGREEMENT_SIGNED =
  'This Operating Agreement has been signed. It is not able to change.';

interface AgreementState {
  retailer_agreed: string | null;
}

/** The merchant has agreed once every operating agreement it has is signed (and it has one). */
export function merchantHasAgreed(agreements: readonly AgreementState[]): boolean {
  return agreements.length > 0 && agreements.every((agreement) => agreement.retailer_agreed);
}

/**
 * Whether the actions panel shows 'The merchant must sign their agreement in order to proceed.':
 * not agreed, not rejected, and past the application status.
 */
export function merchantMustSign(merchant: {
  account_status: string;
  lender_agreements: readonly AgreementState[];
}): boolean {
  return (
    !merchantHasAgreed(merchant.lender_agreements) &&
    merchant.account_status !== 'rejected' &&
    merchant.account_status !== 'application'
  );
}

/** The custom operating agreement option of the lender selector (upload a PDF). */
export const CUSTOM_AGREEMENT_DOCUMENT_ID = -1;
export const customAgreementPrompts = {
  upload: 'Please upload the custom ROA in pdf format',
  confirm: 'Please confirm below that the ROA is correct',
} as const;

/** Manual proof-of-delivery checking (CDS check_factor): All, Random 90 % to 10 %, None. */
export const proofOfDeliveryOptions: readonly { label: string; value: number }[] = [
  { label: 'All', value: 1 },
  ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((tenths) => ({
    label: `Random ${tenths * 10}%`,
    value: tenths / 10,
  })),
  { label: 'None', value: 0 },
];

export const proofOfDeliveryValues = proofOfDeliveryOptions.map((option) => option.value);

/** Suspension types: general (sent as ''), trading, settlement, and the status each sets. */
export const suspendTypes = [
  { value: '', label: 'General', status: 'suspended' },
  { value: 'trading', label: 'Trading', status: 'suspended-trading' },
  { value: 'settlement', label: 'Settlement', status: 'suspended-settlement' },
] as const satisfies readonly { value: string; label: string; status: MerchantAccountStatus }[];
export type SuspendType = (typeof suspendTypes)[number]['value'];

export function suspendedStatusFor(type: SuspendType | undefined): MerchantAccountStatus {
  return suspendTypes.find((option) => option.value === (type ?? ''))?.status ?? 'suspended';
}

/**
 * Where a merchant's decision policy comes from: the product package for service users, the
 * decision policy for lenders and others (platform-shell.md section 1).
 */
export function merchantPolicyName(
  merchant: {
    product_package: { name: string } | null;
    decision_policy: { name: string } | null;
  },
  userType: MerchantUserType,
): string | null {
  const policy = userType === 'service_user' ? merchant.product_package : merchant.decision_policy;
  return policy?.name ?? null;
}

/** Shown for a merchant without an account manager or decision policy. */
export const NOT_ASSIGNED = 'Not assigned';

/** Success messages of merchants.md section 8 for merchant screens, word for word. */
export const merchantMessages = {
  contactUpdated: 'Contact updated',
  contactCreated: 'Contact created',
  contactDeleted: 'Contact Deleted',
  emailSent: 'Email sent',
  flagDeleted: 'Flag Deleted',
  agreementAssigned: 'The Operating Agreement has been assigned',
  customAgreementSaved: 'Custom Operating Agreement saved',
  decisionPolicyAssigned: 'The Decision Policy has been assigned',
  suspended: 'The retailer has been suspended',
  accountManagerAssigned: 'The Account Manager has been assigned',
  accepted: 'The merchant is now live for trading',
  approved: 'Merchant Approved',
  rejected: 'Merchant Rejected',
  submitted: 'Merchant Submitted',
  accountUpdated: ACCOUNT_UPDATED,
  ghostFailed: 'Ghosting request failed!',
  ghostUnexpected: 'An unexpected error has occurred. Please try again later.',
  uploadFailed: 'Failed to upload',
  uploadSucceeded: 'Success! The file was uploaded successfully',
  uploadErrored: 'Error! Something went wrong with the upload.',
  noFlags: 'No flags.',
  noNotes: 'No notes.',
} as const;

/** 'Successfully ghosting as {name}'. */
export const ghostingAs = (name: string) => `Successfully ghosting as ${name}`;

/** The merchant actions of section 4: each one is offered as a `_links` relation of that name. */
export const merchantActions = [
  'accept',
  'provisionally_approve',
  'reject',
  'suspend',
  'submit_to_lender',
  'assign_product_package',
  'assign_decision_policy',
  'assign_account_manager',
  'assign_operating_agreement',
] as const;
export type MerchantAction = (typeof merchantActions)[number];

/** Statuses a merchant never leaves: reject cannot be undone, the others are closed accounts. */
export const closedMerchantStatuses: readonly MerchantAccountStatus[] = [
  'rejected',
  'declined',
  'terminated',
  'deleted',
];

/**
 * The account status moves of the status actions (designed: the specification leaves the moves
 * unshown beyond "accept sets live", "reject cannot be undone" and the suspension types).
 */
export const merchantStatusMoves = {
  accept: {
    from: ['provisional', 'test', 'suspended', 'suspended-trading', 'suspended-settlement'],
    to: 'live',
  },
  provisionally_approve: { from: ['application', 'pending'], to: 'provisional' },
  reject: { from: ['application', 'pending', 'provisional', 'test'], to: 'rejected' },
  suspend: { from: ['live', 'suspended', 'suspended-trading', 'suspended-settlement'], to: null },
  submit_to_lender: { from: ['application', 'pending', 'provisional'], to: null },
} as const satisfies Record<
  string,
  { from: readonly MerchantAccountStatus[]; to: MerchantAccountStatus | null }
>;

/** Lender statuses a merchant is (re)submitted from: not yet submitted, or info asked for. */
export const submittableLenderStatuses: readonly (LenderStatus | null)[] = [null, 'INFO NEEDED'];

export interface MerchantLinkState {
  account_status: string;
  lender_statuses: readonly { lender_id: number; status: LenderStatus | null }[];
  lender_agreements: readonly AgreementState[];
}

/** Lenders the merchant can be submitted to now (one Submit to Lender entry each). */
export function submittableLenders(merchant: MerchantLinkState): number[] {
  if (
    !(merchantStatusMoves.submit_to_lender.from as readonly string[]).includes(
      merchant.account_status,
    )
  ) {
    return [];
  }
  return merchant.lender_statuses
    .filter((entry) => submittableLenderStatuses.includes(entry.status))
    .map((entry) => entry.lender_id);
}

/**
 * Why a status action cannot be taken from the merchant's state, or null when it can (before
 * permissions, which the server checks). Accept needs the merchant's signature on every
 * agreement and a lender's approval; the re-assign operating agreement action appears while
 * provisional with an agreement not yet signed.
 */
export function merchantActionRefusal(
  action: MerchantAction,
  merchant: MerchantLinkState,
): string | null {
  const status = merchant.account_status;
  if ((closedMerchantStatuses as readonly string[]).includes(status)) {
    return status === 'rejected'
      ? 'A rejected merchant cannot be changed: reject cannot be undone.'
      : `No action is available for a merchant in status ${status}.`;
  }
  const notFrom = () => `This action is not available for a merchant in status ${status}.`;
  switch (action) {
    case 'accept':
      if (!(merchantStatusMoves.accept.from as readonly string[]).includes(status))
        return notFrom();
      if (!merchantHasAgreed(merchant.lender_agreements)) return MERCHANT_MUST_SIGN;
      return merchant.lender_statuses.some((entry) => entry.status === 'APPROVED')
        ? null
        : 'A lender must approve the merchant before it can go live.';
    case 'provisionally_approve':
    case 'reject':
    case 'suspend':
      return (merchantStatusMoves[action].from as readonly string[]).includes(status)
        ? null
        : notFrom();
    case 'submit_to_lender':
      if (!(merchantStatusMoves.submit_to_lender.from as readonly string[]).includes(status)) {
        return notFrom();
      }
      return submittableLenders(merchant).length > 0
        ? null
        : 'The merchant has no lender to submit to: each has it already.';
    case 'assign_operating_agreement':
      return status === 'provisional' &&
        merchant.lender_agreements.some((agreement) => !agreement.retailer_agreed)
        ? null
        : 'Operating agreements are assigned while the merchant is provisional and has not signed them all.';
    case 'assign_product_package':
    case 'assign_decision_policy':
    case 'assign_account_manager':
      return null;
  }
}
