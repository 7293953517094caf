import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownTestVariables, templateDocs } from '../../test/templateArbitraries';
import {
  readTemplateHtml,
  TemplateReadError,
  templateStylesheet,
  writeTemplateHtml,
  type ReadTemplateOptions,
} from './templateHtml';
import type { TemplateDoc } from './templateSchema';

const known = new Set(knownTestVariables);
const strict: ReadTemplateOptions = { isKnownVariable: (name) => known.has(name) };
/** How pasted HTML is read. */
const pasted: ReadTemplateOptions = {
  isKnownVariable: (name) => known.has(name),
  elements: 'lenient',
  unknownVariables: 'text',
  whitespace: 'collapse',
};
/** How the server sanitises a saved template. */
const sanitised: ReadTemplateOptions = {
  isKnownVariable: (name) => known.has(name),
  elements: 'lenient',
};
const read = (html: string, options = strict) => readTemplateHtml(html, options);
const body = (html: string) => html.slice(html.indexOf('</style>\n') + '</style>\n'.length);

function readError(html: string, options = strict): TemplateReadError {
  try {
    read(html, options);
  } catch (error) {
    if (error instanceof TemplateReadError) return error;
    throw error;
  }
  throw new Error('reading did not fail');
}

const doc = (...content: unknown[]) => ({ type: 'doc', content }) as TemplateDoc;
const paragraph = (...content: unknown[]) =>
  content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
const text = (value: string, ...marks: unknown[]) =>
  marks.length > 0 ? { type: 'text', text: value, marks } : { type: 'text', text: value };
const variable = (name: string) => ({ type: 'variable', attrs: { name } });
const column = (type: 'ldmColumn1' | 'ldmColumn2', ...content: unknown[]) => ({ type, content });

describe('writeTemplateHtml', () => {
  it('begins with the embedded stylesheet: 33.33% and 66.66% columns, 50% for direct debit, 100% up to 768px', () => {
    const html = writeTemplateHtml(doc(paragraph(text('Hello'))));
    expect(html.startsWith(`<style>${templateStylesheet}</style>`)).toBe(true);
    expect(templateStylesheet).toContain('.ldm-col-1{width:33.33%}');
    expect(templateStylesheet).toContain('.ldm-col-2{width:66.66%}');
    expect(templateStylesheet).toContain('.dd-row .ldm-col-1,.dd-row .ldm-col-2{width:50%}');
    expect(templateStylesheet).toContain('@media (max-width:768px)');
    expect(body(html)).toBe('<p>Hello</p>');
  });

  it('writes tables as ldm-row divs with ldm-col-1 and ldm-col-2, and the direct debit table as dd-template and dd-row', () => {
    const row = (type: string) => ({
      type,
      content: [
        column('ldmColumn1', paragraph(text('APR'))),
        column('ldmColumn2', paragraph(variable('finance_apr'))),
      ],
    });
    expect(body(writeTemplateHtml(doc({ type: 'ldmTable', content: [row('ldmRow')] })))).toBe(
      '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-1"><p>APR</p></div>' +
        '<div class="ldm-col-2"><p>{{ finance_apr }}</p></div></div></div>',
    );
    expect(body(writeTemplateHtml(doc({ type: 'ddTemplate', content: [row('ddRow')] })))).toBe(
      '<div class="dd-template"><div class="dd-row"><div class="ldm-col-1"><p>APR</p></div>' +
        '<div class="ldm-col-2"><p>{{ finance_apr }}</p></div></div></div>',
    );
  });

  it('writes a variable as its name in double braces with spaces, and typed braces as character references', () => {
    const html = body(
      writeTemplateHtml(doc(paragraph(text('Dear {{ x }} '), variable('consumer_first_name')))),
    );
    expect(html).toBe('<p>Dear &#123;&#123; x }} {{ consumer_first_name }}</p>');
    expect(read(writeTemplateHtml(doc(paragraph(text('Dear {{ x }} ')))))).toEqual(
      doc(paragraph(text('Dear {{ x }} '))),
    );
  });

  it('nests marks in one order and keeps a shared mark open; links open in a new tab', () => {
    const bold = { type: 'bold' };
    const link = { type: 'link', attrs: { href: 'https://example.com/?a=1&b=2' } };
    const html = body(
      writeTemplateHtml(
        doc(paragraph(text('a', bold), text('b', link, bold, { type: 'italic' }), text('c'))),
      ),
    );
    expect(html).toBe(
      '<p><strong>a</strong><a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">' +
        '<strong><em>b</em></strong></a>c</p>',
    );
  });

  it('writes lists with their numbering type, rules, page breaks and images', () => {
    const item = (value: string) => ({ type: 'listItem', content: [paragraph(text(value))] });
    const html = body(
      writeTemplateHtml(
        doc(
          { type: 'orderedList', attrs: { type: 'A' }, content: [item('one')] },
          { type: 'orderedList', attrs: { type: '1' }, content: [item('two')] },
          { type: 'bulletList', content: [item('three')] },
          { type: 'horizontalRule' },
          { type: 'pageBreak' },
          paragraph({
            type: 'image',
            attrs: { src: '/dd.svg', width: 150, className: 'dd-logo', alt: 'Direct Debit' },
          }),
        ),
      ),
    );
    expect(html.split('\n')).toEqual([
      '<ol type="A"><li><p>one</p></li></ol>',
      '<ol><li><p>two</p></li></ol>',
      '<ul><li><p>three</p></li></ul>',
      '<hr>',
      '<div class="ldm-page-break"></div>',
      '<p><img src="/dd.svg" width="150" class="dd-logo" alt="Direct Debit"></p>',
    ]);
  });
});

