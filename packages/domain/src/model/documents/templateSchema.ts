/**
 * The content model of a document template (platform-shell.md section 3, "Document content node
 * types"), as plain JSON. The shapes are ProseMirror's JSON (what the TipTap editor's getJSON()
 * gives, with the same node and mark names), so the editor, the HTML reader and writer, the
 * server's sanitiser and the PDF preview all share one model. `normaliseTemplate` brings any
 * such JSON to its canonical form; HTML read and written round-trips that form exactly.
 */

export const orderedListTypes = ['1', 'A', 'a', 'I', 'i'] as const;
export type OrderedListType = (typeof orderedListTypes)[number];

/** How each numbering style counts, for the numbering cycler's name. */
export const orderedListTypeLabels: Record<OrderedListType, string> = {
  '1': '1, 2, 3',
  A: 'A, B, C',
  a: 'a, b, c',
  I: 'I, II, III',
  i: 'i, ii, iii',
};

/** The numbering cycler (platform-shell.md section 9): 1 → A → a → I → i → 1. */
export function nextOrderedListType(type: OrderedListType): OrderedListType {
  return orderedListTypes[(orderedListTypes.indexOf(type) + 1) % orderedListTypes.length]!;
}

export const headingLevels = [1, 2, 3, 4, 5] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The width an image read from HTML has when it names none (platform-shell.md section 5). */
export const defaultReadImageWidth = 180;
/** The width the Upload Image dialog starts with (section 4). */
export const defaultDialogImageWidth = 150;
/** The lender logo and the direct debit logo are 150px wide (section 9). */
export const logoImageWidth = 150;

/** Classes an image can carry: the lender's logo, and the direct debit logo floating right. */
export const imageClassNames = { lenderLogo: 'lender-logo', directDebitLogo: 'dd-logo' } as const;

/** The direct debit logo the toolbar inserts, served by the console beside its own assets. */
export const directDebitLogo = {
  src: '/document-images/direct-debit.svg',
  alt: 'Direct Debit',
} as const;

export type TemplateMark =
  | { type: 'link'; attrs: { href: string } }
  | { type: 'bold' }
  | { type: 'italic' }
  | { type: 'underline' };

export type TemplateMarkType = TemplateMark['type'];

/** Marks nest in this order, outermost first; a node's marks are kept sorted by it. */
export const markOrder: readonly TemplateMarkType[] = ['link', 'bold', 'italic', 'underline'];

export interface TemplateText {
  type: 'text';
  text: string;
  marks?: TemplateMark[];
}

/** A placeholder for a value filled in when the document is produced: `{{ name }}` in HTML. */
export interface TemplateVariable {
  type: 'variable';
  attrs: { name: string };
  marks?: TemplateMark[];
}

/** A soft line break (Shift+Enter): `<br>`. */
export interface TemplateHardBreak {
  type: 'hardBreak';
  marks?: TemplateMark[];
}

export interface TemplateImageAttrs {
  src: string;
  /** In CSS pixels. */
  width: number;
  className: string | null;
  alt: string;
}

export interface TemplateImage {
  type: 'image';
  attrs: TemplateImageAttrs;
  marks?: TemplateMark[];
}

export type TemplateInline = TemplateText | TemplateVariable | TemplateHardBreak | TemplateImage;

export interface TemplateParagraph {
  type: 'paragraph';
  content?: TemplateInline[];
}

export interface TemplateHeading {
  type: 'heading';
  attrs: { level: HeadingLevel };
  content?: TemplateInline[];
}

export type TemplateTextBlock = TemplateParagraph | TemplateHeading;

/** A list item: a paragraph, then more paragraphs or nested lists. */
export interface TemplateListItem {
  type: 'listItem';
  content: (TemplateParagraph | TemplateList)[];
}

export interface TemplateBulletList {
  type: 'bulletList';
  content: TemplateListItem[];
}

export interface TemplateOrderedList {
  type: 'orderedList';
  attrs: { type: OrderedListType };
  content: TemplateListItem[];
}

export type TemplateList = TemplateBulletList | TemplateOrderedList;

export interface TemplateHorizontalRule {
  type: 'horizontalRule';
}

export interface TemplatePageBreak {
  type: 'pageBreak';
}

/** What a table column may hold. */
export type TemplateColumnBlock = TemplateTextBlock | TemplateList | TemplateHorizontalRule;

export interface TemplateColumn {
  type: 'ldmColumn1' | 'ldmColumn2';
  content: TemplateColumnBlock[];
}

export interface TemplateColumn1 extends TemplateColumn {
  type: 'ldmColumn1';
}

export interface TemplateColumn2 extends TemplateColumn {
  type: 'ldmColumn2';
}

/** A table row: exactly one column 1 and one column 2 (section 4's structure rule). */
export interface TemplateRow {
  type: 'ldmRow' | 'ddRow';
  content: [TemplateColumn1, TemplateColumn2];
}

/** The consumer-credit information sheet table: columns of about one third and two thirds. */
export interface TemplateTable {
  type: 'ldmTable';
  content: TemplateRow[];
}

/** The direct debit table: two equal columns. */
export interface TemplateDirectDebit {
  type: 'ddTemplate';
  content: TemplateRow[];
}

export type TemplateBlock =
  | TemplateTextBlock
  | TemplateList
  | TemplateHorizontalRule
  | TemplatePageBreak
  | TemplateTable
  | TemplateDirectDebit;

export interface TemplateDoc {
  type: 'doc';
  /** At least one block. */
  content: TemplateBlock[];
}

/** Table styles of the Create Table dialog. */
export const tableStyles = ['information-sheet', 'direct-debit'] as const;
export type TableStyle = (typeof tableStyles)[number];

export const tableStyleLabels: Record<TableStyle, string> = {
  'information-sheet': 'Consumer credit information sheet (one third and two thirds)',
  'direct-debit': 'Direct debit (two equal columns)',
};

export const emptyTemplate = (): TemplateDoc => ({ type: 'doc', content: [{ type: 'paragraph' }] });
