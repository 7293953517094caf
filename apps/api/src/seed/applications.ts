import type { Faker } from '@faker-js/faker';
import {
  WATCH_LIST_MATCH_FLAG,
  applicationDataValues,
  applicationMatchKeys,
  applicationStatuses,
  matchedKinds,
  watchListItemKeys,
  watchListSentrySection,
  type ApplicationMatchFacts,
  type WatchListHit,
  loanTypeCodes,
  runPolicy,
  type ApplicationFacts,
  type ApplicationStatus,
  type LoanType,
  type PolicyRun,
  type RunnablePolicy,
} from '@backoffice/domain/model';
import { json, type ColumnValue, type Sql } from '../db/database';
import { annualSalary } from '../routes/credit-policies/facts';
import type { SeedContext, SeededMerchant, SeededWatchList } from './merchants';
import { advanceSequence } from './sequences';
import { bureauFactsFor, decisionBehindStatus, seedPolicies } from './policies';

/** How often each status appears after the first rounds, which visit every status. */
const statusWeights: Record<ApplicationStatus, number> = {
  ACCEPT: 14,
  'ACTION-CUSTOMER': 4,
  'ACTION-LENDER': 3,
  'ACTION-RETAILER': 2,
  AMENDED: 2,
  ATB: 4,
  CANCEL: 8,
  COMPLETE: 6,
  DECLINE: 14,
  ERROR: 1,
  FULFILLED: 16,
  INFO: 2,
  'NO-DECISION': 1,
  PREDECLINE: 4,
  REFER: 5,
  RESUBMITTED: 1,
  VERIFIED: 4,
  'PRE-APPROVE': 2,
  SUBMITTED: 3,
  INSPECT: 1,
  SUCCESS: 2,
  UNKNOWN: 1,
};
const weightedStatuses = Object.entries(statusWeights).map(([value, weight]) => ({
  value,
  weight,
}));

const productCodesByLoanType: Record<LoanType, string[]> = {
  IS: [
    'ISIF6',
    'ISIF12',
    'ISIF24',
    'IS-9.9-24',
    'IS-14.9-36',
    'IS-19.9-48',
    'IHIF10',
    'IH-14.9-60',
  ],
  ON: ['ONIF12', 'ON-9.9-12', 'ON-19.9-36'],
  BL: ['IS-29.9-60', 'ON-29.9-12'],
};

const goodsByKind = [
  ['Oak dining table', 'Six oak dining chairs', 'Corner sofa'],
  ['Electric mountain bike', 'Bike helmet', 'Service plan'],
  ['Upright piano', 'Piano stool'],
  ['American fridge freezer', 'Washer dryer', 'Installation'],
  ['Dental implants', 'Invisible aligners'],
  ['Laptop', 'Three-year warranty'],
  ['Hot tub', 'Delivery and installation'],
];
const expenditureTypes = [
  'Mortgage or rent',
  'Council tax',
  'Utilities',
  'Food',
  'Transport',
  'Childcare',
];
const declinedStatuses = new Set(['DECLINE', 'PREDECLINE', 'CANCEL']);

const consumerColumns = [
  'credit_application_id',
  'title',
  'forename',
  'middle_name',
  'surname',
  'phone_number',
  'mobile_number',
  'email_address',
  'date_of_birth',
  'marital_status',
  'residential_status',
  'nationality',
  'entry_date',
  'visa_expiry',
  'employment_status',
  'occupation',
  'employer_name',
  'employment_time_years',
  'salary_pence',
  'salary_type',
  'number_dependants',
  'bank_time_with_years',
  'bank_time_with_months',
  'bank_current_account',
  'bank_sortcode',
  'bank_name',
  'bank_postcode',
  'bank_address_line1',
  'bank_address_line2',
  'user_agent',
] as const;
const consumerColumn = (name: (typeof consumerColumns)[number]) => consumerColumns.indexOf(name);

/** Where each application was made from: addresses of the benchmarking range 198.18.0.0/15. */
const demoIpAddress = (id: number) => `198.${18 + ((id >> 16) & 1)}.${(id >> 8) & 255}.${id & 255}`;

/** What the seeded repeat applicants share with their watch list entry, in turn. */
const seededMatchKinds = ['email', 'phone', 'bank_account', 'ip_address'] as const;

/**
 * Matches applications as they are seeded against the enabled demo list, with the domain's keys
 * and the same rule as the server's lookups (the list is small and held in memory here).
 */
