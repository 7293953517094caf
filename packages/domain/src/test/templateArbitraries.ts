import fc from 'fast-check';
import {
  headingLevels,
  orderedListTypes,
  type TemplateDoc,
} from '../model/documents/templateSchema';
import { normaliseTemplate } from '../model/documents/templateStructure';

/**
 * fast-check generators of templates for the model's property tests: loose documents in the
 * model's shape, brought to their canonical form. Text mixes in what HTML must escape, braces
 * that are not variables, spaces in runs and characters beyond ASCII.
 */
export const knownTestVariables = ['consumer_first_name', 'finance_apr', 'retailer_name'];

const characters = [
  'a',
  'b',
  'Z',
  '0',
  ' ',
  ' ',
  '{',
  '}',
  '<',
  '>',
  '&',
  '"',
  "'",
  '£',
  'é',
  '\u00a0',
  ';',
  '#',
  '/',
  '=',
  '€',
  '漢',
  '😀',
];
const text = fc
  .array(fc.constantFrom(...characters), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

const mark = fc.oneof(
  fc.constant({ type: 'bold' }),
  fc.constant({ type: 'italic' }),
  fc.constant({ type: 'underline' }),
  fc.constantFrom(
    { type: 'link', attrs: { href: 'https://example.com/a?b=1&c="2"' } },
    { type: 'link', attrs: { href: 'mailto:help@example.com' } },
    { type: 'link', attrs: { href: '/terms' } },
  ),
);
const marks = fc.array(mark, { maxLength: 3 });

const inline = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: fc.constant('text'), text, marks }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('variable'),
      attrs: fc.record({ name: fc.constantFrom(...knownTestVariables) }),
      marks,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('hardBreak'), marks }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('image'),
      attrs: fc.record({
        src: fc.constantFrom('https://cdn.example.com/logo.png', '/direct-debit.svg', 'a b.png'),
        width: fc.integer({ min: 1, max: 2000 }),
        className: fc.constantFrom(null, 'lender-logo', 'dd-logo'),
        alt: fc.constantFrom('', 'Logo', 'A "quoted" & <odd> alt'),
      }),
      marks,
    }),
  },
);
const inlines = fc.array(inline, { maxLength: 6 });

const textBlock = fc.oneof(
  fc.record({ type: fc.constant('paragraph'), content: inlines }),
  fc.record({
    type: fc.constant('heading'),
    attrs: fc.record({ level: fc.constantFrom(...headingLevels) }),
    content: inlines,
  }),
);

const { list } = fc.letrec<{ list: unknown; item: unknown }>((tie) => ({
  item: fc.record({
    type: fc.constant('listItem'),
    content: fc
      .tuple(
        fc.record({ type: fc.constant('paragraph'), content: inlines }),
        fc.array(fc.oneof({ depthSize: 'small', withCrossShrink: true }, textBlock, tie('list')), {
          maxLength: 2,
        }),
      )
      .map(([first, rest]) => [first, ...rest]),
  }),
  list: fc.oneof(
    fc.record({
      type: fc.constant('bulletList'),
      content: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      type: fc.constant('orderedList'),
      attrs: fc.record({ type: fc.constantFrom(...orderedListTypes) }),
      content: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
    }),
  ),
}));

const columnBlock = fc.oneof(textBlock, list, fc.constant({ type: 'horizontalRule' }));
const column = (type: string) =>
  fc.record({
    type: fc.constant(type),
    content: fc.array(columnBlock, { minLength: 1, maxLength: 3 }),
  });
const row = (type: string) =>
  fc.record({
    type: fc.constant(type),
    content: fc.tuple(column('ldmColumn1'), column('ldmColumn2')),
  });

const block = fc.oneof(
  { weight: 6, arbitrary: textBlock },
  { weight: 2, arbitrary: list },
  { weight: 1, arbitrary: fc.constant({ type: 'horizontalRule' }) },
  { weight: 1, arbitrary: fc.constant({ type: 'pageBreak' }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('ldmTable'),
      content: fc.array(row('ldmRow'), { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('ddTemplate'),
      content: fc.array(row('ddRow'), { minLength: 1, maxLength: 3 }),
    }),
  },
);

/** Canonical templates of up to a dozen blocks. */
export const templateDocs: fc.Arbitrary<TemplateDoc> = fc
  .array(block, { maxLength: 12 })
  .map((content) => normaliseTemplate({ type: 'doc', content }));
