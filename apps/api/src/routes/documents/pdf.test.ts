import {
  directDebitLogo,
  readTemplateHtml,
  resolveTemplateVariables,
  templateSampleFor,
  variablesFor,
} from '@backoffice/domain/model';
import { describe, expect, it } from 'vitest';
import { renderTemplatePdf } from './pdf';

/** The text an uncompressed PDF shows, in drawing order (pdfkit writes WinAnsi hex strings). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)]
    .map((operator) =>
      [...(operator[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join(' ')
    .replace(/\s+/g, ' ');
}

const palette = variablesFor('direct_debit');
const mandate = readTemplateHtml(
  `<h1>Direct Debit mandate</h1>` +
    `<p><img src="${directDebitLogo.src}" width="150" class="dd-logo" alt="Direct Debit">` +
    `<img src="https://cdn.example/lender-logo.png" width="100" alt=""></p>` +
    `<ol type="A"><li><p>Account holder {{ bank_account_name }}</p></li></ol>` +
    `<div class="dd-template"><div class="dd-row"><div class="ldm-col-1"><p>Sort code</p></div>` +
    `<div class="ldm-col-2"><p>{{ bank_sort_code }}</p></div></div></div>` +
    `<div class="ldm-page-break"></div><p>Address:</p><p>{{ consumer_address }}</p>`,
  { isKnownVariable: (name) => palette.has(name) },
);

describe('renderTemplatePdf', () => {
  it('draws the filled-in template: text, list, table, the direct debit logo and a page break', async () => {
    const resolved = resolveTemplateVariables(
      mandate,
      templateSampleFor('standard-purchase').values,
    );
    const pdf = await renderTemplatePdf(resolved, { title: 'Mandate', compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    const text = pdfText(pdf);
    for (const shown of [
      'Direct Debit mandate',
      'DIRECT Debit',
      'Account holder Mrs J E Smith',
      'Sort code 20-45-77',
      'Address: 14 Acacia Avenue Headingley Leeds LS6 3HN',
    ]) {
      expect(text).toContain(shown);
    }
    // An image on the web is not fetched: its address is shown in a frame instead (wrapped).
    expect(text.replace(/ /g, '')).toContain('Image:https://cdn.example/lender-logo.png');
    expect(text).not.toContain('{{');
  });
});
