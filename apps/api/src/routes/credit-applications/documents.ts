import { crc32, deflateSync } from 'node:zlib';

/**
 * Small generated files: the ID images of verification events (a PNG card, lighter for the
 * back) and the agreement (a one-page PDF), so that the demo serves real files without storage.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/** A 240×150 RGB card: a coloured band, a photo square and text lines, seeded by the reference. */
export function identityCardPng(reference: string, side: 'front' | 'back'): Buffer {
  const width = 240;
  const height = 150;
  const seed = [...reference].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  const band = [40 + (seed % 120), 80 + ((seed >> 8) % 120), 140 + ((seed >> 16) % 100)];
  const paper = side === 'front' ? [236, 240, 245] : [250, 250, 250];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      let colour = paper;
      if (y < 28) colour = band;
      else if (side === 'front' && x >= 16 && x < 76 && y >= 44 && y < 124)
        colour = [150, 160, 175];
      else if (side === 'back' && y >= 40 && y < 60) colour = [30, 30, 30];
      else if (
        (side === 'front' ? x >= 92 : x >= 16) &&
        x < 220 &&
        y >= 50 &&
        y < 120 &&
        y % 16 < 4
      ) {
        colour = [120, 128, 140];
      }
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Text for a PDF string in WinAnsi: escapes, the pound sign as its code, other non-ASCII as '?'. */
const pdfText = (text: string) =>
  text
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/£/g, '\\243')
    .replace(/[^\x20-\x7e]/g, '?');

/** A one-page PDF with a title and lines of text (Helvetica, A4). */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const content = [
    'BT /F1 16 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td 16 TL',
    ...lines.map((line) => `(${pdfText(line)}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
