import { watchListCsvHeaders } from '../../../model/watchList';

const header = watchListCsvHeaders.join(',');
const row = (values: Record<string, string>) =>
  watchListCsvHeaders.map((name) => values[name] ?? '').join(',');

/** A valid list of three entries, one with a phone number that lost its leading 0. */
export const validCsv = [
  header,
  row({
    Number: '14',
    Street: 'Harbour Road',
    Town: 'Leeds',
    Postcode: 'LS1 4AP',
    Phone: '1134960000',
    Email: 'sam.walsh@example.com',
    Forename: 'Sam',
    Surname: 'Walsh',
  }),
  row({ Email: 'ava.okafor@example.com', 'Sort Code': '12-34-56', 'Account Number': '40000002' }),
  row({ 'IP Address': '192.0.2.44' }),
].join('\r\n');

/** The CSV files of each problem merchants.md section 5 names. */
export const problemCsvs = {
  empty: '',
  headerOnly: header,
  missingColumn: [
    watchListCsvHeaders.filter((name) => name !== 'Email').join(','),
    watchListCsvHeaders
      .filter((name) => name !== 'Email')
      .map(() => '')
      .join(','),
  ].join('\r\n'),
  unknownColumn: `${header},Nickname\r\n${row({ Town: 'Leeds' })},Sammy`,
  malformedRow: `${header}\r\n${row({ Town: 'Leeds' })}\r\nLeeds,LS1 4AP`,
  parseError: `${header}\r\n${row({ Town: 'Leeds' })}\r\n"Flat 2${','.repeat(16)}`,
} as const;

export const csvFile = (text: string, name = 'watch-list.csv') =>
  new File([text], name, { type: 'text/csv' });
