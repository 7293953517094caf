import type {
  TemplateBlock,
  TemplateDoc,
  TemplateInline,
  TemplateList,
  TemplateListItem,
} from './templateSchema';
import { writeTemplateVariable } from './templateVariables';

/**
 * Plain-text views of a template: a line per block for comparing two versions side by side, and
 * the word count staff see while writing.
 */

/** Inline content as text; a variable as it is written, an image as its address. */
export function inlineText(content: readonly TemplateInline[] = []): string {
  return content
    .map((node) => {
      switch (node.type) {
        case 'text':
          return node.text;
        case 'variable':
          return writeTemplateVariable(node.attrs.name);
        case 'hardBreak':
          return ' ↵ ';
        case 'image':
          return `[image ${node.attrs.src}]`;
      }
    })
    .join('');
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const romanNumerals: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

function letters(number: number): string {
  let result = '';
  let rest = number;
  while (rest > 0) {
    rest -= 1;
    result = alphabet[rest % 26] + result;
    rest = Math.floor(rest / 26);
  }
  return result;
}

function roman(number: number): string {
  let rest = number;
  return romanNumerals
    .map(([value, numeral]) => {
      const count = Math.floor(rest / value);
      rest -= count * value;
      return numeral.repeat(count);
    })
    .join('');
}

/** The marker of the nth item (from 1) of a list: •, 1., A., a., I., i. */
export function listMarker(list: TemplateList, position: number): string {
  if (list.type === 'bulletList') return '•';
  switch (list.attrs.type) {
    case 'A':
      return `${letters(position)}.`;
    case 'a':
      return `${letters(position).toLowerCase()}.`;
    case 'I':
      return `${roman(position)}.`;
    case 'i':
      return `${roman(position).toLowerCase()}.`;
    default:
      return `${position}.`;
  }
}

function listLines(list: TemplateList, depth: number): string[] {
  return list.content.flatMap((item: TemplateListItem, index) => {
    const indent = '  '.repeat(depth);
    const [first, ...rest] = item.content;
    const firstLine = `${indent}${listMarker(list, index + 1)} ${first?.type === 'paragraph' ? inlineText(first.content) : ''}`;
    return [
      firstLine,
      ...rest.flatMap((block) =>
        block.type === 'paragraph'
          ? [`${indent}  ${inlineText(block.content)}`]
          : listLines(block, depth + 1),
      ),
    ];
  });
}

function blockLines(block: TemplateBlock): string[] {
  switch (block.type) {
    case 'paragraph':
      return [inlineText(block.content)];
    case 'heading':
      return [`${'#'.repeat(block.attrs.level)} ${inlineText(block.content)}`];
    case 'bulletList':
    case 'orderedList':
      return listLines(block, 0);
    case 'horizontalRule':
      return ['———'];
    case 'pageBreak':
      return ['[page break]'];
    case 'ldmTable':
    case 'ddTemplate':
      return block.content.map((row) =>
        row.content
          .map((column) => column.content.flatMap((inner) => blockLines(inner)).join(' / '))
          .join(' | '),
      );
  }
}

/** A line per block (list items and table rows each a line), for a side-by-side comparison. */
export function templateLines(doc: TemplateDoc): string {
  return doc.content.flatMap(blockLines).join('\n');
}

function collectInlines(
  blocks: readonly TemplateBlock[],
  into: TemplateInline[],
): TemplateInline[] {
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'heading') {
      into.push(...(block.content ?? []), { type: 'hardBreak' });
    } else if (block.type === 'bulletList' || block.type === 'orderedList') {
      for (const item of block.content) collectInlines(item.content, into);
    } else if (block.type === 'ldmTable' || block.type === 'ddTemplate') {
      for (const row of block.content)
        for (const column of row.content) collectInlines(column.content, into);
    }
  }
  return into;
}

/** Every inline node of a template, in reading order, a break between blocks. */
export function templateInlines(doc: TemplateDoc): TemplateInline[] {
  return collectInlines(doc.content, []);
}

export interface TemplateCounts {
  words: number;
  characters: number;
  variables: number;
}

/**
 * Words as staff count them: a variable is one word, punctuation on its own none; characters
 * exclude line breaks.
 */
export function countTemplate(doc: TemplateDoc): TemplateCounts {
  let text = '';
  let characters = 0;
  let variables = 0;
  for (const node of templateInlines(doc)) {
    if (node.type === 'text') {
      text += node.text;
      characters += [...node.text].length;
    } else {
      if (node.type === 'variable') {
        variables += 1;
        characters += 1;
      }
      text += ' ';
    }
  }
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words: words + variables, characters, variables };
}
