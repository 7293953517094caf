/**
 * The data keys the engine understands (the seeded `data_keys` table) and how an application's
 * plain facts become their values. The server gathers the facts with SQL; the keys are computed
 * here so that the seed, test runs and simulations read the same values.
 */
import type { DataValues, PolicyDataKey } from './types';
import { dataValueKey } from './types';

export const DATA_KEY_CATALOGUE = [
  { data_provider: 'experian', key: 'credit_score' },
  { data_provider: 'experian', key: 'ccj_count' },
  { data_provider: 'experian', key: 'months_at_address' },
  { data_provider: 'application', key: 'advance' },
  { data_provider: 'application', key: 'deposit_percent' },
  { data_provider: 'application', key: 'age' },
  { data_provider: 'application', key: 'salary' },
  { data_provider: 'application', key: 'postcode' },
  { data_provider: 'maxmind', key: 'risk_score' },
  { data_provider: 'tracesmart', key: 'sanction_match' },
  { data_provider: 'credit_sentry', key: 'watch_list_match' },
] as const satisfies readonly PolicyDataKey[];

/** The plain facts of one application the data keys are built from; null where unknown. */
export interface ApplicationFacts {
  advance_pence: number | null;
  /** Null or 0 when there is no deposit. */
  deposit_pence: number | null;
  goods_total_pence: number | null;
  /** yyyy-MM-dd. */
  date_of_birth: string | null;
  salary: number | null;
  postcode: string | null;
  credit_score: number | null;
  ccj_count: number | null;
  months_at_address: number | null;
  maxmind_risk_score: number | null;
  sanction_match: boolean | null;
  /** Whether the application matched the enabled fraud watch list when last submitted or re-scored. */
  watch_list_match: boolean | null;
}

/**
 * The values of every catalogue key for one application, as of `asOf`:
 * - `application:advance` in pounds (pence / 100);
 * - `application:deposit_percent` = deposit / goods total × 100 rounded to one decimal, 0 when
 *   there are no goods;
 * - `application:age` in whole years from the date of birth to asOf's UTC date (null when the
 *   date of birth is unknown or not a yyyy-MM-dd date);
 * - every other key is the fact as it is (null stays null, which conditions read as missing).
 */
export function applicationDataValues(facts: ApplicationFacts, asOf: Date): DataValues {
  return {
    [dataValueKey('experian', 'credit_score')]: facts.credit_score,
    [dataValueKey('experian', 'ccj_count')]: facts.ccj_count,
    [dataValueKey('experian', 'months_at_address')]: facts.months_at_address,
    [dataValueKey('application', 'advance')]:
      facts.advance_pence === null ? null : facts.advance_pence / 100,
    [dataValueKey('application', 'deposit_percent')]: depositPercent(
      facts.deposit_pence,
      facts.goods_total_pence,
    ),
    [dataValueKey('application', 'age')]: ageInYears(facts.date_of_birth, asOf),
    [dataValueKey('application', 'salary')]: facts.salary,
    [dataValueKey('application', 'postcode')]: facts.postcode,
    [dataValueKey('maxmind', 'risk_score')]: facts.maxmind_risk_score,
    [dataValueKey('tracesmart', 'sanction_match')]: facts.sanction_match,
    [dataValueKey('credit_sentry', 'watch_list_match')]: facts.watch_list_match,
  };
}

function depositPercent(depositPence: number | null, goodsTotalPence: number | null): number {
  if (!goodsTotalPence || goodsTotalPence <= 0) return 0;
  return Math.round(((depositPence ?? 0) / goodsTotalPence) * 1000) / 10;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function ageInYears(dateOfBirth: string | null, asOf: Date): number | null {
  const match = dateOfBirth === null ? null : isoDate.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  const hadBirthdayThisYear =
    asOf.getUTCMonth() + 1 > month ||
    (asOf.getUTCMonth() + 1 === month && asOf.getUTCDate() >= day);
  return asOf.getUTCFullYear() - year - (hadBirthdayThisYear ? 0 : 1);
}

/**
 * The personal data a data key's value is, by the permission that guards it (merchants.md
 * section 6): the consumer's own details (100:10), their credit file (100:11) or fraud checks
 * (100:14). The application's own figures (advance, deposit) are no one's personal data.
 */
export type PersonalDataKind = 'consumer' | 'credit_file' | 'fraud';

const personalDataByProvider: Readonly<Record<string, PersonalDataKind>> = {
  experian: 'credit_file',
  maxmind: 'fraud',
  tracesmart: 'fraud',
  credit_sentry: 'fraud',
};
const applicationFigures: ReadonlySet<string> = new Set(['advance', 'deposit_percent']);

/** What personal data the value of `provider:key` is; a provider not known here counts as the consumer's. */
export function personalDataKind(dataKey: string): PersonalDataKind | null {
  const [provider = '', key = ''] = dataKey.split(':');
  if (provider === 'application') return applicationFigures.has(key) ? null : 'consumer';
  return personalDataByProvider[provider] ?? 'consumer';
}

/** The values with each one the viewer may not see (by its kind of personal data) set to null. */
export function withholdDataValues<Value>(
  values: Readonly<Record<string, Value>>,
  mayView: (kind: PersonalDataKind) => boolean,
): Record<string, Value | null> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const kind = personalDataKind(key);
      return [key, kind === null || mayView(kind) ? value : null];
    }),
  );
}
