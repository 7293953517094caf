import type { Faker } from '@faker-js/faker';
import {
  isContactPhone,
  lenderStatuses as knownLenderStatuses,
  merchantAccountStatuses as accountStatuses,
  proofOfDeliveryValues,
  type WatchListItemInput,
  customerDocumentTypes,
  readTemplateHtml,
  variablesFor,
  writeTemplateHtml,
  type DocumentType,
} from '@backoffice/domain/model';
import type { ColumnValue, Sql } from '../db/database';
import { watchListItemColumns, watchListItemValues } from '../routes/fraud-watch-lists/itemColumns';
import { advanceSequence } from './sequences';
import type { FileStorage } from '../storage/fileStorage';
import {
  merchantShowcase,
  merchantUserGroups,
  seedMerchantExtras,
  type MerchantExtrasPlan,
} from './merchantExtras';

/** Every lender status, and not set. */
const lenderStatuses = [...knownLenderStatuses, null];

const legalStatuses = [
  'limited',
  'pub_limited',
  'sole_trader',
  'partnership',
  'limited_liability',
] as const;
const receiptTimes = ['5 days', '1 mon', '2 mons', '3 mons', '1 year'] as const;
const accountTypes = ['Starter', 'Standard', 'Professional', 'Corporate'] as const;
const contactTypes = ['primary', 'technical', 'accounts', 'director', 'support'] as const;
const goodsKinds = [
  'Furniture',
  'Bicycles and e-bikes',
  'Musical instruments',
  'Home appliances',
  'Dental treatment',
  'Hearing aids',
  'Mobility scooters',
  'Garden buildings',
  'Computers and laptops',
  'Jewellery',
  'Kitchens',
  'Beds and mattresses',
  'Hot tubs',
  'Veterinary care',
  'Driving lessons',
];

export interface SeedContext {
  faker: Faker;
  /** Where seeded files (note attachments, custom agreements) are stored; none in seed tests. */
  storage?: FileStorage;
  /** Dates are spread back from here: the start of the day the seed runs on. */
  now: Date;
  /** When the seed runs: what has already happened today (the settlement run) depends on it. */
  clock: Date;
  serviceUserId: number;
  adminId: number;
  staffUserIds: number[];
  lenderIds: number[];
  lenderNames: Map<number, string>;
}

export interface SeededMerchant {
  retailerId: number;
  name: string;
  accountStatus: (typeof accountStatuses)[number];
  lenderIds: number[];
}

const pick = <T>(faker: Faker, items: readonly T[]): T => faker.helpers.arrayElement(items);
const pounds = (faker: Faker, min: number, max: number) => faker.number.int({ min, max }) * 100;
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

/** A drawn phone number as a contact keeps it: digits only, or none when not a national number. */
const contactPhone = (drawn: string) => {
  const digits = drawn.replace(/\D/g, '');
  return isContactPhone(digits) ? digits : null;
};

/** A drawn CDS factor as one of the proof-of-delivery options (All, Random 90 % … 10 %, None). */
const checkFactorFrom = (drawn: number) =>
  proofOfDeliveryValues[Math.round(drawn * 100) % proofOfDeliveryValues.length]!;

/** Seeded content goes through the editor's model, so it is stored as the editor would save it. */
function canonicalTemplate(html: string, type: DocumentType): string {
  const palette = variablesFor(type);
  return writeTemplateHtml(
    readTemplateHtml(html, { isKnownVariable: (name) => palette.has(name) }),
  );
}

function operatingAgreementHtml(lenderName: string) {
  return [
    `<h1>${lenderName} retailer operating agreement</h1>`,
    '<p>This agreement is made between {{ retailer_name }} (company number {{ retailer_company_number }}) ',
    `and ${lenderName}.</p>`,
    '<h2>1. Introducing customers</h2>',
    '<ol type="a"><li><p>The retailer introduces customers for point-of-sale credit and does not give advice.</p></li>',
    '<li><p>The retailer gives every customer the pre-contract information before they apply.</p></li></ol>',
    '<h2>2. Settlement</h2><p>Advances are settled to the retailer bank account within three working days of fulfilment.</p>',
    '<p>Signed for the retailer:</p><p>{{ retailer_signature }}</p>',
  ].join('');
}

