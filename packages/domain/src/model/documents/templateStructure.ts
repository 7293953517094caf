import {
  defaultReadImageWidth,
  headingLevels,
  markOrder,
  orderedListTypes,
  type HeadingLevel,
  type OrderedListType,
  type TemplateBlock,
  type TemplateColumn1,
  type TemplateColumn2,
  type TemplateColumnBlock,
  type TemplateDoc,
  type TemplateImageAttrs,
  type TemplateInline,
  type TemplateList,
  type TemplateListItem,
  type TemplateMark,
  type TemplateParagraph,
  type TemplateRow,
} from './templateSchema';
import { safeImageSrc, safeLinkHref } from './templateUrls';

/**
 * The structure rules of the editor (platform-shell.md section 4), applied to any JSON in the
 * model's shape: the document holds at least one block; inline content where a block belongs is
 * wrapped in a paragraph; a table row has exactly one column 1 and one column 2; everything else
 * out of place is corrected rather than refused, losing no text. The result is canonical: texts
 * with the same marks merged, marks sorted and unique, attributes complete and valid.
 */

interface LooseNode {
  type?: unknown;
  attrs?: Record<string, unknown> | null;
  content?: unknown;
  marks?: unknown;
  text?: unknown;
}

type Context = 'doc' | 'column' | 'listItem';

const inlineTypes = new Set(['text', 'variable', 'hardBreak', 'image']);
const variableName = /^[A-Za-z][A-Za-z0-9_.]*$/;
const MAX_IMAGE_WIDTH = 2000;

const asNode = (value: unknown): LooseNode =>
  value !== null && typeof value === 'object' ? (value as LooseNode) : {};
const childrenOf = (node: LooseNode): unknown[] =>
  Array.isArray(node.content) ? (node.content as unknown[]) : [];
const attr = (node: LooseNode, name: string): unknown => node.attrs?.[name];

/** Text as the model holds it: line breaks and tabs read as spaces, no control characters. */
export function normaliseTemplateText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return text.replace(/\r\n?|[\n\t\f\v]/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
}

function normaliseMarks(marks: unknown): TemplateMark[] {
  if (!Array.isArray(marks)) return [];
  const byType = new Map<string, TemplateMark>();
  for (const value of marks) {
    const mark = asNode(value);
    if (mark.type === 'link') {
      const href =
        typeof attr(mark, 'href') === 'string' ? safeLinkHref(attr(mark, 'href') as string) : null;
      // The innermost link wins, as in a browser; an unsafe one is no link at all.
      if (href) byType.set('link', { type: 'link', attrs: { href } });
    } else if (mark.type === 'bold' || mark.type === 'italic' || mark.type === 'underline') {
      byType.set(mark.type, { type: mark.type });
    }
  }
  return markOrder.flatMap((type) => {
    const mark = byType.get(type);
    return mark ? [mark] : [];
  });
}

function sameMarks(a: readonly TemplateMark[] = [], b: readonly TemplateMark[] = []): boolean {
  return (
    a.length === b.length &&
    a.every((mark, index) => {
      const other = b[index] as TemplateMark;
      if (mark.type !== other.type) return false;
      return (
        mark.type !== 'link' || (other.type === 'link' && mark.attrs.href === other.attrs.href)
      );
    })
  );
}

const withMarks = <T extends TemplateInline>(node: T, marks: TemplateMark[]): T =>
  marks.length > 0 ? { ...node, marks } : node;

export function normaliseImageAttrs(node: LooseNode): TemplateImageAttrs | null {
  const rawSrc = attr(node, 'src');
  const src = typeof rawSrc === 'string' ? safeImageSrc(rawSrc) : null;
  if (!src) return null;
  const rawWidth = Number(attr(node, 'width'));
  const width =
    Number.isFinite(rawWidth) && rawWidth >= 1
      ? Math.min(Math.round(rawWidth), MAX_IMAGE_WIDTH)
      : defaultReadImageWidth;
  const rawClass = attr(node, 'className');
  const className =
    typeof rawClass === 'string'
      ? rawClass
          .replace(/[^A-Za-z0-9_ -]/g, '')
          .trim()
          .replace(/\s+/g, ' ')
      : '';
  const rawAlt = attr(node, 'alt');
  const alt = typeof rawAlt === 'string' ? normaliseTemplateText(rawAlt) : '';
  return { src, width, className: className === '' ? null : className, alt };
}