describe('readTemplateHtml', () => {
  it('reads variables with or without the spaces as variable nodes', () => {
    expect(read('<p>Dear {{consumer_first_name}}, APR {{ finance_apr }}</p>')).toEqual(
      doc(
        paragraph(
          text('Dear '),
          variable('consumer_first_name'),
          text(', APR '),
          variable('finance_apr'),
        ),
      ),
    );
  });

  it('reads an image without a width at 180px', () => {
    expect(read('<p><img src="/logo.png"></p>')).toEqual(
      doc(
        paragraph({
          type: 'image',
          attrs: { src: '/logo.png', width: 180, className: null, alt: '' },
        }),
      ),
    );
  });

  it("raises 'HTML element is null' for an element the model has no node for", () => {
    const error = readError('<p>Hi</p><marquee>there</marquee>');
    expect(error.message).toBe('HTML element is null');
    expect(error.detail).toBe('<marquee>');
    expect(readError('<table><tr><td>x</td></tr></table>').message).toBe('HTML element is null');
    expect(readError('<p><span>x</span></p>').message).toBe('HTML element is null');
  });

  it("raises 'Could not get src from map' for an image without a src and for an unknown variable", () => {
    expect(readError('<p><img width="20"></p>').message).toBe('Could not get src from map');
    expect(readError('<p><img src="javascript:alert(1)"></p>').problem).toBe(
      'missing-image-source',
    );
    const unknown = readError('<p>{{ consumer_shoe_size }}</p>');
    expect(unknown.message).toBe('Could not get src from map');
    expect(unknown.detail).toBe('{{ consumer_shoe_size }}');
  });

  it('keeps runs of spaces as written, and ignores the white space between blocks', () => {
    expect(read('<p> two  spaces </p>\n  <ul>\n <li><p>a</p></li>\n</ul>')).toEqual(
      doc(paragraph(text(' two  spaces ')), {
        type: 'bulletList',
        content: [{ type: 'listItem', content: [paragraph(text('a'))] }],
      }),
    );
  });

  it('wraps inline content found where a block belongs in a paragraph', () => {
    expect(read('Loose <strong>text</strong><p>then a paragraph</p>')).toEqual(
      doc(
        paragraph(text('Loose '), text('text', { type: 'bold' })),
        paragraph(text('then a paragraph')),
      ),
    );
    expect(read('<ul><li>item</li></ul>')).toEqual(
      doc({
        type: 'bulletList',
        content: [{ type: 'listItem', content: [paragraph(text('item'))] }],
      }),
    );
  });

  it('corrects a table row to exactly one column 1 and one column 2', () => {
    expect(
      read(
        '<div class="ldm-table"><div class="ldm-row"><div class="ldm-col-2"><p>b</p></div><div class="ldm-col-2"><p>c</p></div></div></div>',
      ),
    ).toEqual(
      doc({
        type: 'ldmTable',
        content: [
          {
            type: 'ldmRow',
            content: [
              column('ldmColumn1', paragraph()),
              column('ldmColumn2', paragraph(text('b')), paragraph(text('c'))),
            ],
          },
        ],
      }),
    );
  });

  it('gives an empty template one empty paragraph', () => {
    expect(read('')).toEqual(doc(paragraph()));
    expect(read(`<style>${templateStylesheet}</style>`)).toEqual(doc(paragraph()));
  });
});

