import { describe, expect, it } from 'vitest';
import { csvCell, csvCellValue, csvLine } from './csv';

describe('csvCell', () => {
  it('writes plain text, numbers and booleans as they are, and null as an empty cell', () => {
    expect(csvCell('Acme Ltd')).toBe('Acme Ltd');
    expect(csvCell(1234.5)).toBe('1234.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('the "best" shop')).toBe('"the ""best"" shop"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('puts an apostrophe before every cell that a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+44 7700 900000')).toBe("'+44 7700 900000");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(-5)).toBe("'-5");
  });

  it('sees through spaces and other blanks a spreadsheet skips before a formula', () => {
    expect(csvCell('  =1+1')).toBe("'  =1+1");
    expect(csvCell(' @SUM(A1)')).toBe("' @SUM(A1)");
    expect(csvCell('\u00a0+1')).toBe("'\u00a0+1");
    expect(csvCell('\n -1')).toBe(`"'\n -1"`);
    expect(csvCell('  plain text')).toBe('  plain text');
  });

  it('leaves formula characters alone when they are not the first character', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
    expect(csvCell('2026-11-23T05:00:00.000Z')).toBe('2026-11-23T05:00:00.000Z');
  });
});

describe('csvLine', () => {
  it('joins the cells with commas and ends the record with CRLF', () => {
    expect(csvLine(['credit_application_id', 'consumer'])).toBe(
      'credit_application_id,consumer\r\n',
    );
    expect(csvLine([1, 'Smith, John', null, '=1'])).toBe(`1,"Smith, John",,'=1\r\n`);
  });
});

describe('csvCellValue', () => {
  it('reads back a protected formula start without its apostrophe', () => {
    for (const value of ['+44 7700 900000', '=1+1', '-5', '@SUM(A1)']) {
      expect(csvCellValue(csvCell(value).replace(/^"|"$/g, ''))).toBe(value);
    }
  });

  it('keeps an apostrophe that protects nothing', () => {
    expect(csvCellValue("O'Brien")).toBe("O'Brien");
    expect(csvCellValue("'quoted'")).toBe("'quoted'");
  });
});
