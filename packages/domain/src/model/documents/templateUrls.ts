/**
 * Which addresses a template may hold. A link may lead to a web page, an email address, a phone
 * number or a relative address; an image may come from the web, a relative address or an inline
 * raster image. Anything else (javascript:, vbscript:, data: HTML, file:) is not kept.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const controlCharacters = /[\u0000-\u001f\u007f]/g;
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;

function schemeOf(address: string): string | null {
  // Browsers ignore whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const match = schemePattern.exec(address.replace(/[\s\u0000-\u001f\u007f]/g, ''));
  return match ? (match[1] as string).toLowerCase() : null;
}

function cleaned(address: string): string {
  return address.replace(controlCharacters, '').trim();
}

const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageSchemes = new Set(['http', 'https']);
const inlineImage = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** The link's address if a template may keep it, otherwise null. */
export function safeLinkHref(href: string): string | null {
  const address = cleaned(href);
  if (address === '') return null;
  const scheme = schemeOf(address);
  return scheme === null || linkSchemes.has(scheme) ? address : null;
}

/** The image's address if a template may keep it, otherwise null. */
export function safeImageSrc(src: string): string | null {
  const address = cleaned(src);
  if (address === '') return null;
  const scheme = schemeOf(address);
  if (scheme === null || imageSchemes.has(scheme)) return address;
  return scheme === 'data' && inlineImage.test(address) ? address : null;
}