function customerDocumentHtml(type: DocumentType, title: string, paragraph: string) {
  const row = (label: string, value: string, kind = 'ldm-row') =>
    `<div class="${kind}"><div class="ldm-col-1"><p><strong>${label}</strong></p></div><div class="ldm-col-2"><p>${value}</p></div></div>`;
  const table =
    type === 'direct_debit'
      ? [
          '<div class="dd-template">',
          row('Name of account holder', '{{ bank_account_name }}', 'dd-row'),
          row('Account number', '{{ bank_account_number }}', 'dd-row'),
          row('Sort code', '{{ bank_sort_code }}', 'dd-row'),
          row('Reference', '{{ application_direct_debit_number }}', 'dd-row'),
          '</div>',
        ]
      : [
          '<div class="ldm-table">',
          row('Amount of credit', '{{ finance_credit_amount }}'),
          row(
            'Monthly instalment',
            '{{ finance_instalment_amount }} for {{ finance_term }} months',
          ),
          row('Representative APR', '{{ finance_apr }}'),
          '</div>',
        ];
  return [
    `<h1>${title}</h1><p>Dear {{ consumer_title }} {{ consumer_surname }},</p><p>${paragraph}</p>`,
    ...table,
  ].join('');
}

/** Lender documents: one operating agreement per lender plus customer documents, with versions. */
async function seedDocuments(sql: Sql, context: SeedContext): Promise<Map<number, number>> {
  const { faker, lenderIds, lenderNames, adminId, now } = context;
  const documents: ColumnValue[][] = [];
  const versions: ColumnValue[][] = [];
  const agreementByLender = new Map<number, number>();
  let documentId = 0;
  for (const lenderId of lenderIds) {
    const lenderName = lenderNames.get(lenderId) ?? `Lender ${lenderId}`;
    const types: DocumentType[] = [
      'retailer_operating_agreement',
      ...faker.helpers.arrayElements(customerDocumentTypes, { min: 1, max: 3 }),
    ];
    for (const type of types) {
      documentId += 1;
      if (type === 'retailer_operating_agreement') agreementByLender.set(lenderId, documentId);
      const published = faker.number.int({ min: 1, max: 3 });
      const hasDraft = faker.datatype.boolean();
      const created = daysBefore(now, faker.number.int({ min: 120, max: 700 }));
      const title =
        type === 'retailer_operating_agreement'
          ? `${lenderName} operating agreement`
          : `${lenderName} ${type.replace(/_/g, ' ')}`;
      documents.push([
        documentId,
        title,
        type,
        lenderId,
        faker.lorem.sentence(),
        adminId,
        [type === 'retailer_operating_agreement' ? 'retailer' : 'customer'],
        published,
        hasDraft ? published + 1 : null,
        created,
      ]);
      const content = canonicalTemplate(
        type === 'retailer_operating_agreement'
          ? operatingAgreementHtml(lenderName)
          : customerDocumentHtml(type, title, faker.lorem.paragraph()),
        type,
      );
      // Published versions are 1.0, 2.0, …; the draft continues from the live one (n.1).
      for (let version = 1; version <= published + (hasDraft ? 1 : 0); version += 1) {
        const isPublished = version <= published;
        versions.push([
          documentId,
          version,
          isPublished ? version : published,
          isPublished ? 0 : 1,
          isPublished ? 'published' : 'draft',
          content,
          [faker.lorem.sentence()],
          adminId,
          new Date(created.getTime() + version * 86_400_000 * 7),
        ]);
      }
    }
  }
  await sql.insertRows(
    'documents',
    [
      'document_id',
      'title',
      'document_type',
      'owner_id',
      'notes',
      'author_user_id',
      'tags',
      'live_version',
      'latest_draft_version',
      'created_at',
    ],
    documents,
  );
  await sql.insertRows(
    'document_versions',
    [
      'document_id',
      'version',
      'major',
      'minor',
      'state',
      'content',
      'notes',
      'author_user_id',
      'created_at',
    ],
    versions,
  );
  await advanceSequence(sql, 'documents', 'document_id');
  return agreementByLender;
}