function normaliseInline(value: unknown): TemplateInline[] {
  const node = asNode(value);
  const marks = normaliseMarks(node.marks);
  switch (node.type) {
    case 'text': {
      const text = typeof node.text === 'string' ? normaliseTemplateText(node.text) : '';
      return text === '' ? [] : [withMarks({ type: 'text', text }, marks)];
    }
    case 'variable': {
      const name = attr(node, 'name');
      return typeof name === 'string' && variableName.test(name)
        ? [withMarks({ type: 'variable', attrs: { name } }, marks)]
        : [];
    }
    case 'hardBreak':
      return [withMarks({ type: 'hardBreak' }, marks)];
    case 'image': {
      const attrs = normaliseImageAttrs(node);
      return attrs ? [withMarks({ type: 'image', attrs }, marks)] : [];
    }
    default:
      // A block where inline content belongs keeps its text.
      return childrenOf(node).flatMap(normaliseInline);
  }
}

/** Inline content, canonical: adjacent texts with the same marks are one text. */
export function normaliseInlines(values: readonly unknown[]): TemplateInline[] {
  const result: TemplateInline[] = [];
  for (const inline of values.flatMap(normaliseInline)) {
    const previous = result[result.length - 1];
    if (
      previous?.type === 'text' &&
      inline.type === 'text' &&
      sameMarks(previous.marks, inline.marks)
    ) {
      result[result.length - 1] = { ...previous, text: previous.text + inline.text };
    } else {
      result.push(inline);
    }
  }
  return result;
}

function paragraphOf(values: readonly unknown[]): TemplateParagraph {
  const content = normaliseInlines(values);
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
}

function headingLevel(value: unknown): HeadingLevel {
  const level = Number(value);
  if ((headingLevels as readonly number[]).includes(level)) return level as HeadingLevel;
  return level > 5 ? 5 : 1;
}

function orderedListType(value: unknown): OrderedListType {
  return (orderedListTypes as readonly unknown[]).includes(value)
    ? (value as OrderedListType)
    : '1';
}

function normaliseListItem(value: unknown): TemplateListItem {
  const node = asNode(value);
  const blocks = normaliseBlocks(node.type === 'listItem' ? childrenOf(node) : [value], 'listItem');
  const content = blocks.filter(
    (block): block is TemplateParagraph | TemplateList =>
      block.type === 'paragraph' || block.type === 'bulletList' || block.type === 'orderedList',
  );
  if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
  return { type: 'listItem', content };
}

function normaliseList(node: LooseNode): TemplateList | null {
  const items = childrenOf(node).map(normaliseListItem);
  if (items.length === 0) return null;
  return node.type === 'orderedList'
    ? { type: 'orderedList', attrs: { type: orderedListType(attr(node, 'type')) }, content: items }
    : { type: 'bulletList', content: items };
}

function columnContent(values: readonly unknown[]): TemplateColumnBlock[] {
  const blocks = normaliseBlocks(values, 'column') as TemplateColumnBlock[];
  return blocks.length > 0 ? blocks : [{ type: 'paragraph' }];
}

/** A row with exactly one column 1 and one column 2; extra columns and strays join them. */
function normaliseRow(value: unknown, kind: TemplateRow['type']): TemplateRow {
  const node = asNode(value);
  const first: unknown[] = [];
  const second: unknown[] = [];
  let seenSecond = false;
  const children = node.type === 'ldmRow' || node.type === 'ddRow' ? childrenOf(node) : [value];
  for (const child of children) {
    const column = asNode(child);
    if (column.type === 'ldmColumn1') first.push(...childrenOf(column));
    else if (column.type === 'ldmColumn2') {
      seenSecond = true;
      second.push(...childrenOf(column));
    } else (seenSecond ? second : first).push(child);
  }
  const column1: TemplateColumn1 = { type: 'ldmColumn1', content: columnContent(first) };
  const column2: TemplateColumn2 = { type: 'ldmColumn2', content: columnContent(second) };
  return { type: kind, content: [column1, column2] };
}

