import { describe, expect, it } from 'vitest';
import {
  watchListCsvHeaders,
  watchListFileName,
  watchListTitle,
  withLeadingZero,
} from './watchList';
import {
  WATCH_LIST_CSV_MAX_LISTED_ERRORS,
  WatchListCsvReader,
  parseWatchListItem,
  type WatchListCsvResult,
} from './watchListSchemas';

/** Splits simple CSV text (no quoted commas) into records, as a parser would hand them over. */
function read(text: string): WatchListCsvResult {
  const reader = new WatchListCsvReader();
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .forEach((line, index) => reader.row(line.split(','), index + 1));
  return reader.finish();
}

const header = watchListCsvHeaders.join(',');
const row = (values: Partial<Record<string, string>>) =>
  watchListCsvHeaders.map((name) => values[name] ?? '').join(',');

const messages = (result: WatchListCsvResult) => result.errors.map((error) => error.message);

describe('WatchListCsvReader', () => {
  it('reads every column into its item field and leaves empty cells out', () => {
    const result = read(
      `${header}\n${row({
        Number: '12',
        Street: 'High Street',
        Postcode: 'SW1A 1AA',
        Phone: '02079460000',
        Email: 'fraud@example.com',
        Forename: 'Jo',
        Surname: 'Bloggs',
        'Account Number': '12345678',
        'Sort Code': '12-34-56',
        'IP Address': '192.0.2.1',
      })}`,
    );
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      {
        number: '12',
        street: 'High Street',
        postcode: 'SW1A 1AA',
        phonenumber: '02079460000',
        emailaddress: 'fraud@example.com',
        forename: 'Jo',
        surname: 'Bloggs',
        currentaccount: '12345678',
        sortcode: '12-34-56',
        ip_address: '192.0.2.1',
      },
    ]);
  });

  it('matches the column names whatever their case and spacing, in any order', () => {
    const result = read(
      `${[...watchListCsvHeaders]
        .reverse()
        .map((name) => ` ${name.toUpperCase()} `)
        .join(',')}\n` +
        `${watchListCsvHeaders
          .map((name) => (name === 'Town' ? 'Leeds' : ''))
          .reverse()
          .join(',')}`,
    );
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([{ town: 'Leeds' }]);
  });

  it('ignores a byte order mark before the first column name', () => {
    expect(read(`\uFEFF${header}\n${row({ Town: 'Leeds' })}`).errors).toEqual([]);
  });

  it('gives phone and mobile a leading 0 when it is missing', () => {
    const result = read(`${header}\n${row({ Phone: '7700900123', Mobile: '07700900456' })}`);
    expect(result.items).toEqual([{ phonenumber: '07700900123', mobilenumber: '07700900456' }]);
  });

  it('reads back cells a download protected against formula injection', () => {
    const result = read(`${header}\n${row({ Phone: "'+44 7700 900123", Street: "'=Main" })}`);
    expect(result.items).toEqual([{ phonenumber: '+44 7700 900123', street: '=Main' }]);
  });

  describe('the rules of merchants.md section 5, with their messages', () => {
    it("'CSV must not be empty' for a file without a record", () => {
      expect(messages(read(''))).toEqual(['CSV must not be empty']);
      expect(messages(read('\n  \n'))).toEqual(['CSV must not be empty']);
    });

    it("'The csv must contain at least one row.' for a header alone", () => {
      expect(messages(read(header))).toEqual(['The csv must contain at least one row.']);
    });

    it("'{col} is not an acceptable column.' for each unknown column", () => {
      expect(messages(read(`${header},Nickname\n${row({})},Jo`))).toEqual([
        'Nickname is not an acceptable column.',
      ]);
    });

    it("'{col} is not an acceptable column.' for a column named twice", () => {
      expect(messages(read(`${header},Email\n${row({})},x@example.com`))).toEqual([
        'Email is not an acceptable column.',
      ]);
    });

    it(`"'{col}' column is expected." for each missing column`, () => {
      const withoutEmail = watchListCsvHeaders.filter((name) => name !== 'Email');
      const result = read(`${withoutEmail.join(',')}\n${withoutEmail.map(() => '1').join(',')}`);
      expect(messages(result)).toEqual(["'Email' column is expected."]);
      expect(result.errors[0]).toMatchObject({ code: 'ERR_FRONT_END_VALIDATION_ERROR', row: 1 });
    });

    it("'row {n} data is malformed.' for a record with the wrong number of values", () => {
      const result = read(`${header}\n${row({ Town: 'Leeds' })}\na,b,c`);
      expect(result.errors).toEqual([
        {
          code: 'ERR_FRONT_END_VALIDATION_ERROR',
          message: 'row 3 data is malformed.',
          row: 3,
          detail: 'Expected 17 values but found 3.',
        },
      ]);
      expect(result.items).toEqual([]);
    });

    it("'row {n} data is malformed.' for a value the item schema refuses, saying which", () => {
      const result = read(`${header}\n${row({ Phone: 'call me', Postcode: 'X'.repeat(16) })}`);
      expect(result.errors).toEqual([
        {
          code: 'ERR_FRONT_END_VALIDATION_ERROR',
          message: 'row 2 data is malformed.',
          row: 2,
          detail:
            'Postcode must be 15 characters or fewer. Phone may only hold digits, spaces, +, ( ) and -.',
        },
      ]);
    });

    it('reports a record the parser could not read per row', () => {
      const reader = new WatchListCsvReader();
      reader.header(watchListCsvHeaders);
      reader.parseError('Quoted field unterminated', 2);
      expect(reader.finish().errors).toEqual([
        {
          code: 'ERR_FRONT_END_VALIDATION_ERROR',
          message: 'row 2 data is malformed.',
          row: 2,
          detail: 'Quoted field unterminated',
        },
      ]);
    });
  });

  it('lists every problem of the file, not only the first', () => {
    const result = read(`Nickname,${header.replace('Email,', '')}\n1\n2`);
    expect(messages(result)).toEqual([
      'Nickname is not an acceptable column.',
      "'Email' column is expected.",
      'row 2 data is malformed.',
      'row 3 data is malformed.',
    ]);
    expect(result.errorCount).toBe(4);
  });

  it('counts every problem but lists only the first hundred', () => {
    const lines = Array.from({ length: 150 }, () => 'a,b');
    const result = read(`${header}\n${lines.join('\n')}`);
    expect(result.errors).toHaveLength(WATCH_LIST_CSV_MAX_LISTED_ERRORS);
    expect(result.errorCount).toBe(150);
  });

  it('gives no items while any problem remains', () => {
    expect(read(`${header}\n${row({ Town: 'Leeds' })}\na`).items).toEqual([]);
  });
});