describe('readTemplateHtml leniently (pasted HTML, the server sanitiser)', () => {
  it('drops scripts, event handlers and javascript: links, keeping the text', () => {
    const html =
      '<p>Hi<script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a><a href=" JaVa\tscript:alert(4)">me</a></p><iframe src="//evil"></iframe>';
    const result = readTemplateHtml(html, sanitised);
    expect(result).toEqual(
      doc(
        paragraph(
          text('Hi'),
          { type: 'image', attrs: { src: 'x.png', width: 180, className: null, alt: '' } },
          text('clickme'),
        ),
      ),
    );
    const written = writeTemplateHtml(result);
    expect(written).not.toMatch(/script|onerror|javascript|iframe/i);
  });

  it('converts word-processor HTML: styled spans to marks, tables to ldm tables, unknown containers to their content', () => {
    const html =
      '<b style="font-weight:normal"><div><span style="font-weight:700">Bold</span> <span style="font-style:italic">it</span></div>' +
      '<table><tbody><tr><td>Name</td><td>{{ consumer_first_name }}</td><td>extra</td></tr></tbody></table></b>';
    expect(readTemplateHtml(html, pasted)).toEqual(
      doc(paragraph(text('Bold', { type: 'bold' }), text(' '), text('it', { type: 'italic' })), {
        type: 'ldmTable',
        content: [
          {
            type: 'ldmRow',
            content: [
              column('ldmColumn1', paragraph(text('Name'))),
              column(
                'ldmColumn2',
                paragraph(variable('consumer_first_name')),
                paragraph(text('extra')),
              ),
            ],
          },
        ],
      }),
    );
  });

  it('keeps an unknown variable as the text that was typed, and collapses white space as a browser shows it', () => {
    expect(readTemplateHtml('<p>\n  Size   {{ shoe_size }}\n</p>', pasted)).toEqual(
      doc(paragraph(text('Size {{ shoe_size }}'))),
    );
  });
});

describe('the HTML round trip', () => {
  it('reads back every canonical template it writes: read(write(doc)) = doc', () => {
    fc.assert(
      fc.property(templateDocs, (template) => {
        expect(read(writeTemplateHtml(template))).toEqual(template);
      }),
      { numRuns: 200 },
    );
  });

  it('leaves what the editor wrote unchanged when the server sanitises it', () => {
    fc.assert(
      fc.property(templateDocs, (template) => {
        const html = writeTemplateHtml(template);
        expect(writeTemplateHtml(readTemplateHtml(html, sanitised))).toBe(html);
      }),
      { numRuns: 100 },
    );
  });
});
