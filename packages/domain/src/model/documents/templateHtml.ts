import { decodeHTML } from 'entities/decode';
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import type {
  TemplateBlock,
  TemplateColumn,
  TemplateDoc,
  TemplateInline,
  TemplateListItem,
  TemplateMark,
  TemplateRow,
} from './templateSchema';
import { normaliseImageAttrs, normaliseTemplate } from './templateStructure';
import type { DocumentType } from './documentTypes';
import { templateVariablePattern, variablesFor, writeTemplateVariable } from './templateVariables';

/**
 * A template's HTML (platform-shell.md section 7, "Documents service"), read and written exactly
 * as the documents service stores it:
 * - it begins with an embedded stylesheet: table columns of 33.33% and 66.66%, 50% each in the
 *   direct debit table, stacking to 100% at widths up to 768px;
 * - tables are divs: `ldm-table` > `ldm-row` > `ldm-col-1` + `ldm-col-2`; the direct debit table
 *   is `dd-template` > `dd-row` > the same two columns;
 * - a variable is its name in double braces, `{{ name }}`; a brace the author typed is written as
 *   a character reference (`&#123;`), so typed text is never mistaken for a variable;
 * - links open in a new tab; an image carries its src, width and class.
 * `readTemplateHtml(writeTemplateHtml(doc))` gives back `doc` for every canonical template.
 */

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;
type TextNode = DefaultTreeAdapterTypes.TextNode;

export const templateClassNames = {
  table: 'ldm-table',
  row: 'ldm-row',
  column1: 'ldm-col-1',
  column2: 'ldm-col-2',
  directDebit: 'dd-template',
  directDebitRow: 'dd-row',
  pageBreak: 'ldm-page-break',
} as const;

/** The stylesheet every template begins with; one line so the HTML stays compact. */
export const templateStylesheet = [
  '.ldm-row,.dd-row{display:flex;flex-wrap:wrap;width:100%}',
  '.ldm-col-1,.ldm-col-2{box-sizing:border-box;padding:4px 8px}',
  '.ldm-col-1{width:33.33%}',
  '.ldm-col-2{width:66.66%}',
  '.dd-row .ldm-col-1,.dd-row .ldm-col-2{width:50%}',
  '.dd-logo{float:right}',
  '.ldm-page-break{break-after:page;page-break-after:always}',
  '@media (max-width:768px){.ldm-col-1,.ldm-col-2,.dd-row .ldm-col-1,.dd-row .ldm-col-2{width:100%}}',
].join('');

// ——— Writing ———

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\{/g, '&#123;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function openMark(mark: TemplateMark): string {
  switch (mark.type) {
    case 'link':
      return `<a href="${escapeAttribute(mark.attrs.href)}" target="_blank" rel="noopener noreferrer">`;
    case 'bold':
      return '<strong>';
    case 'italic':
      return '<em>';
    case 'underline':
      return '<u>';
  }
}

const closingTags: Record<TemplateMark['type'], string> = {
  link: '</a>',
  bold: '</strong>',
  italic: '</em>',
  underline: '</u>',
};

const sameMark = (a: TemplateMark, b: TemplateMark) =>
  a.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));

function writeInlineNode(node: TemplateInline): string {
  switch (node.type) {
    case 'text':
      return escapeText(node.text);
    case 'variable':
      return writeTemplateVariable(node.attrs.name);
    case 'hardBreak':
      return '<br>';
    case 'image': {
      const { src, width, className, alt } = node.attrs;
      const classAttribute = className ? ` class="${escapeAttribute(className)}"` : '';
      return `<img src="${escapeAttribute(src)}" width="${width}"${classAttribute} alt="${escapeAttribute(alt)}">`;
    }
  }
}