function watchListMatcher(watchList: SeededWatchList) {
  const items = watchList.items.map(({ itemId, item }) => ({
    itemId,
    keys: watchListItemKeys(item),
  }));
  return (facts: ApplicationMatchFacts): WatchListHit[] => {
    const keys = applicationMatchKeys(facts);
    return items.flatMap(({ itemId, keys: itemKeys }) => {
      const kinds = matchedKinds(itemKeys, keys);
      return kinds.length > 0
        ? [
            {
              fraud_watch_list_id: watchList.fraudWatchListId,
              fraud_watch_list_item_id: itemId,
              kinds,
            },
          ]
        : [];
    });
  };
}

const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);
const pick = <T>(faker: Faker, items: readonly T[]): T => faker.helpers.arrayElement(items);

/** A run of the engine whose time taken is given, so that the seed stays deterministic. */
function seededRun(
  policy: RunnablePolicy,
  facts: ApplicationFacts,
  submitted: Date,
  timeTakenMs: number,
): PolicyRun {
  let reads = 0;
  return runPolicy(policy, applicationDataValues(facts, submitted), {
    clock: () => (reads++ === 0 ? 0 : timeTakenMs),
  });
}

/** The applicant as the bureau was asked about them. */
interface CreditFileApplicant {
  forename: string;
  surname: string;
  dateOfBirth: string;
  /** The submitted addresses as text, the current one first. */
  addresses: string[];
  submitted: Date;
}

const yearMonth = (date: Date) => date.toISOString().slice(0, 7);

/** A bureau payment status for one month: mostly up to date, some arrears, defaults on defaults. */
function monthStatus(faker: Faker, accountStatus: string, month: number): string {
  if (accountStatus === 'Default' && month < 3) return 'D';
  return faker.datatype.boolean({ probability: 0.9 })
    ? '0'
    : String(faker.number.int({ min: 1, max: 3 }));
}

/**
 * A bureau file that agrees with itself (issue 22): searches in 3 months are among those in 12,
 * the summary counts are the lengths of the lists beside them, CCJs and insolvencies are records
 * with their state, and the electoral roll and accounts name the applicant or, now and then,
 * someone or somewhere else, so that every branch of the summary shows.
 */
function creditFile(
  faker: Faker,
  applicant: CreditFileApplicant,
  facts: Pick<ApplicationFacts, 'credit_score' | 'ccj_count' | 'months_at_address'>,
) {
  const score = facts.credit_score ?? 0;
  const name = `${applicant.forename} ${applicant.surname}`;
  const [currentAddress = null] = applicant.addresses;
  const searchesIn3Months = faker.number.int({ min: 0, max: 6 });
  const linkedAddresses = Array.from({ length: faker.number.int({ min: 0, max: 2 }) }, () => ({
    address: `${faker.location.streetAddress()}, ${faker.location.city()}, ${faker.location.zipCode()}`,
  }));
  const accounts = Array.from({ length: faker.number.int({ min: 0, max: 4 }) }, () => {
    const status = pick(faker, ['Active', 'Active', 'Settled', 'Default']);
    return {
      name: faker.datatype.boolean({ probability: 0.8 })
        ? name
        : `${applicant.forename.charAt(0)} ${applicant.surname}`,
      date_of_birth: faker.datatype.boolean({ probability: 0.85 }) ? applicant.dateOfBirth : null,
      address: pick(faker, applicant.addresses),
      company_type: pick(faker, ['Bank', 'Finance house', 'Mail order', 'Telecoms']),
      type: pick(faker, ['Credit card', 'Loan', 'Mortgage', 'Current account']),
      start_date: faker.date
        .past({ years: 8, refDate: applicant.submitted })
        .toISOString()
        .slice(0, 10),
      status,
      balance: faker.number.int({ min: 0, max: 500_000 }),
      credit_limit: faker.number.int({ min: 0, max: 1_000_000 }),
      history: Array.from({ length: 12 }, (_, month) => ({
        date: `M-${month + 1}`,
        status: monthStatus(faker, status, month),
        balance: faker.number.int({ min: 0, max: 500_000 }),
      })),
    };
  });
  const ccjs = Array.from({ length: facts.ccj_count ?? 0 }, () => ({
    status: faker.datatype.boolean({ probability: 0.6 }) ? 'Active' : 'Satisfied',
    amount: faker.number.int({ min: 150, max: 8_000 }) * 100,
    date: faker.date.past({ years: 6, refDate: applicant.submitted }).toISOString().slice(0, 10),
  }));
  const insolvencies =
    score < 500 && faker.datatype.boolean({ probability: 0.4 })
      ? [
          {
            type: pick(faker, [
              'Bankruptcy',
              'Individual Voluntary Arrangement',
              'Debt Relief Order',
            ]),
            status: pick(faker, ['Discharged', 'Discharged', 'Insolvent', 'Restricted']),
            date: faker.date
              .past({ years: 6, refDate: applicant.submitted })
              .toISOString()
              .slice(0, 10),
          },
        ]
      : [];
  const registeredFrom = new Date(applicant.submitted);
  registeredFrom.setUTCMonth(
    registeredFrom.getUTCMonth() - Math.max(facts.months_at_address ?? 0, 1),
  );
  return {
    metadata: {
      score_name: 'Delphi',
      account_name: name,
      date_of_birth: applicant.dateOfBirth,
      address: currentAddress,
      searched_at: applicant.submitted.toISOString().slice(0, 10),
    },
    summaries: {
      searches: [
        { months: 3, amount: searchesIn3Months },
        { months: 12, amount: searchesIn3Months + faker.number.int({ min: 0, max: 6 }) },
      ],
      addresses_submitted: applicant.addresses.length,
      addresses: linkedAddresses.length,
      accounts: accounts.length,
      total_balance: accounts.reduce((total, account) => total + account.balance, 0),
      ccjs: ccjs.length,
      ccj_value: ccjs.reduce((total, ccj) => total + ccj.amount, 0),
      months_at_address: facts.months_at_address,
      bankruptcies: insolvencies.length,
    },
    electoral_roll: faker.datatype.boolean({ probability: 0.85 })
      ? [
          {
            name: faker.datatype.boolean({ probability: 0.9 }) ? name : faker.person.fullName(),
            address: currentAddress,
            from: yearMonth(registeredFrom),
            to: null,
          },
        ]
      : [],
    public_records: { ccjs, insolvencies },
    affordability: [
      { description: 'Monthly disposable income', value: faker.number.int({ min: 50, max: 2500 }) },
      {
        description: 'Debt to income ratio',
        value: faker.number.float({ min: 0, max: 0.8, fractionDigits: 2 }),
      },
    ],
    nocs:
      score < 450
        ? [{ text: 'The consumer disputes the default recorded in 2022.', date: '2023-02-14' }]
        : [],
    linked_addresses: linkedAddresses,
    accounts,
    extra_data: [
      { description: 'Bureau reference', value: faker.string.alphanumeric(10).toUpperCase() },
    ],
  };
}

