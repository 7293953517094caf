/**
 * Saves a file through a temporary download link, so that the browser stores it under the
 * name given instead of navigating to it (browsers block top-level navigation to data: URLs).
 */
function clickDownloadLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves a Blob under the file name given. */
export function saveBlob(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob);
  clickDownloadLink(objectUrl, fileName);
  // The browser reads the object URL after the click returns; freeing it at once can cut it off.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

const dataUrlPattern = /^data:([^;,]*)((?:;[^;,]*)*?)(;base64)?,(.*)$/s;

/** The bytes of a data: URL as a Blob of its media type, or null for any other address. */
export function blobOfDataUrl(url: string): Blob | null {
  const match = dataUrlPattern.exec(url);
  if (!match) return null;
  const [, mediaType, , base64, payload = ''] = match;
  const bytes = base64
    ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(payload));
  return new Blob([bytes], { type: mediaType || 'text/plain' });
}

/** Saves what an address holds: a data: URL's bytes, or a same-origin (signed) address as it is. */
export function saveUrl(url: string, fileName: string) {
  const blob = blobOfDataUrl(url);
  if (blob) saveBlob(blob, fileName);
  else clickDownloadLink(url, fileName);
}