/** Inline content with its marks nested in a fixed order, a mark kept open while it lasts. */
function writeInlines(nodes: readonly TemplateInline[] = []): string {
  let html = '';
  const open: TemplateMark[] = [];
  for (const node of nodes) {
    const marks = node.marks ?? [];
    let keep = 0;
    while (keep < open.length && keep < marks.length && sameMark(open[keep]!, marks[keep]!)) {
      keep += 1;
    }
    while (open.length > keep) html += closingTags[open.pop()!.type];
    for (const mark of marks.slice(keep)) {
      html += openMark(mark);
      open.push(mark);
    }
    html += writeInlineNode(node);
  }
  while (open.length > 0) html += closingTags[open.pop()!.type];
  return html;
}

function writeListItem(item: TemplateListItem): string {
  return `<li>${item.content.map(writeBlock).join('')}</li>`;
}

function writeColumn(column: TemplateColumn): string {
  const className =
    column.type === 'ldmColumn1' ? templateClassNames.column1 : templateClassNames.column2;
  return `<div class="${className}">${column.content.map(writeBlock).join('')}</div>`;
}

function writeRow(row: TemplateRow): string {
  const className =
    row.type === 'ldmRow' ? templateClassNames.row : templateClassNames.directDebitRow;
  return `<div class="${className}">${row.content.map(writeColumn).join('')}</div>`;
}