export interface ApplicationSeedOptions {
  count: number;
  /** Loads in batches, so that a million applications never sit in memory at once. */
  batchSize?: number;
}

/**
 * Credit applications over the last three months across every status and loan type, each with
 * its consumer, addresses (three years of cover), goods, deposit, status and decision history.
 */
export async function seedApplications(
  sql: Sql,
  context: SeedContext,
  merchants: SeededMerchant[],
  watchList: SeededWatchList,
  { count, batchSize = 5_000 }: ApplicationSeedOptions,
) {
  const { faker, now, staffUserIds } = context;
  const policyByLender = await seedPolicies(sql, context);
  const watchListMatches = watchListMatcher(watchList);
  const trading = merchants.filter(
    (merchant) =>
      !['application', 'pending', 'declined', 'rejected'].includes(merchant.accountStatus),
  );
  for (let first = 1; first <= count; first += batchSize) {
    const last = Math.min(count, first + batchSize - 1);
    const rows = {
      applications: [] as ColumnValue[][],
      lenders: [] as ColumnValue[][],
      consumers: [] as ColumnValue[][],
      expenditures: [] as ColumnValue[][],
      addresses: [] as ColumnValue[][],
      goods: [] as ColumnValue[][],
      deposits: [] as ColumnValue[][],
      depositErrors: [] as ColumnValue[][],
      statusLogs: [] as ColumnValue[][],
      decisions: [] as ColumnValue[][],
      creditFiles: [] as ColumnValue[][],
      sentry: [] as ColumnValue[][],
      events: [] as ColumnValue[][],
      notes: [] as ColumnValue[][],
      csns: [] as ColumnValue[][],
      charges: [] as ColumnValue[][],
      customData: [] as ColumnValue[][],
    };
    let decisionLogId = (first - 1) * 2;
    for (let id = first; id <= last; id += 1) {
      const status =
        id <= applicationStatuses.length * 4
          ? applicationStatuses[(id - 1) % applicationStatuses.length]!
          : faker.helpers.weightedArrayElement(weightedStatuses);
      const loanType =
        id <= 12
          ? loanTypeCodes[id % loanTypeCodes.length]!
          : faker.helpers.weightedArrayElement([
              { weight: 6, value: 'IS' as const },
              { weight: 3, value: 'ON' as const },
              { weight: 1, value: 'BL' as const },
            ]);
      const merchant = pick(faker, trading);
      const lenderId = pick(faker, merchant.lenderIds);
      const policy = policyByLender.get(lenderId);
      if (!policy) throw new Error(`No credit policy was seeded for lender ${lenderId}`);
      // Facts that lead the lender's policy to the decision behind the status.
      const bureau = bureauFactsFor(
        faker,
        decisionBehindStatus[status as ApplicationStatus],
        policy.thresholds,
      );
      const submitted = new Date(
        now.getTime() - faker.number.int({ min: 60_000, max: 90 * 86_400_000 }),
      );
      // Up to ten days after submission, and before the seed's day: capping the time at `now`
      // instead would give every recent application the same status time, first in the list.
      const statusAt = new Date(
        submitted.getTime() +
          faker.number.int({
            min: 5_000,
            max: Math.min(10 * 86_400_000, now.getTime() - submitted.getTime()),
          }),
      );
      const goodsList = pick(faker, goodsByKind);
      const goodsCount = faker.number.int({ min: 1, max: goodsList.length });
      let total = 0;
      for (const description of goodsList.slice(0, goodsCount)) {
        const quantity = description.startsWith('Six') ? 1 : faker.number.int({ min: 1, max: 2 });
        const price = faker.number.int({ min: 40, max: 4000 }) * 100 + pick(faker, [0, 99, 50]);
        total += price * quantity;
        rows.goods.push([id, description, price, quantity]);
      }
      const depositAmount = loanType === 'BL' ? 0 : Math.round(total * pick(faker, [0, 0.1, 0.2]));
      const advance = total - depositAmount;
      const productCode = pick(faker, productCodesByLoanType[loanType]);
      const settled = ['FULFILLED', 'COMPLETE', 'SUCCESS'].includes(status);
      const reason =
        status === 'DECLINE'
          ? pick(faker, ['Credit score below threshold', 'Affordability', 'Identity not verified'])
          : status === 'CANCEL'
            ? 'Customer changed their mind'
            : null;
      rows.applications.push([
        id,
        100_000 + id * 7,
        loanType,
        advance,
        merchant.retailerId,
        `ORD-${faker.string.alphanumeric({ length: 8, casing: 'upper' })}`,
        `${merchant.name.slice(0, 150)} till ${faker.number.int({ min: 1, max: 6 })}`,
        lenderId,
        status === 'SUBMITTED' ? null : `${lenderId}-${faker.string.numeric(9)}`,
        productCode,
        status,
        reason,
        statusAt,
        submitted,
        settled ? advance - Math.round(advance * 0.04) : null,
        declinedStatuses.has(status)
          ? null
          : advance + faker.number.int({ min: 0, max: 200 }) * 1000,
        policy.creditPolicyId,
        `https://pay.example/customer/${id}`,
        id % 97 === 0,
        demoIpAddress(id),
      ]);
      rows.lenders.push([id, lenderId]);

      const forename = faker.person.firstName();
      const surname = faker.person.lastName();
      const dateOfBirth = faker.date
        .birthdate({ mode: 'age', min: 18, max: 85, refDate: submitted })
        .toISOString()
        .slice(0, 10);
      const salaryType = faker.helpers.arrayElement(['GROSS_ANNUAL', 'NET_MONTHLY'] as const);
      const salaryPence =
        salaryType === 'GROSS_ANNUAL'
          ? faker.number.int({ min: 12, max: 120 }) * 1000_00
          : faker.number.int({ min: 900, max: 6000 }) * 100;
      rows.consumers.push([
        id,
        pick(faker, ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']),
        forename,
        id % 5 === 0 ? faker.person.middleName() : null,
        surname,
        faker.helpers.replaceSymbols('01### ######'),
        faker.helpers.replaceSymbols('07### ######'),
        faker.internet.email({ firstName: forename, lastName: surname }).toLowerCase(),
        dateOfBirth,
        pick(faker, ['Single', 'Married', 'Divorced', 'Widowed', 'Civil partnership']),
        pick(faker, ['Homeowner', 'Tenant', 'Living with parents', 'Council tenant']),
        id % 11 === 0 ? 'Irish' : 'British',
        null,
        null,
        pick(faker, ['Full time', 'Part time', 'Self employed', 'Retired', 'Student']),
        faker.person.jobTitle().slice(0, 100),
        faker.company.name().slice(0, 100),
        faker.number.int({ min: 0, max: 30 }),
        salaryPence,
        salaryType,
        faker.number.int({ min: 0, max: 4 }),
        faker.number.int({ min: 0, max: 25 }),
        faker.number.int({ min: 0, max: 11 }),
        faker.string.numeric(8),
        faker.string.numeric(6),
        pick(faker, ['Barclays', 'Lloyds', 'NatWest', 'HSBC', 'Nationwide', 'Santander', 'Monzo']),
        faker.location.zipCode(),
        faker.location.streetAddress(),
        faker.location.city(),
        loanType === 'ON'
          ? 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
          : null,
      ]);
      for (const type of faker.helpers.arrayElements(expenditureTypes, { min: 2, max: 5 })) {
        rows.expenditures.push([id, type, faker.number.int({ min: 20, max: 1200 }) * 100]);
      }
      // Addresses until three years are covered (at most three); the bureau's time at the
      // current address is the consumer's.
      let covered = 0;
      let currentPostcode = '';
      const postcodes: string[] = [];
      const addressTexts: string[] = [];
      for (let number = 1; number <= 3 && covered < 3; number += 1) {
        const years =
          number === 1
            ? Math.floor(bureau.months_at_address / 12)
            : number === 3
              ? faker.number.int({ min: 3, max: 10 })
              : faker.number.int({ min: 0, max: 10 });
        covered += years;
        const postcode = faker.location.zipCode();
        if (number === 1) currentPostcode = postcode;
        postcodes.push(postcode);
        const named = faker.datatype.boolean({ probability: 0.15 });
        rows.addresses.push([
          id,
          number,
          faker.datatype.boolean({ probability: 0.1 })
            ? `Flat ${faker.number.int({ min: 1, max: 40 })}`
            : null,
          named ? `${faker.person.lastName()} House` : null,
          named ? null : faker.location.buildingNumber(),
          faker.location.street(),
          faker.location.city(),
          null,
          faker.location.county(),
          postcode,
          years,
          number === 1 ? bureau.months_at_address % 12 : faker.number.int({ min: 0, max: 11 }),
        ]);
        const address = rows.addresses.at(-1)!;
        addressTexts.push(address.slice(2, 10).filter(Boolean).join(', '));
      }
      // Some consumers are on the demo watch list, as someone it names applying again would be.
      const consumer = rows.consumers.at(-1)!;
      const application = rows.applications.at(-1)!;
      if (id % 45 === 5 && watchList.items.length > 0) {
        const { item } = watchList.items[Math.floor(id / 45) % watchList.items.length]!;
        const kind = seededMatchKinds[Math.floor(id / 45) % seededMatchKinds.length]!;
        if (kind === 'email') consumer[consumerColumn('email_address')] = item.emailaddress!;
        if (kind === 'phone') consumer[consumerColumn('mobile_number')] = item.mobilenumber!;
        if (kind === 'bank_account') {
          consumer[consumerColumn('bank_sortcode')] = item.sortcode!;
          consumer[consumerColumn('bank_current_account')] = item.currentaccount!;
        }
        if (kind === 'ip_address') application[application.length - 1] = item.ip_address!;
      }
      const watchListHits = watchListMatches({
        forename,
        surname,
        postcodes,
        phoneNumbers: [
          consumer[consumerColumn('phone_number')] as string,
          consumer[consumerColumn('mobile_number')] as string,
        ],
        emailAddress: consumer[consumerColumn('email_address')] as string,
        sortCode: consumer[consumerColumn('bank_sortcode')] as string,
        accountNumber: consumer[consumerColumn('bank_current_account')] as string,
        ipAddress: application[application.length - 1] as string,
      });
      const depositPaid =
        depositAmount > 0 &&
        ['ATB', 'FULFILLED', 'COMPLETE', 'SUCCESS', 'VERIFIED'].includes(status);
      rows.deposits.push([
        id,
        depositAmount,
        depositPaid,
        depositPaid ? statusAt : null,
        depositPaid ? `{${faker.string.uuid().toUpperCase()}}` : null,
        depositPaid ? faker.string.numeric(4) : null,
        depositPaid ? faker.string.alphanumeric(10) : null,
        depositPaid ? pick(faker, ['VISA', 'MC', 'DELTA']) : null,
        depositPaid ? faker.string.numeric(6) : null,
        depositPaid ? `ref${id}` : null,
      ]);
      if (depositAmount > 0 && !depositPaid && id % 9 === 0) {
        rows.depositErrors.push([id, 'The card was declined by the issuing bank.', statusAt]);
      }

      // History: SUBMITTED first, sometimes a NO-DECISION or REFER step, then the current status.
      rows.statusLogs.push([id, 'SUBMITTED', null, submitted, null]);
      if (status !== 'SUBMITTED') {
        if (faker.datatype.boolean({ probability: 0.3 })) {
          const middle = new Date((submitted.getTime() + statusAt.getTime()) / 2);
          rows.statusLogs.push([
            id,
            pick(faker, ['NO-DECISION', 'REFER', 'ACTION-CUSTOMER']),
            null,
            middle,
            null,
          ]);
        }
        rows.statusLogs.push([
          id,
          status,
          reason,
          statusAt,
          faker.datatype.boolean() ? pick(faker, staffUserIds) : null,
        ]);
      }
      if (status !== 'SUBMITTED') {
        const facts: ApplicationFacts = {
          advance_pence: advance,
          deposit_pence: depositAmount,
          goods_total_pence: total,
          date_of_birth: dateOfBirth,
          salary: annualSalary(salaryPence, salaryType),
          postcode: currentPostcode,
          ...bureau,
          watch_list_match: watchListHits.length > 0,
        };
        const decisions = faker.number.int({ min: 1, max: 2 });
        for (let index = 1; index <= decisions; index += 1) {
          decisionLogId += 1;
          const isCurrent = index === decisions;
          // An earlier decision was made before the bureau confirmed the current address.
          const run = seededRun(
            policy.runnable,
            isCurrent ? facts : { ...facts, months_at_address: null },
            submitted,
            faker.number.int({ min: 150, max: 2_500 }),
          );
          rows.decisions.push([
            decisionLogId,
            id,
            isCurrent,
            run.decision,
            productCode,
            lenderId,
            pick(faker, ['A', 'B', 'C']),
            run.time_taken,
            new Date(submitted.getTime() + index * 2_000),
            json(run.rules),
            json([]),
            policy.creditPolicyId,
            policy.version,
          ]);
          if (isCurrent) {
            rows.creditFiles.push([
              id,
              decisionLogId,
              `S${faker.string.numeric(9)}`,
              bureau.credit_score,
              json(
                creditFile(
                  faker,
                  { forename, surname, dateOfBirth, addresses: addressTexts, submitted },
                  bureau,
                ),
              ),
            ]);
          }
        }
      }
      const sentryFlags: string[] = faker.helpers.arrayElements(
        ['IP_MISMATCH', 'EMAIL_RECENT', 'ADDRESS_MISMATCH', 'VELOCITY'],
        { min: 0, max: 2 },
      );
      if (watchListHits.length > 0) sentryFlags.push(WATCH_LIST_MATCH_FLAG);
      rows.sentry.push([
        id,
        sentryFlags,
        json({
          ...(watchListHits.length > 0
            ? { watch_list: watchListSentrySection(watchListHits) }
            : {}),
          maxmind: [
            {
              display: 'Risk score',
              value: bureau.maxmind_risk_score,
            },
          ],
          tracesmart: [{ display: 'Sanctions match', value: bureau.sanction_match ? 'Yes' : 'No' }],
          idscan: [
            { display: 'Document check', value: pick(faker, ['Passed', 'Refer', 'Not run']) },
          ],
          bank_enhanced: [{ display: 'Account verified', value: pick(faker, ['Yes', 'No']) }],
        }),
      ]);
      if (status === 'ACTION-CUSTOMER' || status === 'ACTION-RETAILER') {
        rows.events.push([
          id,
          'id_verification_started',
          `V-${faker.string.alphanumeric(8)}`,
          `I-${id}`,
          statusAt,
        ]);
      }
      const noteCount = faker.helpers.weightedArrayElement([
        { weight: 6, value: 0 },
        { weight: 3, value: 1 },
        { weight: 1, value: 3 },
      ]);
      for (let index = 0; index < noteCount; index += 1) {
        rows.notes.push([
          id,
          faker.lorem.sentences({ min: 1, max: 3 }),
          faker.datatype.boolean() ? lenderId : null,
          index % 2 === 0 ? 'Internal Note' : 'Retailer Note',
          null,
          [],
          pick(faker, staffUserIds),
          new Date(statusAt.getTime() + (index + 1) * 60_000),
        ]);
      }
      if (settled || status === 'ACCEPT') {
        rows.csns.push([
          id,
          'STATUS_CHANGE',
          status,
          pick(faker, ['SENT', 'SENT', 'FAILED', 'PENDING']),
          statusAt,
          json({ status, credit_application_id: id }),
        ]);
      }
      if (id % 13 === 0) rows.charges.push([id, 'Amendment fee', 1500, statusAt]);
      if (status === 'CANCEL' && id % 3 === 0)
        rows.charges.push([id, 'Cancellation fee', 2500, statusAt]);
      if (id % 4 === 0) {
        rows.customData.push([id, 'store_number', String(faker.number.int({ min: 1, max: 400 }))]);
        rows.customData.push([id, 'sales_person', faker.person.firstName()]);
      }
    }

    await sql.insertRows(
      'credit_applications',
      [
        'credit_application_id',
        'credit_request_id',
        'loan_type',
        'advance_pence',
        'retailer_id',
        'retailer_reference',
        'retailer_installation_name',
        'lender_id',
        'lender_reference',
        'product_code',
        'current_status',
        'current_reason',
        'status_timestamp',
        'time_submitted',
        'outpayment_pence',
        'shadow_limit_pence',
        'credit_policy_id',
        'customer_link',
        'data_protection_hidden',
        'ip_address',
      ],
      rows.applications,
    );
    await sql.insertRows(
      'application_lenders',
      ['credit_application_id', 'lender_id'],
      rows.lenders,
    );
    await sql.insertRows('consumers', consumerColumns, rows.consumers);
    await sql.insertRows(
      'consumer_expenditures',
      ['credit_application_id', 'expenditure_type', 'amount_pence'],
      rows.expenditures,
    );
    await sql.insertRows(
      'addresses',
      [
        'credit_application_id',
        'address_number',
        'flat',
        'house_name',
        'street_number',
        'street',
        'town',
        'district',
        'county',
        'postcode',
        'time_years',
        'time_months',
      ],
      rows.addresses,
    );
    await sql.insertRows(
      'goods',
      ['credit_application_id', 'description', 'price_pence', 'quantity'],
      rows.goods,
    );
    await sql.insertRows(
      'deposits',
      [
        'credit_application_id',
        'amount_pence',
        'paid',
        'time_paid',
        'vpstx_id',
        'card_ending',
        'security_key',
        'card_type',
        'tx_auth_number',
        'vendor_code',
      ],
      rows.deposits,
    );
    await sql.insertRows(
      'deposit_errors',
      ['credit_application_id', 'message', 'occurred_at'],
      rows.depositErrors,
    );
    await sql.insertRows(
      'status_logs',
      ['credit_application_id', 'status', 'reason', 'logged_at', 'user_id'],
      rows.statusLogs,
    );
    await sql.insertRows(
      'decision_logs',
      [
        'decision_log_id',
        'credit_application_id',
        'is_current',
        'status',
        'product_code',
        'lender_id',
        'tier',
        'time_taken_ms',
        'logged_at',
        'rules',
        'service_rules',
        'credit_policy_id',
        'policy_version',
      ],
      rows.decisions,
    );
    await sql.insertRows(
      'credit_files',
      ['credit_application_id', 'decision_log_id', 'search_id', 'credit_score', 'content'],
      rows.creditFiles,
    );
    await sql.insertRows(
      'credit_sentry',
      ['credit_application_id', 'flags', 'content'],
      rows.sentry,
    );
    await sql.insertRows(
      'id_verification_events',
      ['credit_application_id', 'name', 'vendor_reference', 'internal_reference', 'occurred_at'],
      rows.events,
    );
    await sql.insertRows(
      'application_notes',
      [
        'credit_application_id',
        'long_text',
        'lender_id',
        'note_type',
        'reply_to',
        'recipients',
        'author_user_id',
        'created_at',
      ],
      rows.notes,
    );
    await sql.insertRows(
      'csns',
      ['credit_application_id', 'type', 'app_status', 'csn_status', 'sent_at', 'data'],
      rows.csns,
    );
    await sql.insertRows(
      'charges',
      ['credit_application_id', 'description', 'amount_pence', 'created_at'],
      rows.charges,
    );
    await sql.insertRows(
      'custom_data',
      ['credit_application_id', 'name', 'value'],
      rows.customData,
    );
  }
  await advanceSequence(sql, 'credit_applications', 'credit_application_id');
  await advanceSequence(sql, 'decision_logs', 'decision_log_id');
  await seedSettlementFiles(sql, context);
}

/** The UTC hour of day the daily settlement run starts. */
const SETTLEMENT_RUN_HOUR = 2;

/**
 * Each lender's daily settlement definition (two lenders also send a weekly adjustments file)
 * with its recipients, and five past runs per definition covering every generation and delivery
 * status. The next daily run is the first one still to come.
 */
async function seedSettlementFiles(sql: Sql, context: SeedContext) {
  const { faker, now, clock, lenderIds, lenderNames } = context;
  const generation = ['Success', 'Success', 'Generating', 'error', 'Timed out'] as const;
  const delivery = ['Delivered', 'Sending', 'Timed out', 'Not started'] as const;
  // Before the run hour today's run has not happened yet: the latest runs are a day further back
  // and today's is the next one, so no seeded file is generated in the future (a queued file must
  // be the newest) and the next run is never already due.
  const daysBackToRun = (minute: number) => {
    const todaysRun = new Date(now);
    todaysRun.setUTCHours(SETTLEMENT_RUN_HOUR, minute, 0, 0);
    return todaysRun > clock ? 1 : 0;
  };
  const nextRun = daysBefore(now, daysBackToRun(0) - 1);
  nextRun.setUTCHours(SETTLEMENT_RUN_HOUR, 0, 0, 0);
  const definitions: ColumnValue[][] = [];
  const recipients: ColumnValue[][] = [];
  const files: ColumnValue[][] = [];
  const deliveries: ColumnValue[][] = [];
  const recipientNames = ['Finance SFTP', 'Lender operations mailbox'];
  const addDefinition = (definitionId: number, lenderId: number, description: string) => {
    definitions.push([definitionId, lenderId, description, `${SETTLEMENT_RUN_HOUR}:00`, nextRun]);
    const domain = `${(lenderNames.get(lenderId) ?? 'lender').toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    recipients.push([definitionId, recipientNames[0]!, `settlement@${domain}`]);
    recipients.push([definitionId, recipientNames[1]!, `operations@${domain}`]);
  };
  const addFile = (
    definitionId: number,
    lenderId: number,
    description: string,
    generatedAt: Date,
    state: string,
    recipientStatuses: readonly string[],
    totals: [number, number],
  ) => {
    const fileId = files.length + 1;
    const day = generatedAt.toISOString().slice(0, 10);
    const periodEnd = new Date(generatedAt);
    periodEnd.setUTCHours(0, 0, 0, 0);
    files.push([
      fileId,
      lenderId,
      definitionId,
      `${description} ${day}`,
      generatedAt,
      state === 'Success' ? `settlements/${lenderId}/${definitionId}-${day}.csv` : null,
      state,
      state === 'error' ? 'The settled applications could not be read. Please try again.' : null,
      totals[0],
      totals[1],
      new Date(periodEnd.getTime() - 86_400_000),
      periodEnd,
    ]);
    recipientStatuses.forEach((status, position) => {
      deliveries.push([fileId, position, recipientNames[position]!, status]);
    });
  };
  lenderIds.forEach((lenderId, lenderIndex) => {
    const definitionId = 1000 + lenderId;
    addDefinition(definitionId, lenderId, 'Daily settlement');
    for (let run = 0; run < 5; run += 1) {
      const state = run === 0 ? generation[lenderIndex % generation.length]! : 'Success';
      const generatedAt = daysBefore(now, run + daysBackToRun(0));
      generatedAt.setUTCHours(SETTLEMENT_RUN_HOUR, 0, 0, 0);
      addFile(
        definitionId,
        lenderId,
        'Daily settlement',
        generatedAt,
        state,
        state === 'Success'
          ? [run === 0 ? delivery[lenderIndex % delivery.length]! : 'Delivered', 'Delivered']
          : [],
        [
          faker.number.int({ min: 100_000, max: 50_000_000 }),
          faker.number.int({ min: 1, max: 400 }),
        ],
      );
    }
  });
  for (const lenderId of lenderIds.slice(0, 2)) {
    const definitionId = 2000 + lenderId;
    addDefinition(definitionId, lenderId, 'Weekly adjustments');
    for (let run = 0; run < 3; run += 1) {
      const generatedAt = daysBefore(now, run * 7 + daysBackToRun(30));
      generatedAt.setUTCHours(SETTLEMENT_RUN_HOUR, 30, 0, 0);
      addFile(
        definitionId,
        lenderId,
        'Weekly adjustments',
        generatedAt,
        'Success',
        ['Delivered', 'Delivered'],
        [25_000 * (run + 1), 3 + run],
      );
    }
  }
  await sql.insertRows(
    'settlement_definitions',
    ['definition_id', 'lender_id', 'description_short', 'run_time', 'next_run_at'],
    definitions,
  );
  await sql.insertRows(
    'settlement_recipients',
    ['definition_id', 'display_name', 'email'],
    recipients,
  );
  await sql.insertRows(
    'settlement_files',
    [
      'settlement_file_id',
      'lender_id',
      'definition_id',
      'description_short',
      'generated_at',
      'file_path',
      'generation_status',
      'error',
      'total_pence',
      'application_count',
      'period_start',
      'period_end',
    ],
    files,
  );
  await advanceSequence(sql, 'settlement_files', 'settlement_file_id');
  await sql.insertRows(
    'settlement_deliveries',
    ['settlement_file_id', 'position', 'display_name', 'status'],
    deliveries,
  );
}
