import {
  writeTemplateHtml,
  type TemplateBlock,
  type TemplateInline,
} from '@backoffice/domain/model';

/**
 * A deterministic 50-page consumer credit agreement (about 500 words a page: headings, text
 * with marks and variables, numbered lists, information-sheet tables, page breaks), the
 * document the editor's benchmark types into and round-trips.
 */
const words = (
  'the lender agrees to provide credit to the borrower subject to the terms of this agreement ' +
  'including the payment schedule interest charges and the right to withdraw within fourteen days'
).split(' ');

function sentence(seed: number, length: number): string {
  const picked = Array.from({ length }, (_, index) => words[(seed * 7 + index * 3) % words.length]);
  const text = picked.join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}. `;
}

function paragraph(seed: number): TemplateBlock {
  const content: TemplateInline[] = [
    { type: 'text', text: sentence(seed, 18) },
    { type: 'text', text: sentence(seed + 1, 12), marks: [{ type: 'bold' }] },
    { type: 'text', text: 'Payable by ' },
    { type: 'variable', attrs: { name: 'consumer_full_name' } },
    { type: 'text', text: ` ${sentence(seed + 2, 20)}` },
    { type: 'text', text: sentence(seed + 3, 16), marks: [{ type: 'italic' }] },
    { type: 'text', text: `${sentence(seed + 4, 20)}APR ` },
    { type: 'variable', attrs: { name: 'finance_apr' } },
    { type: 'text', text: '.' },
  ];
  return { type: 'paragraph', content };
}

function page(number: number): TemplateBlock[] {
  const seed = number * 11;
  return [
    {
      type: 'heading',
      attrs: { level: 2 },
      content: [{ type: 'text', text: `${number}. Section ${number} of the agreement` }],
    },
    paragraph(seed),
    paragraph(seed + 5),
    {
      type: 'orderedList',
      attrs: { type: number % 2 === 0 ? 'a' : '1' },
      content: Array.from({ length: 5 }, (_, index) => ({
        type: 'listItem' as const,
        content: [
          {
            type: 'paragraph' as const,
            content: [{ type: 'text' as const, text: sentence(seed + index, 14) }],
          },
        ],
      })),
    },
    {
      type: 'ldmTable',
      content: Array.from({ length: 3 }, (_, index) => ({
        type: 'ldmRow' as const,
        content: [
          {
            type: 'ldmColumn1' as const,
            content: [
              {
                type: 'paragraph' as const,
                content: [
                  {
                    type: 'text' as const,
                    text: `Term ${index + 1}`,
                    marks: [{ type: 'bold' as const }],
                  },
                ],
              },
            ],
          },
          {
            type: 'ldmColumn2' as const,
            content: [
              {
                type: 'paragraph' as const,
                content: [{ type: 'text' as const, text: sentence(seed + index, 10) }],
              },
            ],
          },
        ],
      })),
    },
    paragraph(seed + 9),
    paragraph(seed + 13),
    { type: 'pageBreak' },
  ];
}

export const PAGES = 50;

export const fiftyPageHtml = writeTemplateHtml({
  type: 'doc',
  content: Array.from({ length: PAGES }, (_, index) => page(index + 1)).flat(),
});
