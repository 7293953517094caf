import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers up to this size are compressed in one call rather than through a zlib stream. The
 * plugin's default on two cores is 8 KiB, which sends every list page and detail through a
 * stream whose setup and scheduling cost more CPU than the compression (brotli at quality 2
 * takes about 0.2 ms for a 100-row page). Under load there is no idle core for the stream to
 * overlap with: in the load benchmark's mix the server's CPU per request fell from 3.30–3.52 ms
 * to 2.85–2.91 ms (two runs each, alternating, 30 November; docs/adr/0085).
 */
export const SYNC_COMPRESSION_LIMIT_BYTES = 256 * 1024;

/**
 * Compresses API answers and other compressible bodies of at least the threshold, brotli or gzip
 * as the client's Accept-Encoding prefers, with `Vary: Accept-Encoding`. Brotli at quality 2: on
 * a 44 KB page of 100 list rows it takes 0.2 ms against 0.58 ms at the plugin's 4, for a body
 * 1.4 % larger (11 costs far more again for little gain). Streams (export and document
 * downloads) are compressed as they flow. A body that already has a Content-Encoding, the
 * console's files precompressed at build, is left alone. Register before any route.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } },
    syncThreshold: SYNC_COMPRESSION_LIMIT_BYTES,
  });
}