describe('parseWatchListItem', () => {
  it('accepts what the console sends and normalises it the same way again', () => {
    expect(parseWatchListItem({ phonenumber: '7700900123', town: null })).toEqual({
      item: { phonenumber: '07700900123', town: null },
      problems: [],
    });
    expect(parseWatchListItem({ phonenumber: '07700900123' }).item).toEqual({
      phonenumber: '07700900123',
    });
  });

  it('names the field of every problem', () => {
    expect(parseWatchListItem({ initials: 'ABCDEFGHIJK', nickname: 'Jo' }).problems).toEqual([
      { field: 'initials', message: 'Initials must be 10 characters or fewer.' },
      { field: 'item', message: 'nickname is not a watch list field.' },
    ]);
  });
});

describe('withLeadingZero', () => {
  it('adds a 0 before a number that starts with another digit, and only then', () => {
    expect(withLeadingZero('7700900123')).toBe('07700900123');
    expect(withLeadingZero('07700900123')).toBe('07700900123');
    expect(withLeadingZero('+447700900123')).toBe('+447700900123');
    expect(withLeadingZero('')).toBe('');
  });
});

describe('names', () => {
  it('names the file and the page after the list', () => {
    expect(watchListFileName(7)).toBe('watch-list-7.csv');
    expect(watchListTitle(7)).toBe('Watch List 7');
  });
});
