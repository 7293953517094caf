/** The file types an attachment may be, each known by the bytes it starts with. */
const signatures = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
} as const;

export type AttachmentType = keyof typeof signatures;

export const ATTACHMENT_TYPES = Object.keys(signatures) as AttachmentType[];

/** Enough of a file's start to tell its type. */
export const SIGNATURE_BYTES = Math.max(...Object.values(signatures).map((bytes) => bytes.length));

export function isAttachmentType(contentType: string): contentType is AttachmentType {
  return Object.hasOwn(signatures, contentType);
}

/** What the file is by its bytes, whatever it was called, or null when it is none of the types. */
export function attachmentTypeOf(start: Uint8Array): AttachmentType | null {
  for (const type of ATTACHMENT_TYPES) {
    const signature = signatures[type];
    if (signature.every((byte, index) => start[index] === byte)) return type;
  }
  return null;
}