function normaliseTable(node: LooseNode, kind: 'ldmTable' | 'ddTemplate'): TemplateBlock {
  const rowKind = kind === 'ldmTable' ? 'ldmRow' : 'ddRow';
  const children = childrenOf(node);
  const rows = (children.length > 0 ? children : [{}]).map((row) => normaliseRow(row, rowKind));
  return { type: kind, content: rows };
}

/** The blocks of the content of a table, when a table is out of place: its columns' blocks. */
function tableBlocks(node: LooseNode): unknown[] {
  return childrenOf(node).flatMap((row) => {
    const rowNode = asNode(row);
    return rowNode.type === 'ldmRow' || rowNode.type === 'ddRow'
      ? childrenOf(rowNode).flatMap((column) => childrenOf(asNode(column)))
      : [row];
  });
}

function normaliseBlocks(values: readonly unknown[], context: Context): TemplateBlock[] {
  const blocks: TemplateBlock[] = [];
  let inlineRun: unknown[] = [];
  let rowRun: { kind: TemplateRow['type']; rows: unknown[] } | null = null;
  let itemRun: unknown[] = [];

  const flushInline = () => {
    if (inlineRun.length > 0) {
      const paragraph = paragraphOf(inlineRun);
      // Whitespace between blocks is no paragraph.
      if (paragraph.content) blocks.push(paragraph);
    }
    inlineRun = [];
  };
  const flushRows = () => {
    if (rowRun) {
      const kind = rowRun.kind === 'ldmRow' ? 'ldmTable' : 'ddTemplate';
      blocks.push(normaliseTable({ type: kind, content: rowRun.rows }, kind));
    }
    rowRun = null;
  };
  const flushItems = () => {
    if (itemRun.length > 0) blocks.push(normaliseList({ type: 'bulletList', content: itemRun })!);
    itemRun = [];
  };
  const flushAll = () => {
    flushInline();
    flushRows();
    flushItems();
  };
  const nested = (children: readonly unknown[]) => {
    flushAll();
    blocks.push(...normaliseBlocks(children, context));
  };

  for (const value of values) {
    const node = asNode(value);
    const type = typeof node.type === 'string' ? node.type : '';
    if (inlineTypes.has(type)) {
      flushRows();
      flushItems();
      inlineRun.push(value);
      continue;
    }
    if ((type === 'ldmRow' || type === 'ddRow') && context === 'doc') {
      flushInline();
      flushItems();
      if (rowRun && rowRun.kind !== type) flushRows();
      rowRun ??= { kind: type, rows: [] };
      rowRun.rows.push(value);
      continue;
    }
    if (type === 'listItem' && context === 'doc') {
      flushInline();
      flushRows();
      itemRun.push(value);
      continue;
    }
    switch (type) {
      case 'paragraph':
        flushAll();
        blocks.push(paragraphOf(childrenOf(node)));
        break;
      case 'heading': {
        flushAll();
        const paragraph = paragraphOf(childrenOf(node));
        blocks.push(
          context === 'listItem'
            ? paragraph
            : {
                type: 'heading',
                attrs: { level: headingLevel(attr(node, 'level')) },
                ...(paragraph.content ? { content: paragraph.content } : {}),
              },
        );
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        flushAll();
        const list = normaliseList(node);
        if (list) blocks.push(list);
        break;
      }
      case 'horizontalRule':
        flushAll();
        if (context !== 'listItem') blocks.push({ type: 'horizontalRule' });
        break;
      case 'pageBreak':
        flushAll();
        if (context === 'doc') blocks.push({ type: 'pageBreak' });
        break;
      case 'ldmTable':
      case 'ddTemplate':
        if (context === 'doc') {
          flushAll();
          blocks.push(normaliseTable(node, type));
        } else {
          nested(tableBlocks(node));
        }
        break;
      case 'ldmRow':
      case 'ddRow':
        nested(tableBlocks({ content: [value] }));
        break;
      default:
        // A column, list item or document out of place, or an unknown node: its content stays.
        nested(childrenOf(node));
    }
  }
  flushAll();
  return blocks;
}

/** Any JSON in the model's shape → the canonical template it stands for. */
export function normaliseTemplate(input: unknown): TemplateDoc {
  const node = asNode(input);
  const content = normaliseBlocks(node.type === 'doc' ? childrenOf(node) : [input], 'doc');
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}