/** A Standard card that has ended, held by the first merchants beside their current cards. */
export const ENDED_STANDARD_RATE_CARD_ID = 13;
/** A Secondary card no merchant uses. */
export const UNUSED_RATE_CARD_ID = 14;
/**
 * A current Standard card with fixed products: the only current Standard card of
 * RATE_CARD_MERCHANT_ID, whose rate card view therefore shows it for the Standard type.
 */
export const CURRENT_STANDARD_RATE_CARD_ID = 15;
/** The merchant holding CURRENT_STANDARD_RATE_CARD_ID beside the ended Standard card. */
export const RATE_CARD_MERCHANT_ID = 1;

/** The drawn cards (ids 1–12) and the Standard ones among them. */
interface SeededRateCards {
  cardIds: number[];
  standardCardIds: Set<number>;
}

async function seedRateCards(sql: Sql, context: SeedContext): Promise<SeededRateCards> {
  const { faker, now } = context;
  await sql.insertRows(
    'rate_card_types',
    ['rate_card_type_id', 'name'],
    [
      [1, 'Standard'],
      [2, 'Secondary'],
    ],
  );
  const cards: ColumnValue[][] = [];
  const products: ColumnValue[][] = [];
  const productCodes = [
    'ISIF6',
    'ISIF12',
    'ISIF24',
    'IS-9.9-24',
    'IS-14.9-36',
    'IS-19.9-48',
    'ONIF12',
    'ON-9.9-12',
    'ON-19.9-36',
    'IHIF10',
    'IH-14.9-60',
    'IS-29.9-60',
  ];
  const cardIds: number[] = [];
  for (let rateCardId = 1; rateCardId <= 12; rateCardId += 1) {
    cardIds.push(rateCardId);
    const created = daysBefore(now, faker.number.int({ min: 90, max: 900 }));
    cards.push([
      rateCardId,
      `${pick(faker, ['Retail', 'Home', 'Dental', 'Leisure', 'Motor', 'Online'])} rate card ${rateCardId}`,
      rateCardId % 3 === 0 ? null : `template-${rateCardId}`,
      rateCardId % 4 === 0 ? 2 : 1,
      created,
      created,
      rateCardId === 12 ? daysBefore(now, 10) : null,
    ]);
    // Card 11 has no products, so the empty state has real data behind it.
    if (rateCardId === 11) continue;
    for (const code of faker.helpers.arrayElements(productCodes, { min: 3, max: 8 })) {
      const minAmount = pounds(faker, 1, 5) * 50;
      products.push([
        rateCardId,
        code,
        `${code} product`,
        code.includes('IF') ? `Interest free ${code.replace(/\D/g, '')} months` : code,
        faker.number.float({ min: 0, max: 15, fractionDigits: 2 }),
        faker.number.float({ min: 0, max: 15, fractionDigits: 2 }),
        pounds(faker, 500, 2000),
        faker.number.int({ min: 0, max: 5000 }),
        faker.number.int({ min: 0, max: 2500 }),
        minAmount,
        minAmount + pounds(faker, 1, 25) * 1000,
        pounds(faker, 1, 30) * 100,
        faker.number.int({ min: 0, max: 500 }),
        faker.number.int({ min: 0, max: 2500 }),
        faker.number.int({ min: 0, max: 1500 }),
        faker.number.int({ min: 0, max: 3000 }),
        faker.number.float({ min: 0, max: 10, fractionDigits: 2 }),
      ]);
    }
  }
  // Two cards drawn without the faker, so that the draws after them stay the same: an ended
  // Standard card that some merchants still hold (the selector's dates), and a Secondary card
  // no merchant uses (one that can be deleted).
  const fixedCards: [number, string, number, Date, Date | null][] = [
    [
      ENDED_STANDARD_RATE_CARD_ID,
      'Retail rate card 2024',
      1,
      daysBefore(now, 800),
      daysBefore(now, 400),
    ],
    [UNUSED_RATE_CARD_ID, 'Spare secondary rate card', 2, daysBefore(now, 60), null],
    [CURRENT_STANDARD_RATE_CARD_ID, 'High street rate card', 1, daysBefore(now, 400), null],
  ];
  for (const [rateCardId, name, typeId, created, ended] of fixedCards) {
    cards.push([rateCardId, name, null, typeId, created, created, ended]);
    productCodes.slice(0, 4).forEach((code, index) => {
      products.push([
        rateCardId,
        code,
        `${code} product`,
        code,
        5 + index,
        7.5 + index,
        50_000,
        250 * (index + 1),
        100 * index,
        25_000,
        1_000_000 * (index + 1),
        500_000,
        150,
        1000,
        500,
        0,
        2.5,
      ]);
    });
  }
  await sql.insertRows(
    'rate_cards',
    [
      'rate_card_id',
      'name',
      'template_name',
      'rate_card_type_id',
      'date_created',
      'start_time',
      'end_time',
    ],
    cards,
  );
  await sql.insertRows(
    'rate_card_products',
    [
      'rate_card_id',
      'product_code',
      'product_name',
      'display_name',
      'tier_set1_rate_lender',
      'tier_set2_rate_lender',
      'tier_set2_min_pence',
      'lender_min_fee_pence',
      'lender_fixed_fee_pence',
      'min_amount_pence',
      'max_amount_pence',
      'cut_off_point_pence',
      'credit_sentry_fee_pence',
      'cancel_fee_pence',
      'amend_fee_pence',
      'p4_l_min_fee_pence',
      'tier_set1_rate_p4_l',
    ],
    products,
  );
  await advanceSequence(sql, 'rate_cards', 'rate_card_id');
  const standardCardIds = new Set(
    cards.filter((card) => card[3] === 1).map((card) => card[0] as number),
  );
  return { cardIds, standardCardIds };
}

