import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateDocs } from '../../test/templateArbitraries';
import { nextOrderedListType, type OrderedListType } from './templateSchema';
import { normaliseTemplate } from './templateStructure';

const p = (text?: string) =>
  text ? { type: 'paragraph', content: [{ type: 'text', text }] } : { type: 'paragraph' };
const col = (type: string, ...content: unknown[]) => ({ type, content });

describe('normaliseTemplate: the structure rules', () => {
  it('gives a document without blocks one empty paragraph', () => {
    expect(normaliseTemplate({ type: 'doc', content: [] })).toEqual({
      type: 'doc',
      content: [p()],
    });
    expect(normaliseTemplate(null)).toEqual({ type: 'doc', content: [p()] });
  });

  it('wraps inline content where a block belongs in a paragraph', () => {
    expect(
      normaliseTemplate({
        type: 'doc',
        content: [
          { type: 'text', text: 'a' },
          { type: 'hardBreak' },
          { type: 'text', text: 'b' },
          p('c'),
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'a' },
            { type: 'hardBreak' },
            { type: 'text', text: 'b' },
          ],
        },
        p('c'),
      ],
    });
  });

  it('gives a table row exactly one column 1 and one column 2, keeping the text of extra columns', () => {
    const table = normaliseTemplate({
      type: 'doc',
      content: [
        {
          type: 'ldmTable',
          content: [
            {
              type: 'ldmRow',
              content: [
                col('ldmColumn1', p('a')),
                col('ldmColumn1', p('b')),
                col('ldmColumn2', p('c')),
                p('d'),
              ],
            },
            { type: 'ldmRow', content: [] },
          ],
        },
      ],
    });
    expect(table.content[0]).toEqual({
      type: 'ldmTable',
      content: [
        {
          type: 'ldmRow',
          content: [col('ldmColumn1', p('a'), p('b')), col('ldmColumn2', p('c'), p('d'))],
        },
        { type: 'ldmRow', content: [col('ldmColumn1', p()), col('ldmColumn2', p())] },
      ],
    });
  });

  it('puts stray rows in a table of their kind, and takes a table out of a column or list, keeping its text', () => {
    const result = normaliseTemplate({
      type: 'doc',
      content: [
        { type: 'ddRow', content: [col('ldmColumn1', p('x')), col('ldmColumn2', p('y'))] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                p('item'),
                {
                  type: 'ldmTable',
                  content: [{ type: 'ldmRow', content: [col('ldmColumn1', p('in'))] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(result.content.map((block) => block.type)).toEqual(['ddTemplate', 'bulletList']);
    expect(result.content[1]).toEqual({
      type: 'bulletList',
      content: [{ type: 'listItem', content: [p('item'), p('in')] }],
    });
  });

  it('starts a list item with a paragraph, makes its headings paragraphs and leaves rules out', () => {
    const result = normaliseTemplate({
      type: 'doc',
      content: [
        {
          type: 'orderedList',
          attrs: { type: 'Q', start: 3 },
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'bulletList', content: [{ type: 'listItem', content: [p('inner')] }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'h' }] },
                { type: 'horizontalRule' },
              ],
            },
          ],
        },
      ],
    });
    expect(result.content[0]).toEqual({
      type: 'orderedList',
      attrs: { type: '1' },
      content: [
        {
          type: 'listItem',
          content: [
            p(),
            { type: 'bulletList', content: [{ type: 'listItem', content: [p('inner')] }] },
          ],
        },
        { type: 'listItem', content: [p('h')] },
      ],
    });
  });

  it('merges texts with the same marks, sorts marks and drops unsafe links and images', () => {
    expect(
      normaliseTemplate({
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'a',
                marks: [{ type: 'italic' }, { type: 'bold' }, { type: 'strike' }],
              },
              {
                type: 'text',
                text: 'b',
                marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'bold' }],
              },
              {
                type: 'text',
                text: 'c',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', target: '_blank' } }],
              },
              { type: 'image', attrs: { src: 'vbscript:x' } },
              { type: 'text', text: '' },
            ],
          },
        ],
      }),
    ).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'ab', marks: [{ type: 'bold' }, { type: 'italic' }] },
            { type: 'text', text: 'c' },
          ],
        },
      ],
    });
  });

  it('is idempotent on every template', () => {
    fc.assert(
      fc.property(templateDocs, (template) => {
        expect(normaliseTemplate(template)).toEqual(template);
      }),
      { numRuns: 100 },
    );
  });
});

describe('nextOrderedListType', () => {
  it('cycles the numbering 1, A, a, I, i and back to 1', () => {
    const seen: string[] = ['1'];
    for (let step = 0; step < 5; step += 1)
      seen.push(nextOrderedListType(seen[seen.length - 1] as OrderedListType));
    expect(seen).toEqual(['1', 'A', 'a', 'I', 'i', '1']);
  });
});
