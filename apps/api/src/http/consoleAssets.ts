import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every built asset after its content: one that changes gets a new name. */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files are checked on every load, so a release shows at once. */
const REVALIDATE = 'no-cache';

/** Headers every answer carries, pages and API alike; the Content-Security-Policy depends on the answer (contentSecurityPolicyFor). */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The policy of the console's pages: script only from the console's own files (no inline script,
 * no eval), calls, workers, fonts and images from this origin (images also as data: and blob:
 * URLs, as the template editor and uploads show them), PDFs previewed from blob: URLs in frames
 * and objects, and no framing of the console at all. Inline styles stay allowed: ProseMirror and
 * TipTap set style attributes and a stylesheet of their own, and a style cannot run code.
 */
export const CONSOLE_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'self' blob:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The policy of every other answer (JSON, files, PDFs): only the console may frame one (it
 * previews its own PDFs), and no foreign base URL. A script or style policy would not apply to
 * them, and would keep Chromium's PDF viewer from showing a framed PDF.
 */
export const ANSWER_CSP = "frame-ancestors 'self'; base-uri 'self'";

export function contentSecurityPolicyFor(contentType: string | undefined): string {
  return contentType?.startsWith('text/html') ? CONSOLE_PAGE_CSP : ANSWER_CSP;
}

/**
 * Tells browsers to use only HTTPS for this host for a year. Sent only on answers the client got
 * over HTTPS: behind a proxy that ends TLS, only a trusted one (TRUST_PROXY) says so, in
 * X-Forwarded-Proto; over plain HTTP (`npm start` on localhost) it would be wrong and is ignored.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function cacheControlFor(urlPath: string): string {
  return HASHED_ASSET.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built console: brotli or gzip files written at build time when the browser takes
 * them, hashed assets cached for a year, everything else revalidated; unknown GET paths outside
 * /api answer index.html (the router's routes).
 */
export async function serveConsole(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const urlPath = `/${relative(root, filePath).split(sep).join('/')}`.replace(/\.(br|gz)$/, '');
      // The same URL answers brotli, gzip or plain bytes: caches must key on what was asked for.
      response.setHeader('vary', 'accept-encoding');
      response.setHeader('cache-control', cacheControlFor(urlPath));
    },
  });
}
