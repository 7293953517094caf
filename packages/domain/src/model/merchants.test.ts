import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_SIGNED,
  CCL_NUMBER_REQUIRED,
  MERCHANT_MUST_SIGN,
  PRIMARY_CONTACT_DELETION_REFUSED,
  bankDetailsTitle,
  contactDeletionRefusal,
  contactTabTitle,
  legalStatusLabel,
  lenderStatusOptions,
  merchantAccountStatusLabel,
  merchantActionRefusal,
  merchantHasAgreed,
  merchantMustSign,
  merchantPolicyName,
  proofOfDeliveryOptions,
  provisionalApprovalRefusal,
  quickViewText,
  submittableLenders,
  suspendedStatusFor,
  type MerchantLinkState,
} from './merchants';

describe('labels', () => {
  it('shows lender statuses with PENDING as Provisional and null as Not set', () => {
    expect(lenderStatusOptions.map((option) => option.label)).toEqual([
      'APPROVED',
      'DECLINED',
      'CONDITIONALLY APPROVED',
      'INFO NEEDED',
      'Provisional',
      'SUSPENDED',
      'SUSPENDED SETTLEMENT',
      'SUSPENDED TRADING',
      'Not set',
    ]);
  });

  it('names each legal status and reads any other value as Unknown Status', () => {
    expect(legalStatusLabel('pub_limited')).toBe('Publicly Listed Company');
    expect(legalStatusLabel('sole_trader')).toBe('Sole Trader');
    expect(legalStatusLabel('cooperative')).toBe('Unknown Status');
    expect(legalStatusLabel(null)).toBe('Unknown Status');
  });

  it('reads account statuses as words', () => {
    expect(merchantAccountStatusLabel('suspended-trading')).toBe('Suspended Trading');
    expect(merchantAccountStatusLabel('live')).toBe('Live');
    expect(merchantAccountStatusLabel('closed')).toBe('Unknown Status');
  });

  it('titles contact tabs by type, or New Contact before saving', () => {
    expect(contactTabTitle('primary')).toBe('Primary Contact');
    expect(contactTabTitle(undefined)).toBe('New Contact');
  });

  it('humanises bank details keys', () => {
    expect(bankDetailsTitle('settlement')).toBe('Settlement');
    expect(bankDetailsTitle('direct_debit_fees')).toBe('Direct Debit Fees');
  });

  it('cuts quick-view text at 200 characters', () => {
    expect(quickViewText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(quickViewText('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
  });

  it('offers All 1, Random 90 % down to 10 %, None 0 for proof of delivery', () => {
    expect(proofOfDeliveryOptions.map((option) => option.value)).toEqual([
      1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0,
    ]);
    expect(proofOfDeliveryOptions[1]).toEqual({ label: 'Random 90%', value: 0.9 });
  });

  it('takes the policy from the product package for service users, else the decision policy', () => {
    const merchant = {
      product_package: { name: 'Premium retail' },
      decision_policy: { name: 'Regulated retail' },
    };
    expect(merchantPolicyName(merchant, 'service_user')).toBe('Premium retail');
    expect(merchantPolicyName(merchant, 'lender')).toBe('Regulated retail');
    expect(merchantPolicyName({ ...merchant, decision_policy: null }, 'lender')).toBeNull();
  });

  it('suspends generally, for trading or for settlement', () => {
    expect(suspendedStatusFor('')).toBe('suspended');
    expect(suspendedStatusFor(undefined)).toBe('suspended');
    expect(suspendedStatusFor('trading')).toBe('suspended-trading');
    expect(suspendedStatusFor('settlement')).toBe('suspended-settlement');
  });
});

describe('contactDeletionRefusal', () => {
  const primary = { contact_id: 1, contact_type: 'primary' };
  const accounts = { contact_id: 2, contact_type: 'accounts' };
  it('lets any contact but a primary one go', () => {
    expect(contactDeletionRefusal(accounts, [primary, accounts])).toBeNull();
  });
  it('keeps the only primary contact', () => {
    expect(contactDeletionRefusal(primary, [primary, accounts])).toBe(
      PRIMARY_CONTACT_DELETION_REFUSED,
    );
  });
  it('lets a primary contact go while another primary exists', () => {
    expect(
      contactDeletionRefusal(primary, [primary, { contact_id: 3, contact_type: 'primary' }]),
    ).toBeNull();
  });
});

describe('provisionalApprovalRefusal', () => {
  const regulated = { is_regulated: true };
  it('refuses under a regulated policy without a CCL number of 6 characters', () => {
    expect(provisionalApprovalRefusal({ decision_policy: regulated, ccl_number: null })).toBe(
      CCL_NUMBER_REQUIRED,
    );
    expect(provisionalApprovalRefusal({ decision_policy: regulated, ccl_number: 'AB12 ' })).toBe(
      CCL_NUMBER_REQUIRED,
    );
    expect(CCL_NUMBER_REQUIRED).toBe(
      'As merchant is on a regulated decision policy, a valid CCL number must be provided.',
    );
  });
  it('allows a valid CCL number, an unregulated policy or no policy', () => {
    expect(
      provisionalApprovalRefusal({ decision_policy: regulated, ccl_number: 'AB1234' }),
    ).toBeNull();
    expect(
      provisionalApprovalRefusal({ decision_policy: { is_regulated: false }, ccl_number: null }),
    ).toBeNull();
    expect(provisionalApprovalRefusal({ decision_policy: null, ccl_number: null })).toBeNull();
  });
});

describe('agreements', () => {
  const signed = { retailer_agreed: '2026-01-01T00:00:00Z' };
  const unsigned = { retailer_agreed: null };
  it('counts the merchant as agreed only with every agreement signed', () => {
    expect(merchantHasAgreed([signed, signed])).toBe(true);
    expect(merchantHasAgreed([signed, unsigned])).toBe(false);
    expect(merchantHasAgreed([])).toBe(false);
  });
  it('asks the merchant to sign unless rejected or still an application', () => {
    expect(merchantMustSign({ account_status: 'provisional', lender_agreements: [unsigned] })).toBe(
      true,
    );
    expect(merchantMustSign({ account_status: 'rejected', lender_agreements: [unsigned] })).toBe(
      false,
    );
    expect(merchantMustSign({ account_status: 'application', lender_agreements: [unsigned] })).toBe(
      false,
    );
    expect(merchantMustSign({ account_status: 'live', lender_agreements: [signed] })).toBe(false);
    expect(MERCHANT_MUST_SIGN).toBe('The merchant must sign their agreement in order to proceed.');
    expect(AGREEMENT_SIGNED).toBe(
      'This Operating Agreement has been signed. It is not able to change.',
    );
  });
});

describe('merchantActionRefusal', () => {
  const state = (overrides: Partial<MerchantLinkState>): MerchantLinkState => ({
    account_status: 'application',
    lender_statuses: [{ lender_id: 2, status: null }],
    lender_agreements: [{ retailer_agreed: null }],
    ...overrides,
  });
  const signed = [{ retailer_agreed: '2026-01-01T00:00:00Z' }];

  it('accepts a provisional merchant that signed and a lender approved', () => {
    const ready = state({
      account_status: 'provisional',
      lender_statuses: [{ lender_id: 2, status: 'APPROVED' }],
      lender_agreements: signed,
    });
    expect(merchantActionRefusal('accept', ready)).toBeNull();
    expect(
      merchantActionRefusal('accept', { ...ready, lender_agreements: [{ retailer_agreed: null }] }),
    ).toBe(MERCHANT_MUST_SIGN);
    expect(
      merchantActionRefusal('accept', {
        ...ready,
        lender_statuses: [{ lender_id: 2, status: 'PENDING' }],
      }),
    ).toMatch(/lender must approve/);
    expect(merchantActionRefusal('accept', { ...ready, account_status: 'application' })).toMatch(
      /not available/,
    );
  });

  it('approves provisionally and rejects applications; suspends live merchants', () => {
    expect(merchantActionRefusal('provisionally_approve', state({}))).toBeNull();
    expect(merchantActionRefusal('reject', state({ account_status: 'pending' }))).toBeNull();
    expect(merchantActionRefusal('suspend', state({ account_status: 'live' }))).toBeNull();
    expect(
      merchantActionRefusal('suspend', state({ account_status: 'application' })),
    ).not.toBeNull();
    expect(
      merchantActionRefusal('provisionally_approve', state({ account_status: 'live' })),
    ).not.toBeNull();
  });

  it('never moves a rejected merchant again', () => {
    for (const action of [
      'accept',
      'provisionally_approve',
      'reject',
      'assign_account_manager',
    ] as const) {
      expect(merchantActionRefusal(action, state({ account_status: 'rejected' }))).toMatch(
        /cannot be undone/,
      );
    }
  });

  it('submits to lenders not yet submitted to or asking for information', () => {
    const merchant = state({
      lender_statuses: [
        { lender_id: 2, status: null },
        { lender_id: 4, status: 'INFO NEEDED' },
        { lender_id: 6, status: 'PENDING' },
      ],
    });
    expect(submittableLenders(merchant)).toEqual([2, 4]);
    expect(merchantActionRefusal('submit_to_lender', merchant)).toBeNull();
    const none = state({ lender_statuses: [{ lender_id: 6, status: 'PENDING' }] });
    expect(merchantActionRefusal('submit_to_lender', none)).not.toBeNull();
    expect(submittableLenders({ ...merchant, account_status: 'live' })).toEqual([]);
  });

  it('re-assigns operating agreements while provisional with one unsigned', () => {
    expect(
      merchantActionRefusal('assign_operating_agreement', state({ account_status: 'provisional' })),
    ).toBeNull();
    expect(
      merchantActionRefusal(
        'assign_operating_agreement',
        state({ account_status: 'provisional', lender_agreements: signed }),
      ),
    ).not.toBeNull();
    expect(
      merchantActionRefusal('assign_operating_agreement', state({ account_status: 'live' })),
    ).not.toBeNull();
  });
});
