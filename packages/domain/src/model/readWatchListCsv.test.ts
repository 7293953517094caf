import { describe, expect, it } from 'vitest';
import { watchListCsvHeaders } from './watchList';
import { readWatchListCsv } from './readWatchListCsv';

const header = watchListCsvHeaders.join(',');
const row = (values: Record<string, string>) =>
  watchListCsvHeaders.map((name) => values[name] ?? '').join(',');

describe('readWatchListCsv', () => {
  it('reads every record, quoted commas and line breaks included, reporting its progress', async () => {
    const progress: number[] = [];
    const csv = `${header}\r\n${row({ Street: '"1, High Street"', Town: 'Leeds', Phone: '7700900123' })}\r\n\r\n${row({ Email: 'x@example.com' })}\r\n`;
    const result = await readWatchListCsv(csv, {
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result.errors).toEqual([]);
    expect(result.items).toEqual([
      { street: '1, High Street', town: 'Leeds', phonenumber: '07700900123' },
      { emailaddress: 'x@example.com' },
    ]);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("says 'CSV must not be empty' for an empty file", async () => {
    expect((await readWatchListCsv('')).errors.map((error) => error.message)).toEqual([
      'CSV must not be empty',
    ]);
  });

  it('reports a record the parser cannot read, per row', async () => {
    const result = await readWatchListCsv(
      `${header}\n${row({ Town: 'Leeds' })}\n"unclosed,${','.repeat(16)}`,
    );
    expect(result.errors.map((error) => [error.message, error.row])).toEqual([
      ['row 3 data is malformed.', 3],
    ]);
    expect(result.errors[0]?.detail).toMatch(/quote/i);
  });

  it('reads a file a spreadsheet saved with a byte order mark', async () => {
    const result = await readWatchListCsv(`\ufeff${header}\n${row({ Town: 'Leeds' })}`);
    expect(result.errors).toEqual([]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(readWatchListCsv(header, { signal: controller.signal })).rejects.toThrow(
      'The file reading was cancelled.',
    );
  });
});