function writeBlock(block: TemplateBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p>${writeInlines(block.content)}</p>`;
    case 'heading':
      return `<h${block.attrs.level}>${writeInlines(block.content)}</h${block.attrs.level}>`;
    case 'bulletList':
      return `<ul>${block.content.map(writeListItem).join('')}</ul>`;
    case 'orderedList': {
      const type = block.attrs.type === '1' ? '' : ` type="${block.attrs.type}"`;
      return `<ol${type}>${block.content.map(writeListItem).join('')}</ol>`;
    }
    case 'horizontalRule':
      return '<hr>';
    case 'pageBreak':
      return `<div class="${templateClassNames.pageBreak}"></div>`;
    case 'ldmTable':
      return `<div class="${templateClassNames.table}">${block.content.map(writeRow).join('')}</div>`;
    case 'ddTemplate':
      return `<div class="${templateClassNames.directDebit}">${block.content.map(writeRow).join('')}</div>`;
  }
}

/** The HTML the documents service stores: the stylesheet, then one block per line. */
export function writeTemplateHtml(doc: TemplateDoc): string {
  return [`<style>${templateStylesheet}</style>`, ...doc.content.map(writeBlock)].join('\n');
}

// ——— Reading ———

export type TemplateReadProblem = 'unknown-element' | 'missing-image-source' | 'unknown-variable';

/** The editor's read errors (platform-shell.md section 8), verbatim. */
export const templateReadMessages: Record<TemplateReadProblem, string> = {
  'unknown-element': 'HTML element is null',
  'missing-image-source': 'Could not get src from map',
  'unknown-variable': 'Could not get src from map',
};

/** Reading a template failed: `message` is the spec's, `detail` says what was met. */
export class TemplateReadError extends Error {
  constructor(
    readonly problem: TemplateReadProblem,
    readonly detail: string,
  ) {
    super(templateReadMessages[problem]);
    this.name = 'TemplateReadError';
  }
}

export interface ReadTemplateOptions {
  /** Whether a variable name belongs to the palette. */
  isKnownVariable: (name: string) => boolean;
  /**
   * 'strict' (a saved template): an element the model has no node for is an error, and so is an
   * image without a usable src. 'lenient' (pasted HTML, the server's sanitiser): such elements are
   * converted to the nearest node or left out with their scripts and handlers, text kept.
   */
  elements?: 'strict' | 'lenient';
  /** 'error': an unknown variable is an error; 'text': it stays the text that was typed. */
  unknownVariables?: 'error' | 'text';
  /**
   * 'keep' (a saved template): spaces are kept as written, line breaks and tabs read as spaces.
   * 'collapse' (pasted HTML): white space collapses as a browser shows it.
   */
  whitespace?: 'keep' | 'collapse';
}

interface ReadContext {
  html: string;
  strict: boolean;
  isKnownVariable: (name: string) => boolean;
  unknownVariablesAsText: boolean;
  collapseWhitespace: boolean;
}

interface LooseNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: LooseNode[];
  marks?: TemplateMark[];
  text?: string;
}

/** Left out with everything inside them when reading leniently. */
const droppedElements = new Set([
  'script',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'svg',
  'math',
  'canvas',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'map',
  'area',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'dialog',
  'xml',
]);

/** Elements that start a block; inside inline content they are read through. */
const blockElements = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'hr',
  'div',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'main',
  'nav',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'address',
  'dl',
  'dt',
  'dd',
  'center',
]);

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5']);

const isElement = (node: Node): node is Element => 'tagName' in node;
const isText = (node: Node): node is TextNode => node.nodeName === '#text';

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((item) => item.name === name)?.value;
}

function classesOf(element: Element): string[] {
  return (attribute(element, 'class') ?? '').split(/\s+/).filter(Boolean);
}

function unknownElement(context: ReadContext, element: Element): void {
  if (context.strict) throw new TemplateReadError('unknown-element', `<${element.tagName}>`);
}

function styleOf(element: Element): Map<string, string> {
  const style = new Map<string, string>();
  for (const declaration of (attribute(element, 'style') ?? '').split(';')) {
    const [property, ...value] = declaration.split(':');
    if (property && value.length > 0) {
      style.set(property.trim().toLowerCase(), value.join(':').trim().toLowerCase());
    }
  }
  return style;
}

/** Marks a pasted element's inline style stands for (word processors style spans). */
function styleMarks(element: Element): TemplateMark[] {
  const style = styleOf(element);
  const marks: TemplateMark[] = [];
  const weight = style.get('font-weight');
  if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600)
    marks.push({ type: 'bold' });
  if (style.get('font-style') === 'italic') marks.push({ type: 'italic' });
  if (
    (style.get('text-decoration') ?? style.get('text-decoration-line') ?? '').includes('underline')
  ) {
    marks.push({ type: 'underline' });
  }
  return marks;
}

/** The marks inside a mark element, or undefined when the element is not a mark. */
function marksWithin(
  context: ReadContext,
  element: Element,
  marks: TemplateMark[],
): TemplateMark[] | undefined {
  const add = (...more: TemplateMark[]) => [...marks, ...more];
  switch (element.tagName) {
    case 'strong':
      return add({ type: 'bold' });
    case 'b': {
      // Word processors wrap whole pastes in <b style="font-weight:normal">.
      const weight = styleOf(element).get('font-weight');
      return weight === 'normal' || weight === '400' ? marks : add({ type: 'bold' });
    }
    case 'em':
    case 'i':
      return add({ type: 'italic' });
    case 'u':
      return add({ type: 'underline' });
    case 'a': {
      const href = attribute(element, 'href');
      return href === undefined ? marks : add({ type: 'link', attrs: { href } });
    }
    default:
      if (context.strict) return undefined;
      if (
        [
          'span',
          'font',
          'ins',
          'small',
          'big',
          'sub',
          'sup',
          'mark',
          'code',
          'abbr',
          'cite',
          'q',
          's',
          'strike',
          'del',
          'kbd',
          'var',
          'samp',
          'label',
          'time',
          'data',
        ].includes(element.tagName)
      ) {
        return add(
          ...(element.tagName === 'ins' ? [{ type: 'underline' } as const] : []),
          ...styleMarks(element),
        );
      }
      return undefined;
  }
}

function hasBlockDescendant(element: Element): boolean {
  return element.childNodes.some(
    (child) => isElement(child) && (blockElements.has(child.tagName) || hasBlockDescendant(child)),
  );
}

/** A text node's inline nodes: its variables found in the source as written, the rest decoded. */
function readText(context: ReadContext, node: TextNode, marks: TemplateMark[]): LooseNode[] {
  const location = node.sourceCodeLocation;
  const raw = location ? context.html.slice(location.startOffset, location.endOffset) : undefined;
  // The source is used only where it is this one text node's (parsing can join texts).
  const source = raw !== undefined && decodeHTML(raw) === node.value ? raw : undefined;
  const text = source ?? node.value;
  const decode = (part: string) => (source === undefined ? part : decodeHTML(part));
  const nodes: LooseNode[] = [];
  let last = 0;
  for (const match of text.matchAll(templateVariablePattern)) {
    const name = match[1] as string;
    const index = match.index;
    if (!context.isKnownVariable(name)) {
      if (!context.unknownVariablesAsText)
        throw new TemplateReadError('unknown-variable', writeTemplateVariable(name));
      continue;
    }
    if (index > last) nodes.push({ type: 'text', text: decode(text.slice(last, index)), marks });
    nodes.push({ type: 'variable', attrs: { name }, marks });
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: decode(text.slice(last)), marks });
  return nodes;
}

function readImage(context: ReadContext, element: Element, marks: TemplateMark[]): LooseNode[] {
  const src = attribute(element, 'src');
  const image: LooseNode = {
    type: 'image',
    attrs: {
      src: src ?? '',
      width: attribute(element, 'width') ?? styleOf(element).get('width')?.replace(/px$/, ''),
      className: attribute(element, 'class') ?? null,
      alt: attribute(element, 'alt') ?? '',
    },
    marks,
  };
  if (!normaliseImageAttrs(image)) {
    if (context.strict) throw new TemplateReadError('missing-image-source', src ? src : '<img>');
    return [];
  }
  return [image];
}

function readInlines(
  context: ReadContext,
  nodes: readonly Node[],
  marks: TemplateMark[],
): LooseNode[] {
  return nodes.flatMap((node) => readInline(context, node, marks));
}

function readInline(context: ReadContext, node: Node, marks: TemplateMark[]): LooseNode[] {
  if (isText(node)) return readText(context, node, marks);
  if (!isElement(node)) return [];
  const tag = node.tagName;
  if (tag === 'br') return [{ type: 'hardBreak', marks }];
  if (tag === 'img') return readImage(context, node, marks);
  const inner = marksWithin(context, node, marks);
  if (inner) return readInlines(context, node.childNodes, inner);
  if (tag === 'style') return [];
  if (!context.strict && droppedElements.has(tag)) return [];
  const known = blockElements.has(tag) && (!context.strict || isModelBlock(node));
  if (!known) unknownElement(context, node);
  // A block inside inline content (or an unknown element, leniently) gives its text.
  return readInlines(context, node.childNodes, marks);
}

/** Whether a block element is one the model writes (strict reading accepts only these). */
function isModelBlock(element: Element): boolean {
  const tag = element.tagName;
  if (
    tag === 'p' ||
    headingTags.has(tag) ||
    tag === 'ul' ||
    tag === 'ol' ||
    tag === 'li' ||
    tag === 'hr'
  )
    return true;
  if (tag !== 'div') return false;
  const classes = classesOf(element);
  return Object.values(templateClassNames).some((name) => classes.includes(name));
}

const isWhitespace = (node: LooseNode) => node.type === 'text' && /^[\s]*$/.test(node.text ?? '');

/** White space as a browser shows it: runs collapsed, none at the start or end of a line. */
function collapseWhitespace(nodes: LooseNode[]): LooseNode[] {
  const result: LooseNode[] = [];
  let atLineStart = true;
  for (const node of nodes) {
    if (node.type !== 'text') {
      result.push(node);
      atLineStart = node.type === 'hardBreak';
      continue;
    }
    let text = (node.text ?? '').replace(/\s+/g, ' ');
    if (atLineStart) text = text.replace(/^ /, '');
    if (text === '') continue;
    atLineStart = text.endsWith(' ');
    result.push({ ...node, text });
  }
  // A space at the end of a line (before a break or the block's end) is not shown.
  for (let index = 0; index < result.length; index += 1) {
    const node = result[index]!;
    const next = result[index + 1];
    if (node.type === 'text' && (next === undefined || next.type === 'hardBreak')) {
      result[index] = { ...node, text: (node.text ?? '').replace(/ $/, '') };
    }
  }
  return result.filter((node) => node.type !== 'text' || node.text !== '');
}

function textBlockContent(
  context: ReadContext,
  element: Element,
  marks: TemplateMark[],
): LooseNode[] {
  const content = readInlines(context, element.childNodes, marks);
  return context.collapseWhitespace ? collapseWhitespace(content) : content;
}

function readListItems(context: ReadContext, list: Element, marks: TemplateMark[]): LooseNode[] {
  const items: LooseNode[] = [];
  let strays: Node[] = [];
  const flushStrays = () => {
    const blocks = readBlocks(context, strays, marks);
    if (blocks.length > 0) items.push({ type: 'listItem', content: blocks });
    strays = [];
  };
  for (const child of list.childNodes) {
    if (isElement(child) && child.tagName === 'li') {
      flushStrays();
      items.push({ type: 'listItem', content: readBlocks(context, child.childNodes, marks) });
    } else {
      strays.push(child);
    }
  }
  flushStrays();
  return items;
}

function readColumns(context: ReadContext, row: Element, marks: TemplateMark[]): LooseNode[] {
  const columns: LooseNode[] = [];
  let strays: Node[] = [];
  const flushStrays = () => {
    columns.push(...readBlocks(context, strays, marks));
    strays = [];
  };
  for (const child of row.childNodes) {
    if (!isElement(child)) {
      strays.push(child);
      continue;
    }
    const classes = classesOf(child);
    const tag = child.tagName;
    const column = classes.includes(templateClassNames.column1)
      ? 'ldmColumn1'
      : classes.includes(templateClassNames.column2)
        ? 'ldmColumn2'
        : !context.strict && (tag === 'td' || tag === 'th')
          ? columns.some((node) => node.type === 'ldmColumn1')
            ? 'ldmColumn2'
            : 'ldmColumn1'
          : undefined;
    if (column) {
      flushStrays();
      columns.push({ type: column, content: readBlocks(context, child.childNodes, marks) });
    } else {
      strays.push(child);
    }
  }
  flushStrays();
  return columns;
}

function readRows(context: ReadContext, table: Element, marks: TemplateMark[]): LooseNode[] {
  const rows: LooseNode[] = [];
  let strays: Node[] = [];
  const flushStrays = () => {
    const blocks = readBlocks(context, strays, marks);
    if (blocks.length > 0) rows.push({ type: 'ldmRow', content: blocks });
    strays = [];
  };
  for (const child of table.childNodes) {
    if (!isElement(child)) {
      strays.push(child);
      continue;
    }
    const classes = classesOf(child);
    if (
      classes.includes(templateClassNames.row) ||
      classes.includes(templateClassNames.directDebitRow)
    ) {
      flushStrays();
      rows.push({ type: 'ldmRow', content: readColumns(context, child, marks) });
    } else if (!context.strict && child.tagName === 'tr') {
      flushStrays();
      rows.push({ type: 'ldmRow', content: readColumns(context, child, marks) });
    } else if (!context.strict && ['tbody', 'thead', 'tfoot'].includes(child.tagName)) {
      flushStrays();
      rows.push(...readRows(context, child, marks));
    } else {
      strays.push(child);
    }
  }
  flushStrays();
  return rows;
}

/** Block content; consecutive inline content becomes a paragraph, white space between blocks none. */
function readBlocks(
  context: ReadContext,
  nodes: readonly Node[],
  marks: TemplateMark[],
): LooseNode[] {
  const blocks: LooseNode[] = [];
  let run: LooseNode[] = [];
  const flush = () => {
    if (run.some((node) => !isWhitespace(node))) {
      blocks.push({
        type: 'paragraph',
        content: context.collapseWhitespace ? collapseWhitespace(run) : run,
      });
    }
    run = [];
  };
  const block = (node: LooseNode) => {
    flush();
    blocks.push(node);
  };

  for (const node of nodes) {
    if (isText(node)) {
      run.push(...readText(context, node, marks));
      continue;
    }
    if (!isElement(node)) continue;
    const tag = node.tagName;
    const classes = classesOf(node);
    if (tag === 'style') continue;
    if (tag === 'br' || tag === 'img') {
      run.push(...readInline(context, node, marks));
      continue;
    }
    const inner = marksWithin(context, node, marks);
    if (inner) {
      if (hasBlockDescendant(node)) {
        flush();
        blocks.push(...readBlocks(context, node.childNodes, inner));
      } else {
        run.push(...readInlines(context, node.childNodes, inner));
      }
      continue;
    }
    if (tag === 'p') {
      block({ type: 'paragraph', content: textBlockContent(context, node, marks) });
    } else if (headingTags.has(tag) || (!context.strict && tag === 'h6')) {
      block({
        type: 'heading',
        attrs: { level: Number(tag.slice(1)) },
        content: textBlockContent(context, node, marks),
      });
    } else if (tag === 'ul' || tag === 'ol') {
      const type = attribute(node, 'type');
      block({
        type: tag === 'ul' ? 'bulletList' : 'orderedList',
        ...(tag === 'ol' ? { attrs: { type: type ?? '1' } } : {}),
        content: readListItems(context, node, marks),
      });
    } else if (tag === 'li') {
      block({ type: 'listItem', content: readBlocks(context, node.childNodes, marks) });
    } else if (tag === 'hr') {
      block({ type: 'horizontalRule' });
    } else if (tag === 'div' && classes.includes(templateClassNames.pageBreak)) {
      block({ type: 'pageBreak' });
    } else if (tag === 'div' && classes.includes(templateClassNames.table)) {
      block({ type: 'ldmTable', content: readRows(context, node, marks) });
    } else if (tag === 'div' && classes.includes(templateClassNames.directDebit)) {
      block({ type: 'ddTemplate', content: readRows(context, node, marks) });
    } else if (tag === 'div' && classes.includes(templateClassNames.row)) {
      block({ type: 'ldmRow', content: readColumns(context, node, marks) });
    } else if (tag === 'div' && classes.includes(templateClassNames.directDebitRow)) {
      block({ type: 'ddRow', content: readColumns(context, node, marks) });
    } else if (
      tag === 'div' &&
      (classes.includes(templateClassNames.column1) || classes.includes(templateClassNames.column2))
    ) {
      block({
        type: classes.includes(templateClassNames.column1) ? 'ldmColumn1' : 'ldmColumn2',
        content: readBlocks(context, node.childNodes, marks),
      });
    } else if (!context.strict && tag === 'table') {
      block({ type: 'ldmTable', content: readRows(context, node, marks) });
    } else if (!context.strict && droppedElements.has(tag)) {
      continue;
    } else {
      unknownElement(context, node);
      // Leniently, an unknown container (div, section, blockquote…) gives its content.
      if (blockElements.has(tag)) {
        flush();
        blocks.push(...readBlocks(context, node.childNodes, marks));
      } else {
        run.push(...readInlines(context, node.childNodes, marks));
      }
    }
  }
  flush();
  return blocks;
}

/**
 * Reads a template's HTML into the canonical model. Strictly (the default), an unknown element
 * raises 'HTML element is null', and an image without a src or an unknown variable 'Could not get
 * src from map'.
 */
export function readTemplateHtml(html: string, options: ReadTemplateOptions): TemplateDoc {
  const context: ReadContext = {
    html,
    strict: (options.elements ?? 'strict') === 'strict',
    isKnownVariable: options.isKnownVariable,
    unknownVariablesAsText: options.unknownVariables === 'text',
    collapseWhitespace: options.whitespace === 'collapse',
  };
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true });
  return normaliseTemplate({ type: 'doc', content: readBlocks(context, fragment.childNodes, []) });
}

/** A saved template of a document type, read strictly against the type's palette. */
export function readDocumentTemplate(html: string, type: DocumentType): TemplateDoc {
  const palette = variablesFor(type);
  return readTemplateHtml(html, { isKnownVariable: (name) => palette.has(name) });
}
