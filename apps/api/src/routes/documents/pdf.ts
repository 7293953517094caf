import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, sep } from 'node:path';
import pdfmake from 'pdfmake';
import {
  imageClassNames,
  type TemplateBlock,
  type TemplateColumnBlock,
  type TemplateDoc,
  type TemplateImage,
  type TemplateInline,
  type TemplateList,
  type TemplateRow,
} from '@backoffice/domain/model';

/**
 * Renders a template (its variables already filled in) as a PDF with pdfmake: headings, lists
 * with their numbering, the two table styles at the spec's column widths (33.33/66.66, 50/50),
 * rules, page breaks, links and images. Nothing is fetched: pdfmake may read neither URLs nor
 * files, so an image is drawn when it is an inline PNG or JPEG or one of the console's own
 * images, and otherwise shown as a framed note of its address.
 */

const helvetica = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const standardFonts = new Set(Object.values(helvetica));
// The standard PDF fonts are built in: their names are the only "files" pdfmake may open, and
// no URL is fetched.
pdfmake.setFonts({ Helvetica: helvetica });
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => standardFonts.has(path));

type PdfNode = Record<string, unknown> | string;
type PdfText = Record<string, unknown> | string;

/** A4 in points, with 40pt margins. */
const PAGE_MARGIN = 40;
const CONTENT_WIDTH = 595.28 - PAGE_MARGIN * 2;
/** CSS pixels are 0.75pt. */
const POINTS_PER_PIXEL = 0.75;

const headingSizes = { 1: 20, 2: 16, 3: 14, 4: 12, 5: 11 } as const;

const listTypes = {
  '1': 'decimal',
  A: 'upper-alpha',
  a: 'lower-alpha',
  I: 'upper-roman',
  i: 'lower-roman',
} as const;

/** The console's public folder: the direct debit logo and any image it serves itself. */
function consolePublicDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const dir = join(dirname(require.resolve('@backoffice/console/package.json')), 'public');
    return existsSync(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}
const publicDir = consolePublicDir();

/** An image's data for pdfmake, when the image can be drawn without fetching anything. */
function imageSource(src: string): { image: string } | { svg: string } | undefined {
  if (/^data:image\/(png|jpeg);base64,/i.test(src)) return { image: src.replace(/\s/g, '') };
  if (!publicDir || !src.startsWith('/') || src.startsWith('//')) return undefined;
  const file = normalize(join(publicDir, decodeURIComponent(src.split(/[?#]/)[0] ?? '')));
  if (!file.startsWith(publicDir + sep) || !existsSync(file)) return undefined;
  const extension = extname(file).toLowerCase();
  if (extension === '.svg') return { svg: readFileSync(file, 'utf8') };
  if (extension === '.png' || extension === '.jpg' || extension === '.jpeg') {
    const type = extension === '.png' ? 'png' : 'jpeg';
    return { image: `data:image/${type};base64,${readFileSync(file).toString('base64')}` };
  }
  return undefined;
}

function imageNode(node: TemplateImage): PdfNode {
  const { src, width, className } = node.attrs;
  const points = Math.min(width * POINTS_PER_PIXEL, CONTENT_WIDTH);
  const floatsRight = className?.split(' ').includes(imageClassNames.directDebitLogo);
  const source = imageSource(src);
  if (!source) {
    return {
      table: {
        widths: [points],
        body: [[{ text: `Image: ${src}`, fontSize: 8, color: '#555555' }]],
      },
      margin: [0, 2, 0, 2],
    };
  }
  return { ...source, width: points, ...(floatsRight ? { alignment: 'right' } : {}) };
}

function textOf(node: TemplateInline): PdfText {
  const style: Record<string, unknown> = {};
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') style.bold = true;
    if (mark.type === 'italic') style.italics = true;
    if (mark.type === 'underline') style.decoration = 'underline';
    if (mark.type === 'link') {
      style.link = mark.attrs.href;
      style.color = '#1f4fb4';
      style.decoration = 'underline';
    }
  }
  const text =
    node.type === 'text' ? node.text : node.type === 'variable' ? `{{ ${node.attrs.name} }}` : '\n';
  return Object.keys(style).length > 0 ? { text, ...style } : text;
}

/** A paragraph's content: text runs, with each image on a line of its own. */
function inlineNodes(
  content: readonly TemplateInline[] = [],
  style: Record<string, unknown>,
): PdfNode[] {
  const nodes: PdfNode[] = [];
  let run: PdfText[] = [];
  const flush = () => {
    if (run.length > 0) nodes.push({ text: run, ...style });
    run = [];
  };
  for (const node of content) {
    if (node.type === 'image') {
      flush();
      nodes.push(imageNode(node));
    } else {
      run.push(textOf(node));
    }
  }
  flush();
  // An empty paragraph still takes its line.
  return nodes.length > 0 ? nodes : [{ text: ' ', ...style }];
}

function textBlock(
  content: readonly TemplateInline[] | undefined,
  style: Record<string, unknown>,
): PdfNode {
  const nodes = inlineNodes(content, style);
  return nodes.length === 1 ? (nodes[0] as PdfNode) : { stack: nodes };
}

function listNode(list: TemplateList): PdfNode {
  const items = list.content.map((item) => ({ stack: item.content.map(blockNode) }));
  return list.type === 'bulletList'
    ? { ul: items, margin: [0, 0, 0, 6] }
    : { ol: items, type: listTypes[list.attrs.type], margin: [0, 0, 0, 6] };
}

function tableNode(rows: readonly TemplateRow[], widths: [string, string]): PdfNode {
  return {
    table: {
      widths,
      body: rows.map((row) =>
        row.content.map((column) => ({ stack: column.content.map(blockNode) })),
      ),
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: () => 0.5,
      hLineColor: () => '#999999',
      vLineColor: () => '#999999',
      paddingLeft: () => 6,
      paddingRight: () => 6,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, 8],
  };
}

function blockNode(block: TemplateBlock | TemplateColumnBlock): PdfNode {
  switch (block.type) {
    case 'paragraph':
      return textBlock(block.content, { margin: [0, 0, 0, 6] });
    case 'heading':
      return textBlock(block.content, {
        fontSize: headingSizes[block.attrs.level],
        bold: true,
        margin: [0, 8, 0, 4],
      });
    case 'bulletList':
    case 'orderedList':
      return listNode(block);
    case 'horizontalRule':
      return {
        canvas: [
          {
            type: 'line',
            x1: 0,
            y1: 0,
            x2: CONTENT_WIDTH,
            y2: 0,
            lineWidth: 0.5,
            lineColor: '#999999',
          },
        ],
        margin: [0, 6, 0, 6],
      };
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
    case 'ldmTable':
      return tableNode(block.content, ['33.33%', '66.66%']);
    case 'ddTemplate':
      return tableNode(block.content, ['50%', '50%']);
  }
}

export interface RenderOptions {
  title: string;
  /** Uncompressed content streams, for tests that read the text back. */
  compress?: boolean;
}

/** The template as PDF bytes. */
export async function renderTemplatePdf(doc: TemplateDoc, options: RenderOptions): Promise<Buffer> {
  const definition = {
    info: { title: options.title, creator: 'BackOffice', producer: 'BackOffice' },
    pageSize: 'A4',
    pageMargins: [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN],
    compress: options.compress ?? true,
    defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.2 },
    content: doc.content.map(blockNode),
  };
  return pdfmake.createPdf(definition).getBuffer();
}