/**
 * Merchants across every account status and lender status, with contacts, flags, notes,
 * agreements (some not yet agreed), rate cards, bank details and their own users.
 */
export async function seedMerchants(
  sql: Sql,
  context: SeedContext,
  count: number,
): Promise<SeededMerchant[]> {
  const { faker, now, serviceUserId, adminId, staffUserIds, lenderIds } = context;
  const agreementDocuments = await seedDocuments(sql, context);
  const { cardIds: rateCardIds, standardCardIds } = await seedRateCards(sql, context);

  await sql.insertRows(
    'product_packages',
    ['product_package_id', 'name'],
    [
      'Standard retail',
      'Interest free only',
      'Premium retail',
      'Online only',
      'Home improvement',
      'Healthcare',
      'Leisure',
      'Motor',
    ].map((name, index) => [index + 1, name]),
  );
  await sql.insertRows(
    'decision_policies',
    ['decision_policy_id', 'name', 'is_regulated'],
    [
      [1, 'Regulated retail', true],
      [2, 'Regulated online', true],
      [3, 'Unregulated short term', false],
      [4, 'High value', true],
      [5, 'Healthcare', true],
      [6, 'Bullet loans', false],
    ],
  );
  await advanceSequence(sql, 'product_packages', 'product_package_id');
  await advanceSequence(sql, 'decision_policies', 'decision_policy_id');

  const retailers: ColumnValue[][] = [];
  const retailerLenders: ColumnValue[][] = [];
  const banks: ColumnValue[][] = [];
  const contacts: ColumnValue[][] = [];
  const flags: ColumnValue[][] = [];
  const notes: ColumnValue[][] = [];
  const agreements: ColumnValue[][] = [];
  const retailerRateCards: ColumnValue[][] = [];
  const extras: MerchantExtrasPlan = { merchantsWithUsers: [] };
  const seeded: SeededMerchant[] = [];
  let lenderStatusTurn = 0;

  for (let retailerId = 1; retailerId <= count; retailerId += 1) {
    // The first rounds visit every status; after that most merchants are live.
    const accountStatus =
      retailerId <= accountStatuses.length * 3
        ? accountStatuses[(retailerId - 1) % accountStatuses.length]!
        : faker.helpers.weightedArrayElement([
            { weight: 70, value: 'live' as const },
            ...accountStatuses
              .filter((status) => status !== 'live')
              .map((value) => ({ weight: 3, value })),
          ]);
    const company = faker.company.name();
    const name =
      retailerId === 7
        ? `${company} Home, Garden and Leisure Superstore Trading Under Licence ${retailerId}`
        : company;
    const created = daysBefore(now, faker.number.int({ min: 95, max: 1500 }));
    const signedUp = ['application', 'pending', 'declined', 'rejected'].includes(accountStatus)
      ? null
      : daysBefore(created, -faker.number.int({ min: 1, max: 30 }));
    const lenderCount = faker.number.int({ min: 1, max: 3 });
    // Lender 2 trades with most merchants so that the lender demo user has plenty to see.
    const chosenLenders = [
      ...new Set([
        ...(retailerId % 4 !== 0 ? [2] : []),
        ...faker.helpers.arrayElements(lenderIds, lenderCount),
      ]),
    ];
    seeded.push({ retailerId, name, accountStatus, lenderIds: chosenLenders });
    const turnover = pounds(faker, 50_000, 20_000_000);
    retailers.push([
      retailerId,
      serviceUserId,
      name,
      faker.string.numeric(8),
      merchantShowcase.cclNumber(
        retailerId,
        retailerId % 9 === 0
          ? null
          : faker.string.alphanumeric({ length: { min: 6, max: 10 }, casing: 'upper' }),
      ),
      signedUp
        ? daysBefore(signedUp, faker.number.int({ min: 0, max: 365 }))
            .toISOString()
            .slice(0, 10)
        : null,
      retailerId % 23 === 0 ? null : pick(faker, legalStatuses),
      `https://www.${faker.internet.domainWord()}.co.uk`,
      pick(faker, goodsKinds),
      faker.location.streetAddress(),
      retailerId % 3 === 0 ? faker.location.secondaryAddress() : null,
      faker.location.city(),
      faker.location.zipCode(),
      accountStatus,
      pick(faker, accountTypes),
      retailerId % 6 === 0 ? null : pick(faker, staffUserIds),
      pick(faker, [0, 9900, 19900, 49900]),
      pick(faker, [0, 1500, 2900, 4900, 9900]),
      retailerId % 10 === 0 ? null : faker.number.int({ min: 1, max: 8 }),
      merchantShowcase.decisionPolicy(
        retailerId,
        retailerId % 10 === 0 ? null : faker.number.int({ min: 1, max: 6 }),
      ),
      pick(faker, receiptTimes),
      turnover,
      Math.round(turnover * faker.number.float({ min: 0.05, max: 0.6 })),
      pounds(faker, 10_000, 5_000_000),
      pounds(faker, -50_000, 900_000),
      pounds(faker, 150, 4_000),
      retailerId % 5 === 0,
      retailerId % 5 === 0
        ? checkFactorFrom(faker.number.float({ min: 0.5, max: 3, fractionDigits: 2 }))
        : null,
      signedUp ? signedUp.toISOString().slice(0, 10) : null,
      created,
    ]);
    for (const [lenderIndex, lenderId] of chosenLenders.entries()) {
      const lenderStatus = merchantShowcase.lenderStatus(
        retailerId,
        lenderIndex,
        lenderStatuses[lenderStatusTurn % lenderStatuses.length] ?? null,
      );
      lenderStatusTurn += 1;
      retailerLenders.push([
        retailerId,
        lenderId,
        lenderStatus,
        daysBefore(created, -faker.number.int({ min: 1, max: 40 })),
      ]);
      const agreed = merchantShowcase.agreed(
        retailerId,
        lenderIndex,
        accountStatus === 'provisional' && faker.datatype.boolean()
          ? null
          : ['application', 'pending'].includes(accountStatus)
            ? null
            : daysBefore(created, -faker.number.int({ min: 2, max: 60 })),
        created,
      );
      agreements.push([
        retailerId,
        lenderId,
        'html_document',
        agreementDocuments.get(lenderId) ?? null,
        agreed,
        created,
      ]);
    }
    banks.push([
      retailerId,
      'settlement',
      faker.finance.accountName().slice(0, 100),
      faker.finance.accountNumber(8),
      faker.string.numeric(6),
      name.slice(0, 100),
      `${faker.location.city()} branch`,
    ]);
    const contactCount = retailerId % 17 === 0 ? 0 : faker.number.int({ min: 1, max: 4 });
    for (let index = 0; index < contactCount; index += 1) {
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      contacts.push([
        retailerId,
        merchantShowcase.contactType(retailerId, index, contactTypes[index % contactTypes.length]!),
        faker.person.prefix(),
        firstName,
        lastName,
        faker.internet.email({ firstName, lastName }).toLowerCase(),
        contactPhone(faker.phone.number({ style: 'national' })),
        contactPhone(faker.phone.number({ style: 'national' })),
        faker.location.streetAddress(),
        null,
        faker.location.zipCode(),
      ]);
    }
    const flagCount = faker.helpers.weightedArrayElement([
      { weight: 6, value: 0 },
      { weight: 3, value: 1 },
      { weight: 1, value: 3 },
    ]);
    for (let index = 0; index < flagCount; index += 1) {
      flags.push([
        retailerId,
        pick(faker, [
          'Chargeback rate above threshold this month.',
          'Trading address differs from the registered address.',
          'Unusually high average order value for the sector.',
          'Awaiting updated bank details after a change of ownership.',
          faker.lorem.paragraph(),
        ]).slice(0, 1000),
        'retailer',
        index > 0 && faker.datatype.boolean(),
        adminId,
        daysBefore(now, faker.number.int({ min: 0, max: 200 })),
      ]);
    }
    const noteCount = faker.number.int({ min: 0, max: 4 });
    for (let index = 0; index < noteCount; index += 1) {
      notes.push([
        retailerId,
        pick(faker, staffUserIds),
        retailerId === 7 && index === 0
          ? faker.lorem.paragraphs(6).slice(0, 1000)
          : faker.lorem.sentences({ min: 1, max: 3 }),
        index % 2 === 0 ? 'Internal Note' : 'Retailer Note',
        faker.datatype.boolean() ? pick(faker, chosenLenders) : null,
        daysBefore(now, faker.number.int({ min: 0, max: 400 })),
      ]);
    }
    for (const rateCardId of faker.helpers.arrayElements(rateCardIds, { min: 1, max: 2 })) {
      // Drawn for every merchant, so that the draws after them stay the same.
      if (retailerId === RATE_CARD_MERCHANT_ID && standardCardIds.has(rateCardId)) continue;
      retailerRateCards.push([retailerId, rateCardId]);
    }
    // The usernames are drawn for every merchant, so that the draws after them stay the same
    // whichever merchants have users.
    const usernames = merchantUserGroups.map(
      () => `${faker.internet.username().toLowerCase().slice(0, 90)}.${retailerId}`,
    );
    if (merchantShowcase.hasUsers(retailerId)) {
      extras.merchantsWithUsers.push({ retailerId, name, created, usernames });
    }
  }

  await sql.insertRows(
    'retailers',
    [
      'retailer_id',
      'service_user_id',
      'name',
      'registration_number',
      'ccl_number',
      'ccl_start_date',
      'legal_status',
      'principle_trading_url',
      'description_type_goods',
      'address_line_1',
      'address_line_2',
      'address_line_3',
      'post_code',
      'account_status',
      'account_type',
      'account_manager_user_id',
      'sign_up_fee_pence',
      'monthly_cost_pence',
      'product_package_id',
      'decision_policy_id',
      'average_time_receipt_goods',
      'annual_sales_turnover_pence',
      'annual_finance_turnover_pence',
      'net_worth_pence',
      'net_profit_pence',
      'average_order_value_pence',
      'cds_enabled',
      'cds_check_factor',
      'signed_up',
      'created_at',
    ],
    retailers,
  );
  await advanceSequence(sql, 'retailers', 'retailer_id');
  await sql.insertRows(
    'retailer_lenders',
    ['retailer_id', 'lender_id', 'lender_status', 'submitted_at'],
    retailerLenders,
  );
  await sql.insertRows(
    'retailer_bank_details',
    [
      'retailer_id',
      'kind',
      'name',
      'account_number',
      'sort_code',
      'account_holder_name',
      'address_line_1',
    ],
    banks,
  );
  await sql.insertRows(
    'retailer_contacts',
    [
      'retailer_id',
      'contact_type',
      'title',
      'first_name',
      'last_name',
      'email',
      'telephone',
      'mobile',
      'address_line_1',
      'address_line_2',
      'post_code',
    ],
    contacts,
  );
  await sql.insertRows(
    'retailer_flags',
    ['retailer_id', 'message', 'type', 'resolved', 'created_by', 'created_at'],
    flags,
  );
  await sql.insertRows(
    'retailer_notes',
    ['retailer_id', 'author_user_id', 'body', 'note_type', 'lender_id', 'created_at'],
    notes,
  );
  await sql.insertRows(
    'retailer_agreements',
    ['retailer_id', 'lender_id', 'type', 'html_document_id', 'retailer_agreed', 'created_at'],
    agreements,
  );
  const holdersOfEndedCard = [
    ...new Set([RATE_CARD_MERCHANT_ID, ...retailerRateCards.map((row) => row[0] as number)]),
  ];
  for (const retailerId of holdersOfEndedCard.slice(0, 3)) {
    retailerRateCards.push([retailerId, ENDED_STANDARD_RATE_CARD_ID]);
  }
  retailerRateCards.push([RATE_CARD_MERCHANT_ID, CURRENT_STANDARD_RATE_CARD_ID]);
  await sql.insertRows('retailer_rate_cards', ['retailer_id', 'rate_card_id'], retailerRateCards);
  await seedMerchantExtras(sql, context, extras, count);
  return seeded;
}

/** The enabled demo watch list, whose items some seeded applications match. */
export interface SeededWatchList {
  fraudWatchListId: number;
  items: { itemId: number; item: WatchListItemInput }[];
}

/** Two lists: an ended one of 15 items and the enabled one of 25. */
export async function seedWatchList(sql: Sql, context: SeedContext): Promise<SeededWatchList> {
  const { faker, now, adminId } = context;
  const perList = [15, 25];
  await sql.insertRows(
    'fraud_watch_lists',
    [
      'fraud_watch_list_id',
      'start_time',
      'end_time',
      'enabled',
      'item_count',
      'created_by',
      'created_at',
    ],
    [
      [
        1,
        daysBefore(now, 200),
        daysBefore(now, 100),
        false,
        perList[0]!,
        adminId,
        daysBefore(now, 200),
      ],
      [2, daysBefore(now, 100), null, true, perList[1]!, adminId, daysBefore(now, 100)],
    ],
  );
  await advanceSequence(sql, 'fraud_watch_lists', 'fraud_watch_list_id');
  const rows: ColumnValue[][] = [];
  const enabled: SeededWatchList = { fraudWatchListId: 2, items: [] };
  for (let index = 0; index < perList[0]! + perList[1]!; index += 1) {
    const forename = faker.person.firstName();
    const surname = faker.person.lastName();
    const item: WatchListItemInput = {
      number: faker.location.buildingNumber(),
      housename: null,
      flat: null,
      street: faker.location.street(),
      town: faker.location.city(),
      district: null,
      county: faker.location.county(),
      postcode: faker.location.zipCode(),
      phonenumber: faker.phone.number({ style: 'national' }),
      mobilenumber: faker.phone.number({ style: 'national' }),
      emailaddress: faker.internet.email({ firstName: forename, lastName: surname }).toLowerCase(),
      forename,
      initials: forename[0] ?? null,
      surname,
      sortcode: faker.string.numeric(6),
      currentaccount: faker.string.numeric(8),
      ip_address: faker.internet.ipv4(),
    };
    const listId = index < perList[0]! ? 1 : 2;
    rows.push([index + 1, listId, adminId, ...watchListItemValues(item)]);
    if (listId === enabled.fraudWatchListId) enabled.items.push({ itemId: index + 1, item });
  }
  await sql.insertRows(
    'fraud_watch_list_items',
    ['fraud_watch_list_item_id', 'fraud_watch_list_id', 'user_id', ...watchListItemColumns],
    rows,
  );
  await advanceSequence(sql, 'fraud_watch_list_items', 'fraud_watch_list_item_id');
  return enabled;
}
